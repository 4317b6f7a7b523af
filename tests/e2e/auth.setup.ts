import fs from "node:fs/promises";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/demo-data";
import { authFileFor, SIGNED_IN_ACCOUNTS } from "./roles";

// Signs every role's demo account in once per run, through next-auth's credentials
// endpoint (what the login form's signIn() calls), and saves the session for the role
// fixtures (tests/e2e/fixtures.ts). The login form itself is tested in route-split.spec.ts
// and accounts.spec.ts.
for (const email of SIGNED_IN_ACCOUNTS) {
  setup(`sign in ${email}`, async ({ request, baseURL }) => {
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const response = await request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email, password: DEMO_PASSWORD, json: "true" },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email?: string } };
    expect(session.user?.email, "a session for this account").toBe(email);

    const state = await request.storageState();
    // Besides the cookie, the form leaves this flag in the browser (markLoggedIn in
    // components/auth/login-form.tsx): a saved session looks like one from the form.
    state.origins.push({ origin: new URL(baseURL!).origin, localStorage: [{ name: "hasLoggedInBefore", value: "true" }] });
    const file = authFileFor(email);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, JSON.stringify(state, null, 2));
  });
}
