import { ACCESS_CODE_ALPHABET, generateAccessCode, generateAccessCodes } from "@/lib/access-codes/generate";
import { ACCESS_CODES_MAX_PER_BATCH, generateCodesSchema } from "@/lib/validation/access-codes";

describe("wholesaler access codes", () => {
  it("are 8 characters from the alphabet without I, O, 0 and 1", () => {
    for (let i = 0; i < 500; i += 1) {
      const code = generateAccessCode();
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
    expect(ACCESS_CODE_ALPHABET).toHaveLength(32);
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it("a batch has no repeats", () => {
    expect(new Set(generateAccessCodes(50)).size).toBe(50);
  });

  it("every symbol of the alphabet turns up (no bias toward a few)", () => {
    const seen = new Set(generateAccessCodes(200).join(""));
    expect(seen.size).toBe(32);
  });

  it("the count is 1 to 50, default 1", () => {
    expect(generateCodesSchema.parse({}).count).toBe(1);
    expect(generateCodesSchema.parse({ count: "3" }).count).toBe(3);
    expect(generateCodesSchema.safeParse({ count: "0" }).success).toBe(false);
    expect(generateCodesSchema.safeParse({ count: "51" }).error?.issues[0]?.message).toBe("Enter a number from 1 to 50");
    expect(generateCodesSchema.safeParse({ count: "2.5" }).success).toBe(false);
  });

  it("a count from 1 to 50 is taken as a number, from the form's text or as a number", () => {
    expect(ACCESS_CODES_MAX_PER_BATCH).toBe(50);
    expect(generateCodesSchema.parse({ count: "1" })).toEqual({ count: 1 });
    expect(generateCodesSchema.parse({ count: "50" })).toEqual({ count: 50 });
    expect(generateCodesSchema.parse({ count: 50 })).toEqual({ count: 50 });
    expect(generateCodesSchema.parse({ count: " 12 " })).toEqual({ count: 12 });
  });

  it("no count means one code", () => {
    expect(generateCodesSchema.parse({})).toEqual({ count: 1 });
    expect(generateCodesSchema.parse({ count: undefined })).toEqual({ count: 1 });
  });

  it.each([["0"], ["-1"], ["51"], ["100"], ["2.5"], ["50.5"], ["abc"], ["1e400"], [""]])(
    "a count of %p is refused with 'Enter a number from 1 to 50', once",
    (count) => {
      expect(generateCodesSchema.safeParse({ count }).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["count", "Enter a number from 1 to 50"]]);
    },
  );
});
