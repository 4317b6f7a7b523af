import { newPasswordSchema, type NewPasswordInput } from "@/lib/validation/password-reset";
import { firstFieldErrors } from "@/lib/validation/auth";

// The new-password form reached from a reset link (spec section 5, "Other forms"): the
// link's token, a password held to the sign-up rules (decision D2) and its confirmation.

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
