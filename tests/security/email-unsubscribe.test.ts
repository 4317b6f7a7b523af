import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { signUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import * as unsubscribeRoute from "@/app/api/email/unsubscribe/route";
import { createUser } from "@/tests/integration/factories";

// The one-click unsubscribe address as an attacker would try it: it takes no session, so the
// signed token in its address is all that stands between a stranger and someone's emails.
// A forged, edited or borrowed token changes nothing; the right one is harmless to repeat;
// a large body is refused before it is read; only POST is answered.

const SITE = "http://localhost:3000";
const secret = () => process.env.NEXTAUTH_SECRET!;

function post(token: string, { body = "List-Unsubscribe=One-Click", headers = {}, query = "" }: { body?: BodyInit; headers?: Record<string, string>; query?: string } = {}): Promise<Response> {
  return unsubscribeRoute.POST(
    new Request(`${SITE}/api/email/unsubscribe?token=${encodeURIComponent(token)}${query}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      // A streamed body (no declared length) needs this in Node's fetch.
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit),
  );
}

const optOuts = (userId: string) => db.emailOptOut.findMany({ where: { userId }, select: { topic: true, createdAt: true } });

let alice: { id: string; email: string };
let bob: { id: string; email: string };
beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
});
beforeEach(async () => {
  await db.emailOptOut.deleteMany({ where: { userId: { in: [alice.id, bob.id] } } });
});

it("turns off the one topic for the one person the token was signed for", async () => {
  const answer = await post(signUnsubscribeToken(secret(), alice.id, "payouts"));
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ ok: true, message: "Unsubscribed" });
  expect((await optOuts(alice.id)).map((row) => row.topic)).toEqual(["payouts"]);
  expect(await optOuts(bob.id)).toEqual([]);
});

it("changes nothing for a forged token", async () => {
  const forged = `${alice.id}.payouts.${randomBytes(32).toString("base64url")}`;
  const answer = await post(forged);
  expect(answer.status).toBe(404);
  expect(await answer.json()).toMatchObject({ ok: false, code: "not_found" });
  expect(await optOuts(alice.id)).toEqual([]);
});

it("changes nothing when one's own token is edited to name another user", async () => {
  const mine = signUnsubscribeToken(secret(), alice.id, "messages");
  expect((await post(mine.replace(alice.id, bob.id))).status).toBe(404);
  expect(await optOuts(bob.id)).toEqual([]);
  expect(await optOuts(alice.id)).toEqual([]);
});

it("changes nothing when one's own token is edited to name another topic", async () => {
  const mine = signUnsubscribeToken(secret(), alice.id, "messages");
  expect((await post(mine.replace(".messages.", ".buyer-orders."))).status).toBe(404);
  expect(await optOuts(alice.id)).toEqual([]);
});

it("changes nothing for a token signed with another secret, or put in the body instead of the address", async () => {
  expect((await post(signUnsubscribeToken("someone-elses-secret-of-32-characters!", alice.id, "messages"))).status).toBe(404);
  const answer = await unsubscribeRoute.POST(
    new Request(`${SITE}/api/email/unsubscribe`, { method: "POST", body: `token=${signUnsubscribeToken(secret(), alice.id, "messages")}`, headers: { "content-type": "application/x-www-form-urlencoded" } }),
  );
  expect(answer.status).toBe(404);
  expect(await optOuts(alice.id)).toEqual([]);
});

it("is harmless to replay: the same answer, one row, first time kept", async () => {
  const token = signUnsubscribeToken(secret(), alice.id, "reports");
  const answers = [];
  for (let i = 0; i < 5; i += 1) answers.push((await post(token)).status);
  await Promise.all(Array.from({ length: 5 }, () => post(token)));
  expect(answers).toEqual([200, 200, 200, 200, 200]);
  const rows = await optOuts(alice.id);
  expect(rows).toHaveLength(1);
  expect((await post(token)).status).toBe(200);
  expect(await optOuts(alice.id)).toEqual(rows);
});

it("refuses a declared huge body before reading it, and a streamed one once it passes the cap", async () => {
  const token = signUnsubscribeToken(secret(), alice.id, "messages");
  const declared = await post(token, { body: "x".repeat(2048), headers: { "content-length": String(10 * 1024 * 1024) } });
  expect(declared.status).toBe(413);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 16 * 1024;
      if (sent > 1024 * 1024) controller.close();
      else controller.enqueue(new Uint8Array(16 * 1024));
    },
  });
  const streamed = await post(token, { body: stream });
  expect(streamed.status).toBe(413);
  expect(sent).toBeLessThan(1024 * 1024);
  expect(await optOuts(alice.id)).toEqual([]);
});

it("answers POST only: Next answers any other method 405", () => {
  expect(Object.keys(unsubscribeRoute).filter((name) => /^[A-Z]+$/.test(name))).toEqual(["POST"]);
});

it("takes the one-click POST from a mail server with no Origin and from a webmail page on another site", async () => {
  expect((await post(signUnsubscribeToken(secret(), alice.id, "messages"))).status).toBe(200);
  expect((await post(signUnsubscribeToken(secret(), alice.id, "payouts"), { headers: { origin: "https://mail.example.com", "sec-fetch-site": "cross-site" } })).status).toBe(200);
  expect((await optOuts(alice.id)).map((row) => row.topic).sort()).toEqual(["messages", "payouts"]);
});

it("sends the page's button back to this site's unsubscribe page, whatever Host the request names", async () => {
  const token = signUnsubscribeToken(secret(), alice.id, "seller-orders");
  const answer = await post(token, { query: "&from=page", headers: { host: "evil.example", "x-forwarded-host": "evil.example" } });
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe(`${SITE}/email/unsubscribe?token=${encodeURIComponent(token)}&done=1`);
  expect((await optOuts(alice.id)).map((row) => row.topic)).toEqual(["seller-orders"]);
});
