import { changePasswordSchema, newPasswordSchema, type NewPasswordInput } from "@/lib/validation/password-reset";
import { firstFieldErrors } from "@/lib/validation/auth";

// The new-password form reached from a reset link (the spec's validation rules, "Other forms"): the
// link's token, a password held to the sign-up rules (see docs/decisions/sessions.md) and its confirmation.

const valid: NewPasswordInput = { token: "a1b2c3d4e5", password: "maji-ya-ndimu-42", confirmPassword: "maji-ya-ndimu-42" };

/** Every message, field by field, in order. */
function issuesFor(input: Partial<Record<keyof NewPasswordInput, unknown>>) {
  const result = newPasswordSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
}

describe("the new-password form", () => {
  it("a strong password typed twice is accepted as typed", () => {
    expect(newPasswordSchema.parse(valid)).toEqual(valid);
    expect(newPasswordSchema.parse({ ...valid, password: " maji ya ndimu\t", confirmPassword: " maji ya ndimu\t" }).password).toBe(" maji ya ndimu\t");
  });

  it("a link without its token is refused with 'This reset link is invalid or has expired.'", () => {
    expect(issuesFor({ token: "" })).toEqual([["token", "This reset link is invalid or has expired."]]);
    expect(issuesFor({ token: "\u0000" })).toEqual([["token", "This reset link is invalid or has expired."]]);
  });

  it("a missing password is refused with 'Password is required' first", () => {
    expect(firstFieldErrors(newPasswordSchema.safeParse({ ...valid, password: "" }).error!).password).toBe("Password is required");
    expect(issuesFor({ password: undefined, confirmPassword: "x" })[0]).toEqual(["password", "Password is required"]);
  });

  it("a password of 5 characters is refused with 'Password must be at least 6 characters', and not also called weak", () => {
    expect(issuesFor({ password: "aaaaa", confirmPassword: "aaaaa" })).toEqual([["password", "Password must be at least 6 characters"]]);
  });

  it("a weak password of exactly 6 characters is refused with its reason", () => {
    expect(issuesFor({ password: "123456", confirmPassword: "123456" })).toEqual([
      ["password", "Password is too weak: it is one of the most commonly used passwords; it is a simple sequence like 123456 or abcdef. Choose something harder to guess."],
    ]);
    expect(issuesFor({ password: "zzzzzz", confirmPassword: "zzzzzz" })).toEqual([["password", "Password is too weak: it repeats a single character. Choose something harder to guess."]]);
  });

  it("a password of 128 characters is accepted and 129 is refused with 'Password must be at most 128 characters'", () => {
    const long = "Kahawa-".repeat(19);
    expect(newPasswordSchema.safeParse({ ...valid, password: long.slice(0, 128), confirmPassword: long.slice(0, 128) }).success).toBe(true);
    expect(issuesFor({ password: long.slice(0, 129), confirmPassword: long.slice(0, 129) })).toEqual([["password", "Password must be at most 128 characters"]]);
  });

  it("an empty confirmation is refused with 'Please confirm your new password', not as a mismatch", () => {
    expect(issuesFor({ confirmPassword: "" })).toEqual([["confirmPassword", "Please confirm your new password"]]);
  });

  it("a confirmation that differs is refused with 'Passwords do not match'", () => {
    expect(issuesFor({ confirmPassword: "maji-ya-ndimu-43" })).toEqual([["confirmPassword", "Passwords do not match"]]);
  });
});

describe("Settings' Change password form", () => {
  const change = { currentPassword: "old-secret-2025", password: "maji-ya-ndimu-42", confirmPassword: "maji-ya-ndimu-42" };
  const problems = (input: Partial<typeof change>) => {
    const result = changePasswordSchema.safeParse({ ...change, ...input });
    return result.success ? [] : result.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
  };

  it("the current password and a strong new one typed twice are accepted as typed", () => {
    expect(changePasswordSchema.parse(change)).toEqual(change);
  });

  it("the current password is required", () => {
    expect(problems({ currentPassword: "" })).toEqual([["currentPassword", "Please enter your current password"]]);
  });

  it("the new password follows the sign-up rules", () => {
    expect(problems({ password: "abc", confirmPassword: "abc" })).toEqual([["password", "Password must be at least 6 characters"]]);
    expect(problems({ password: "password1", confirmPassword: "password1" })[0]?.[1]).toMatch(/^Password is too weak: it is one of the most commonly used passwords/);
  });

  it("a mistyped confirmation is refused", () => {
    expect(problems({ confirmPassword: "maji-ya-ndimu-43" })).toEqual([["confirmPassword", "Passwords do not match"]]);
  });

  it("the same password again is not a change", () => {
    expect(problems({ currentPassword: "maji-ya-ndimu-42" })).toEqual([["password", "Choose a password different from your current one"]]);
  });
});

describe("what Change password says about each missing or wrong field", () => {
  const change = { currentPassword: "old-secret-2025", password: "maji-ya-ndimu-42", confirmPassword: "maji-ya-ndimu-42" };
  const firstFor = (input: Record<string, unknown>) => firstFieldErrors(changePasswordSchema.safeParse({ ...change, ...input }).error!);

  it("a current password that is missing, not text, or absurdly long", () => {
    expect(firstFor({ currentPassword: undefined }).currentPassword).toBe("Please enter your current password");
    expect(firstFor({ currentPassword: 42 }).currentPassword).toBe("Please enter your current password");
    expect(firstFor({ currentPassword: "x".repeat(201) }).currentPassword).toBe("Password is too long");
  });

  it("a new password that is empty or missing", () => {
    expect(firstFor({ password: "" }).password).toBe("Password is required");
    expect(firstFor({ password: undefined }).password).toBe("Password is required");
  });

  it("a confirmation that is empty or missing", () => {
    expect(firstFor({ confirmPassword: "" }).confirmPassword).toBe("Please confirm your new password");
    expect(firstFor({ confirmPassword: undefined }).confirmPassword).toBe("Please confirm your new password");
  });
});
