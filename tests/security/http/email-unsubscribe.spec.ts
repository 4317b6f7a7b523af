import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signUnsubscribeToken } from "../../../lib/mail/unsubscribe-token";
import { EVIL_ORIGIN, probe } from "./probe";

// The one-click unsubscribe address of every email, over HTTP against the production build, as
// someone without the email would try it: only POST is answered, only a token this site signed
// does anything, a large body is refused while it streams, and the right token is harmless to
// send again. (The effect on a person's settings is checked in tests/security/email-unsubscribe.test.ts.)

const SECRET = process.env.NEXTAUTH_SECRET ?? "e2e-secret-that-is-at-least-32-characters-long";
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const address = (token: string) => `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

test("only POST is answered", async () => {
  const token = signUnsubscribeToken(SECRET, randomUUID(), "messages");
  for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
    const answer = await probe({ method, path: address(token) });
    expect({ method, status: answer.status }).toEqual({ method, status: 405 });
  }
});

test("a forged or edited token is 404, with or without an Origin", async () => {
  const userId = randomUUID();
  const forged = `${userId}.messages.${randomBytes(32).toString("base64url")}`;
  const edited = signUnsubscribeToken(SECRET, userId, "messages").replace(".messages.", ".payouts.");
  for (const token of [forged, edited, "", "x".repeat(5000)]) {
    const answer = await probe({ method: "POST", path: address(token), headers: FORM, body: "List-Unsubscribe=One-Click" });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, code: "not_found" });
  }
  const fromElsewhere = await probe({ method: "POST", path: address(forged), headers: { ...FORM, origin: EVIL_ORIGIN }, body: "List-Unsubscribe=One-Click" });
  expect(fromElsewhere.status).toBe(404);
});

test("a signed token is answered the same every time", async () => {
  const token = signUnsubscribeToken(SECRET, randomUUID(), "payouts");
  for (let i = 0; i < 3; i += 1) {
    const answer = await probe({ method: "POST", path: address(token), headers: FORM, body: "List-Unsubscribe=One-Click" });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
  }
});

test("a huge body is refused while it streams in, and a declared one before it is read", async () => {
  const token = signUnsubscribeToken(SECRET, randomUUID(), "messages");
  const chunked = await probe({ method: "POST", path: address(token), headers: FORM, body: Array.from({ length: 64 }, () => Buffer.alloc(64 * 1024, "a")) });
  expect(chunked.status).toBe(413);
  const declared = await probe({ method: "POST", path: address(token), headers: FORM, body: Buffer.alloc(4 * 1024 * 1024, "a") });
  expect(declared.status).toBe(413);
  const home = await probe({ path: "/home" });
  expect(home.status).toBe(200);
});
