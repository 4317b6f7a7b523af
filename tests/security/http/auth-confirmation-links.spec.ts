import { expect, test } from "@playwright/test";
import { AUTH_ERROR } from "../../../lib/messages/auth";
import { linkFromMail } from "../../e2e/mail";
import { newUnconfirmedAccount, postJson, resetPasswordThroughMail, signInOverHttp, signInWithLinkOverHttp, tokenFromLink } from "./probe";

// A confirmation link signs in without a password, so only the one that
// confirms the email may do so. Any other link for that email, older or newer, must not open a
// session once the email is confirmed: it says so and asks for a login instead.

test.describe("confirmation links", () => {
  test("after one link confirms the email, another link for it (from a resend) does not sign in", async () => {
    const account = await newUnconfirmedAccount("two-links");
    const resent = await postJson("/api/email/confirmation/resend", { email: account.email }, { localAddress: account.address });
    expect(resent.status, resent.body).toBe(200);
    const second = await linkFromMail(account.email, "/auth/callback", 2);

    const confirmed = await signInWithLinkOverHttp(tokenFromLink(second), account.address);
    expect(confirmed).toMatchObject({ signedIn: true, error: null });

    const replayed = await signInWithLinkOverHttp(tokenFromLink(account.confirmationLink), account.address);
    expect(replayed).toMatchObject({ signedIn: false, error: AUTH_ERROR.alreadyConfirmed });
  });

  test("the link that confirmed the email does not sign in a second time", async () => {
    const account = await newUnconfirmedAccount("same-link");
    const token = tokenFromLink(account.confirmationLink);
    expect(await signInWithLinkOverHttp(token, account.address)).toMatchObject({ signedIn: true });
    expect(await signInWithLinkOverHttp(token, account.address)).toMatchObject({ signedIn: false, error: AUTH_ERROR.alreadyConfirmed });
  });

  test("after a password reset, an unused confirmation link does not sign in", async ({ page }) => {
    const account = await newUnconfirmedAccount("reset-then-link");
    const newPassword = `reset-before-link-${Date.now()}-Qw`;
    await resetPasswordThroughMail(page, account.email, newPassword);

    const replayed = await signInWithLinkOverHttp(tokenFromLink(account.confirmationLink), account.address);
    expect(replayed).toMatchObject({ signedIn: false, error: AUTH_ERROR.alreadyConfirmed });
    // The reset itself proved the mailbox: the new password works.
    expect(await signInOverHttp(account.email, newPassword, account.address)).toMatchObject({ signedIn: true });
  });
});
