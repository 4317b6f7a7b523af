import { expect, test } from "@playwright/test";
import { E2E_SIGNUP_LIMIT_PER_IP_HOUR } from "../../../playwright.config";
import { freshLoopbackAddress, probe } from "./probe";

// Per-IP limits key on the address the connection came from. X-Forwarded-For is written by
// whoever sends the request, so without TRUST_PROXY_HOPS it must change nothing: a bot that
// rotates the header is still one client. Sign-up has the smallest per-IP limit (30 an hour by
// default; the e2e server is given more, since the suite signs dozens of students up from one
// address) and counts before reading the body, so empty posts measure it without creating accounts.
const SIGNUP_IP_LIMIT = E2E_SIGNUP_LIMIT_PER_IP_HOUR;

function signupFrom(localAddress: string, headers: Record<string, string> = {}) {
  return probe({ method: "POST", path: "/api/signup", localAddress, headers: { "content-type": "application/json", ...headers }, body: "{}" });
}

function randomAddress() {
  return Array.from({ length: 4 }, () => Math.floor(Math.random() * 256)).join(".");
}

test.describe.configure({ mode: "serial" });

test("a client that writes a new X-Forwarded-For on every request is still limited as one address", async () => {
  const from = freshLoopbackAddress();
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= SIGNUP_IP_LIMIT; attempt++) {
    statuses.push((await signupFrom(from, { "x-forwarded-for": randomAddress(), "x-real-ip": randomAddress(), "x-campus-client-ip": randomAddress() })).status);
  }
  expect(statuses.slice(0, SIGNUP_IP_LIMIT)).not.toContain(429);
  expect(statuses[SIGNUP_IP_LIMIT]).toBe(429);
});

test("prepending addresses to X-Forwarded-For does not make a new client either", async () => {
  const from = freshLoopbackAddress();
  for (let attempt = 0; attempt < SIGNUP_IP_LIMIT; attempt++) await signupFrom(from);
  const prepended = await signupFrom(from, { "x-forwarded-for": `${randomAddress()}, ${randomAddress()}, ${from}` });
  expect(prepended.status).toBe(429);
});

test("two clients that send the same X-Forwarded-For are counted apart", async () => {
  const spoofed = { "x-forwarded-for": "203.0.113.7" };
  const first = freshLoopbackAddress();
  for (let attempt = 0; attempt < SIGNUP_IP_LIMIT; attempt++) await signupFrom(first, spoofed);
  expect((await signupFrom(first, spoofed)).status).toBe(429);
  expect((await signupFrom(freshLoopbackAddress(), spoofed)).status).not.toBe(429);
});
