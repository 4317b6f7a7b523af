import { checkEnv } from "@/lib/env-schema.mjs";

const valid = {
  DATABASE_URL: "postgresql://user:pass@localhost:5432/campus",
  NEXTAUTH_SECRET: "a".repeat(32),
};

describe("environment validation", () => {
  it("accepts a complete environment and fills defaults", () => {
    const result = checkEnv(valid);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.env.NEXTAUTH_URL).toBe("http://localhost:3000");
      expect(result.env.DATABASE_POOL_SIZE).toBe(10);
    }
  });

  it("a malformed DATABASE_URL is named in one line", () => {
    const result = checkEnv({ ...valid, DATABASE_URL: "mysql://localhost/campus" });
    expect(result).toEqual({
      ok: false,
      message: "Invalid environment: DATABASE_URL must be a URL like postgresql://user:password@host:5432/database",
    });
  });

  it("a missing NEXTAUTH_SECRET is named in one line", () => {
    const result = checkEnv({ DATABASE_URL: valid.DATABASE_URL });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe("Invalid environment: NEXTAUTH_SECRET is missing");
      expect(result.message).not.toContain("\n");
    }
  });

  it("a short NEXTAUTH_SECRET is refused", () => {
    const result = checkEnv({ ...valid, NEXTAUTH_SECRET: "short" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("NEXTAUTH_SECRET must be at least 32 characters");
  });

  it("one Google key without the other is refused", () => {
    const result = checkEnv({ ...valid, GOOGLE_CLIENT_ID: "id-only" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("GOOGLE_CLIENT_SECRET");
  });

  it("empty optional values count as unset", () => {
    const result = checkEnv({ ...valid, STAFF_EMAILS: "", GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" });
    expect(result.ok).toBe(true);
  });
});
