import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, DEMO_SELLERS } from "../../../prisma/demo-data";
import { freshLoopbackAddress, probe, probeUnfinished, SAME_ORIGIN, signInOverHttp } from "./probe";

// next-auth's endpoints read their bodies through lib/api/body.ts like every other route
// (lib/api/route.ts, nextAuthBody): a body that is neither a JSON object nor a form is 400,
// where next-auth alone threw a SyntaxError and answered 500, and a body streamed past the
// small cap is 413 before the rest is read, where next-auth alone read all of it into memory.

const MB = 1024 * 1024;
/** How long a server that decides while streaming may take; one that reads to the end never answers. */
const ANSWER_WITHIN_MS = 30_000;

function chunksOf(total: number): Buffer[] {
  const part = Buffer.alloc(64 * 1024, "a");
  return Array.from({ length: Math.ceil(total / part.length) }, () => part);
}

async function csrfCookieAndToken(localAddress: string) {
  const csrf = await probe({ path: "/api/auth/csrf", localAddress });
  const cookie = (csrf.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
  return { cookie, csrfToken: (JSON.parse(csrf.body) as { csrfToken: string }).csrfToken };
}

test.describe.configure({ mode: "serial" });

for (const path of ["/api/auth/callback/credentials", "/api/auth/signout"]) {
  test(`a malformed body to ${path} is answered 400, not 500`, async () => {
    const localAddress = freshLoopbackAddress();
    const { cookie } = await csrfCookieAndToken(localAddress);
    const malformed: Array<[string, string]> = [
      ["application/json", "{not json"],
      ["application/json", "null"],
      ["text/plain", "email=a@b.co"],
    ];
    for (const [contentType, body] of malformed) {
      const answer = await probe({ method: "POST", path, localAddress, headers: { "content-type": contentType, cookie, origin: SAME_ORIGIN }, body });
      expect(answer.status, `${contentType}: ${body}`).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, code: "bad_request" });
    }
  });
}

test("a 12 MB body streamed to /api/auth/callback/credentials without Content-Length is refused with 413 before it is all read", async () => {
  const answer = await probeUnfinished(
    {
      path: "/api/auth/callback/credentials",
      localAddress: freshLoopbackAddress(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SAME_ORIGIN },
      parts: [Buffer.from("email=a%40b.co&password="), ...chunksOf(12 * MB)],
    },
    ANSWER_WITHIN_MS,
  );
  expect(answer === "no answer" ? answer : answer.status).toBe(413);
});

test("after both, a sign-in with the login form's body still works", async () => {
  const seller = DEMO_SELLERS.find((candidate) => candidate.key === "achieng")!;
  const attempt = await signInOverHttp(seller.email, DEMO_PASSWORD, freshLoopbackAddress());
  expect(attempt.signedIn).toBe(true);
});
