import { expect, test } from "@playwright/test";
import { probe } from "./probe";

// The login page hands its return address to the form, which navigates there
// after a successful login (router.replace). An address that resolves to another host turns
// the login into an open redirect. The page renders the address it will use into its payload.

/** The return address the login page gave its form, read from the server-rendered payload. */
async function returnAddressFor(query: string): Promise<string | undefined> {
  const response = await probe({ path: `/auth?${query}` });
  expect(response.status).toBe(200);
  // The RSC payload sits in a JS string: quotes are escaped once, backslashes twice.
  const match = response.body.match(/\\"returnTo\\":\\"((?:[^"\\]|\\\\\\\\|\\\\\\")*)\\"/);
  if (!match) return undefined;
  return JSON.parse(`"${JSON.parse(`"${match[1]}"`)}"`) as string;
}

test.describe("return address after login", () => {
  test("an on-site address is kept (the probe reads what the form will use)", async () => {
    expect(await returnAddressFor("callbackUrl=%2Fcart")).toBe("/cart");
    expect(await returnAddressFor("callbackUrl=/profile%3Ftab%3Dorders")).toBe("/profile?tab=orders");
  });

  // As an attacker writes them in a link: raw, percent-encoded, double-encoded, with tabs,
  // newlines and backslashes. Each resolves (in a browser, or once decoded) to another host.
  const offSite = [
    "callbackUrl=/.//evil.example/x",
    "callbackUrl=/..//evil.example/x",
    "callbackUrl=/a/..//evil.example/x",
    "callbackUrl=/./%5Cevil.example/x",
    "callbackUrl=/.%2F%2Fevil.example%2Fx",
    "callbackUrl=%2F..%2F%2Fevil.example%2Fx",
    "callbackUrl=/%252e%252e//evil.example/x",
    "callbackUrl=/%2e%2e//evil.example/x",
    "callbackUrl=/%252e//evil.example/x",
    "callbackUrl=/a/%252e%252e/%255Cevil.example/x",
    "callbackUrl=//evil.example/x",
    "callbackUrl=/%5Cevil.example/x",
    "callbackUrl=%5C%5Cevil.example/x",
    "callbackUrl=/%09/evil.example/x",
    "callbackUrl=/%0A/evil.example/x",
    "callbackUrl=/%0D%0A/%5Cevil.example/x",
    "callbackUrl=https://evil.example/x",
    "callbackUrl=javascript:alert(document.domain)",
    "callbackUrl=/%252F%252Fevil.example/x",
  ];

  for (const query of offSite) {
    test(`/auth?${query} returns to /home, not to another site`, async () => {
      expect(await returnAddressFor(query)).toBe("/home");
    });
  }
});
