import { expect, test } from "@playwright/test";
import { AUTH_ERROR } from "../../../lib/messages/auth";
import { newSignedInAccount, postJson, probe, signInOverHttp, signOutOverHttp, type ProbeResponse } from "./probe";

// The session is a signed JWT in a cookie. Deleting the cookie on "Log out" is
// not enough: a copy of it (another device, a stolen cookie) must stop working too.

function openCart(cookies: string): Promise<ProbeResponse> {
  return probe({ path: "/cart", headers: { cookie: cookies } });
}

/** A signed-in page answered with the cart itself, not a trip to the login form. */
function expectCartOpens(response: ProbeResponse) {
  expect(response.status).toBe(200);
  expect(response.body).not.toContain("NEXT_REDIRECT");
}

/** A signed-in page refused: a redirect to /auth that comes back to the page. */
function expectSentToLogin(response: ProbeResponse) {
  const location = String(response.headers.location ?? "");
  const redirected = response.status >= 300 && response.status < 400 ? location : (response.body.match(/NEXT_REDIRECT;[a-z]+;([^;"\\]+)/)?.[1] ?? "");
  expect(redirected, `status ${response.status}`).toMatch(/^(http:\/\/[^/]+)?\/auth\?callbackUrl=%2Fcart$/);
}

test.describe("sign-out", () => {
  test("a copy of the session cookie stops opening signed-in pages after Log out", async () => {
    const account = await newSignedInAccount("copied-cookie");
    const copy = account.cookies;
    expectCartOpens(await openCart(copy));

    const signedOut = await signOutOverHttp(account.cookies, account.address);
    expect(signedOut.status).toBeLessThan(400);

    expectSentToLogin(await openCart(copy));
  });

  test("a copy of the session cookie is refused by route handlers after Log out", async () => {
    const account = await newSignedInAccount("copied-cookie-api");
    const copy = account.cookies;
    await signOutOverHttp(account.cookies, account.address);

    const welcome = await postJson("/api/email/welcome", {}, { cookies: copy, localAddress: account.address });
    expect(welcome.status).toBe(401);
  });

  test("a copy of the session cookie no longer reads the session from next-auth after Log out, and is told to delete itself", async () => {
    const account = await newSignedInAccount("copied-cookie-session");
    const copy = account.cookies;
    const before = await probe({ path: "/api/auth/session", headers: { cookie: copy } });
    expect(JSON.parse(before.body)).toMatchObject({ user: { email: account.email } });

    await signOutOverHttp(account.cookies, account.address);

    const after = await probe({ path: "/api/auth/session", headers: { cookie: copy } });
    expect(JSON.parse(after.body)).toEqual({});
    const cleared = [after.headers["set-cookie"] ?? []].flat().find((cookie) => cookie.startsWith("next-auth.session-token="));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  test("Log out on one device ends the sessions on the others too", async () => {
    const account = await newSignedInAccount("two-devices");
    const laptop = account.cookies;
    const phone = await signInOverHttp(account.email, account.password, account.address);
    expect(phone.signedIn, String(phone.error)).toBe(true);
    expectCartOpens(await openCart(phone.cookies));

    await signOutOverHttp(laptop, account.address);
    expectSentToLogin(await openCart(phone.cookies));
  });

  test("a session that already ended cannot end the newer one by signing out again", async () => {
    const account = await newSignedInAccount("stale-sign-out");
    const stale = account.cookies;
    await signOutOverHttp(stale, account.address);
    const fresh = await signInOverHttp(account.email, account.password, account.address);
    expect(fresh).toMatchObject({ signedIn: true, error: null });

    await signOutOverHttp(stale, account.address);
    expectCartOpens(await openCart(fresh.cookies));
  });

  test("signing in again after Log out works", async () => {
    const account = await newSignedInAccount("back-again");
    await signOutOverHttp(account.cookies, account.address);
    const again = await signInOverHttp(account.email, account.password, account.address);
    expect(again.error).not.toBe(AUTH_ERROR.invalidCredentials);
    expectCartOpens(await openCart(again.cookies));
  });
});
