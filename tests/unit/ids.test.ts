import { isUuid, productRefSchema } from "@/lib/validation/ids";

// Ids in addresses are UUIDs; anything else is "not found" before the database is asked.

const ID = "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70";

describe("ids in addresses", () => {
  it("a UUID is one, in lower or upper case", () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid("00000000-0000-0000-0000-000000000000")).toBe(true);
    expect(isUuid("abcdefab-cdef-abcd-efab-cdefabcdefab")).toBe(true);
  });

  it("junk before or after a real id is refused", () => {
    for (const value of [`x${ID}`, `${ID}x`, ` ${ID}`, `${ID} `, `${ID}/edit`, `../${ID}`, `${ID}\n`, `${ID}${ID}`]) expect([value, isUuid(value)]).toEqual([value, false]);
  });

  it("a group one digit short or long, a letter past f, or a missing dash is refused", () => {
    const refused = [
      "3f2b8c1-9a4d-4c7e-8f10-2b3c4d5e6f70",
      "3f2b8c1ea-9a4d-4c7e-8f10-2b3c4d5e6f70",
      "3f2b8c1e-9a4-4c7e-8f10-2b3c4d5e6f70",
      "3f2b8c1e-9a4da-4c7e-8f10-2b3c4d5e6f70",
      "3f2b8c1e-9a4d-4c7-8f10-2b3c4d5e6f70",
      "3f2b8c1e-9a4d-4c7ea-8f10-2b3c4d5e6f70",
      "3f2b8c1e-9a4d-4c7e-8f1-2b3c4d5e6f70",
      "3f2b8c1e-9a4d-4c7e-8f10a-2b3c4d5e6f70",
      "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f7",
      "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70a",
      "3f2b8c1g-9a4d-4c7e-8f10-2b3c4d5e6f70",
      "3f2b8c1e-9a4g-4c7e-8f10-2b3c4d5e6f70",
      "3f2b8c1e-9a4d-4c7g-8f10-2b3c4d5e6f70",
      "3f2b8c1e-9a4d-4c7e-8f1g-2b3c4d5e6f70",
      "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f7g",
      "3f2b8c1e9a4d-4c7e-8f10-2b3c4d5e6f70",
      "3f2b8c1e9a4d4c7e8f102b3c4d5e6f70",
      "",
      "42",
    ];
    for (const value of refused) expect([value, isUuid(value)]).toEqual([value, false]);
  });

  it("a write about one product names it by its UUID", () => {
    expect(productRefSchema.parse({ productId: ID })).toEqual({ productId: ID });
    expect(productRefSchema.safeParse({ productId: "lamp" }).success).toBe(false);
    expect(productRefSchema.safeParse({}).success).toBe(false);
  });
});
