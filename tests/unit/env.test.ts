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

  it("the Contact page's SUPPORT_EMAIL has a default, and a value that is no email address is named", () => {
    const unset = checkEnv({ ...valid, SUPPORT_EMAIL: "" });
    expect(unset.ok && unset.env.SUPPORT_EMAIL).toBe("support@campusmarket.local");
    const set = checkEnv({ ...valid, SUPPORT_EMAIL: "help@uni.ac.ke" });
    expect(set.ok && set.env.SUPPORT_EMAIL).toBe("help@uni.ac.ke");
    expect(checkEnv({ ...valid, SUPPORT_EMAIL: "help desk" })).toEqual({
      ok: false,
      message: "Invalid environment: SUPPORT_EMAIL must be an email address, like help@market.example.ac.ke",
    });
  });

  it("empty optional values count as unset", () => {
    const result = checkEnv({ ...valid, STAFF_EMAILS: "", GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" });
    expect(result.ok).toBe(true);
  });
});

describe("M-Pesa settings", () => {
  const keys = {
    MPESA_CONSUMER_KEY: "key",
    MPESA_CONSUMER_SECRET: "secret",
    MPESA_SHORTCODE: "174379",
    MPESA_PASSKEY: "passkey",
    MPESA_CALLBACK_TOKEN: "0123456789abcdef0123456789abcdef",
  };
  const problems = (source: Record<string, string>) => {
    const result = checkEnv({ ...valid, ...source });
    return result.ok ? "" : result.message;
  };

  it("none at all is the simulator, in the sandbox environment", () => {
    const result = checkEnv(valid);
    expect(result.ok && [result.env.MPESA_CONSUMER_KEY, result.env.MPESA_ENVIRONMENT, result.env.MPESA_TRANSACTION_TYPE]).toEqual([undefined, "sandbox", "paybill"]);
  });

  it("a consumer key needs its secret, shortcode, passkey and callback token", () => {
    expect(problems({ MPESA_CONSUMER_KEY: "key" })).toBe(
      "Invalid environment: MPESA_CONSUMER_SECRET is needed with MPESA_CONSUMER_KEY; MPESA_SHORTCODE is needed with MPESA_CONSUMER_KEY; " +
        "MPESA_PASSKEY is needed with MPESA_CONSUMER_KEY; MPESA_CALLBACK_TOKEN is needed with MPESA_CONSUMER_KEY",
    );
    expect(problems(keys)).toBe("");
  });

  it("a callback token must be long and plain", () => {
    expect(problems({ ...keys, MPESA_CALLBACK_TOKEN: "short" })).toMatch(/^Invalid environment: MPESA_CALLBACK_TOKEN must be 32 to 128 letters/);
    expect(problems({ ...keys, MPESA_CALLBACK_TOKEN: `${"a".repeat(31)}/` })).toMatch(/MPESA_CALLBACK_TOKEN must be/);
    expect(problems({ ...keys, MPESA_CALLBACK_TOKEN: "a".repeat(128) })).toBe("");
    expect(problems({ ...keys, MPESA_CALLBACK_TOKEN: "a".repeat(129) })).toMatch(/MPESA_CALLBACK_TOKEN must be/);
  });

  it("production calls back only over https", () => {
    expect(problems({ ...keys, MPESA_ENVIRONMENT: "production" })).toBe(
      "Invalid environment: MPESA_CALLBACK_BASE_URL must be https:// in production (Daraja calls only https there)",
    );
    expect(problems({ ...keys, MPESA_ENVIRONMENT: "production", MPESA_CALLBACK_BASE_URL: "https://market.example.ac.ke" })).toBe("");
    expect(problems({ ...keys, MPESA_ENVIRONMENT: "production", NEXTAUTH_URL: "https://market.example.ac.ke" })).toBe("");
    expect(problems({ ...keys, MPESA_ENVIRONMENT: "staging" })).toMatch(/MPESA_ENVIRONMENT must be sandbox or production/);
  });

  it("a till needs its number; shortcodes are 5 to 7 digits", () => {
    expect(problems({ ...keys, MPESA_TRANSACTION_TYPE: "till" })).toBe("Invalid environment: MPESA_TILL_NUMBER is needed with MPESA_TRANSACTION_TYPE=till");
    expect(problems({ ...keys, MPESA_TRANSACTION_TYPE: "till", MPESA_TILL_NUMBER: "5123456" })).toBe("");
    expect(problems({ ...keys, MPESA_SHORTCODE: "1743" })).toMatch(/MPESA_SHORTCODE must be the 5 to 7 digit/);
    expect(problems({ ...keys, MPESA_SHORTCODE: "17437900" })).toMatch(/MPESA_SHORTCODE must be the 5 to 7 digit/);
  });
});
