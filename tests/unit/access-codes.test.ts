import { ACCESS_CODE_ALPHABET, generateAccessCode, generateAccessCodes } from "@/lib/access-codes/generate";
import { generateCodesSchema } from "@/lib/validation/access-codes";

describe("wholesaler access codes (spec section 9, D4)", () => {
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
});
