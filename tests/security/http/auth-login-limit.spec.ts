import { expect, test } from "@playwright/test";
import { AUTH_ERROR } from "../../../lib/messages/auth";
import { freshLoopbackAddress, newSignedInAccount, resetPasswordThroughMail, signInOverHttp } from "./probe";

// The per-account guess limit (10) must hold when the guesses arrive at once,
// and a locked-out owner must still get in through a path an attacker cannot use (a reset).

const LOGIN_GUESS_LIMIT = 10;

test.describe("login guess limit", () => {
  test("thirty wrong passwords at once for one account: at most ten are checked, the rest are told to wait", async ({ page }) => {
    const account = await newSignedInAccount("guessed");
    const attacker = freshLoopbackAddress();

    const attempts = await Promise.all(Array.from({ length: 30 }, (_, index) => signInOverHttp(account.email, `wrong-guess-${index}`, attacker)));

    const answers = attempts.map((attempt) => attempt.error);
    expect(attempts.filter((attempt) => attempt.signedIn)).toHaveLength(0);
    expect(answers.filter((error) => error === AUTH_ERROR.invalidCredentials).length).toBeLessThanOrEqual(LOGIN_GUESS_LIMIT);
    expect(answers.filter((error) => error === AUTH_ERROR.rateLimited).length).toBeGreaterThanOrEqual(30 - LOGIN_GUESS_LIMIT);
    expect(answers.every((error) => error === AUTH_ERROR.invalidCredentials || error === AUTH_ERROR.rateLimited), answers.join(" | ")).toBe(true);

    // While locked, even the right password is not checked: the lock does not leak which guess was right.
    const owner = freshLoopbackAddress();
    const locked = await signInOverHttp(account.email, account.password, owner);
    expect(locked).toMatchObject({ signedIn: false, error: AUTH_ERROR.rateLimited });

    // The owner's way back in: a password reset through the mailbox clears the lock.
    const newPassword = `after-the-lock-${Date.now()}-Zx`;
    await resetPasswordThroughMail(page, account.email, newPassword);
    const afterReset = await signInOverHttp(account.email, newPassword, owner);
    expect(afterReset).toMatchObject({ signedIn: true, error: null });
  });
});
