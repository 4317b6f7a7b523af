import { EMAIL_CONFIRMATION_TTL_MS, hashLinkToken, looksLikeLinkToken, newLinkToken, PASSWORD_RESET_TTL_MS } from "@/lib/auth/tokens";

// Email-link tokens: 32 random bytes in the link (43 base64url characters),
// only their SHA-256 in the database.
describe("email-link tokens", () => {
  it("a new token is 43 base64url characters, and the database keeps only its SHA-256", () => {
    const { token, tokenHash } = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenHash).toBe(hashLinkToken(token));
    expect(tokenHash).not.toContain(token);
  });

  it("every new token is different", () => {
    const tokens = new Set(Array.from({ length: 20 }, () => newLinkToken().token));
    expect(tokens.size).toBe(20);
  });

  it("the hash is the SHA-256 of the token's UTF-8 text, in hex", () => {
    // FIPS 180-2 test vector.
    expect(hashLinkToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashLinkToken("é")).toBe("4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c");
  });

  it("a confirmation link lasts a day, a password-reset link an hour", () => {
    expect(EMAIL_CONFIRMATION_TTL_MS).toBe(86_400_000);
    expect(PASSWORD_RESET_TTL_MS).toBe(3_600_000);
  });
});

describe("what looks like a link token (anything else is not worth a database query)", () => {
  const VALID = "Aa0_-" + "x".repeat(38);

  it("43 base64url characters, any of letters, digits, '_' and '-', look like a token", () => {
    expect(VALID).toHaveLength(43);
    expect(looksLikeLinkToken(VALID)).toBe(true);
    for (const character of ["A", "z", "7", "_", "-"]) expect(looksLikeLinkToken(character.repeat(43))).toBe(true);
    expect(looksLikeLinkToken(newLinkToken().token)).toBe(true);
  });

  it("one character fewer or more is not a token", () => {
    expect(looksLikeLinkToken(VALID.slice(1))).toBe(false);
    expect(looksLikeLinkToken(VALID + "x")).toBe(false);
    expect(looksLikeLinkToken("x" + VALID)).toBe(false);
    expect(looksLikeLinkToken("")).toBe(false);
  });

  it("a character outside base64url anywhere is not a token", () => {
    for (const character of ["+", "/", "=", " ", ".", "\n"]) {
      expect(looksLikeLinkToken(character + VALID.slice(1))).toBe(false);
      expect(looksLikeLinkToken(VALID.slice(0, 42) + character)).toBe(false);
      expect(looksLikeLinkToken(VALID.slice(0, 20) + character + VALID.slice(21))).toBe(false);
    }
    expect(looksLikeLinkToken(VALID + "\n")).toBe(false);
  });

  it("only a string is a token, whatever it reads as", () => {
    expect(looksLikeLinkToken(undefined)).toBe(false);
    expect(looksLikeLinkToken(null)).toBe(false);
    expect(looksLikeLinkToken(1234567890)).toBe(false);
    expect(looksLikeLinkToken([VALID])).toBe(false);
    expect(looksLikeLinkToken({ toString: () => VALID })).toBe(false);
  });
});
