import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { listenForUserEvents, notifyUserEvent, type UserEventNotice } from "@/lib/db/notifications";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { until } from "@/tests/support/poll";
import { createUser } from "./factories";

// Live messages: each signed-in tab's event stream carries its user's new messages
// and nobody else's, catches up after a reconnect, and hears messages sent through another
// instance (LISTEN/NOTIFY: needs a PostgreSQL server, as CI runs it).
jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { GET as events } from "@/app/api/events/route";
import { sendMessageAction } from "@/lib/actions/messages";
import { serverOnly } from "@/tests/support/database-kind";


afterEach(() => signOut());

type Stream = { events: Array<{ event: string; id?: string; data: string }>; close: () => Promise<void> };

/** Opens the stream as `user` and collects its events until closed. */
async function openStream(user: { id: string; email: string }, headers: Record<string, string> = {}, query = ""): Promise<Stream> {
  signInAs(user);
  const response = await events(new Request(`http://localhost/api/events${query}`, { headers }));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const collected: Stream["events"] = [];
  let buffer = "";
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(block.split("\n").filter((line) => !line.startsWith(":")).map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
        if (fields.event) collected.push({ event: fields.event, id: fields.id, data: fields.data ?? "" });
      }
    }
  })();
  await until(() => collected.some((event) => event.event === "ready"));
  return {
    events: collected,
    close: async () => {
      await reader.cancel();
      await pump;
    },
  };
}

const messages = (stream: Stream) => stream.events.filter((event) => event.event === "message").map((event) => JSON.parse(event.data) as { id: string; senderName: string; preview: string });

describe("the event stream", () => {
  it("a visitor is refused", async () => {
    signOut();
    const response = await events(new Request("http://localhost/api/events"));
    expect(response.status).toBe(401);
  });

  // How fast it arrives is measured by scripts/measurements/bench-streams.mjs, not here: a
  // timed assertion fails on a busy machine without anything being wrong.
  it("carries a new message to its recipient's stream, and never to anyone else's", async () => {
    const seller = await createUser({ isSeller: true, fullName: "Brian Otieno" });
    const buyer = await createUser({ fullName: "Wanjiru Kamau" });
    const snoop = await createUser();
    const sellerStream = await openStream(seller);
    const snoopStream = await openStream(snoop);
    try {
      signInAs(buyer);
      expect((await run(sendMessageAction, { recipientId: seller.id, body: "Hello! Is this still available? Can we meet at 4?" })).ok).toBe(true);
      await until(() => messages(sellerStream).length === 1, { timeoutMs: 10_000, everyMs: 20 });
      expect(messages(sellerStream)).toEqual([{ id: expect.any(String), senderId: buyer.id, senderName: "Wanjiru Kamau", preview: "Hello! Is this still available..." }]);
      // Then one for the snoop: events reach a process in order, so once theirs has arrived,
      // the seller's would have too had it been routed to them. Theirs is all they got.
      expect((await run(sendMessageAction, { recipientId: snoop.id, body: "Only for you" })).ok).toBe(true);
      await until(() => messages(snoopStream).length > 0, { timeoutMs: 1_000, everyMs: 20 });
      expect(messages(snoopStream).map((message) => message.preview)).toEqual(["Only for you"]);
    } finally {
      await sellerStream.close();
      await snoopStream.close();
    }
  });

  it("a reconnecting stream (Last-Event-ID or ?since=) is sent what arrived while it was away, and only that", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser({ fullName: "Wanjiru Kamau" });
    const base = Date.now() - 60_000;
    await db.message.createMany({
      data: [0, 1, 2].map((i) => ({ senderId: buyer.id, recipientId: seller.id, body: `Message ${i}`, senderName: "Wanjiru Kamau", recipientName: "x", createdAt: new Date(base + i * 10_000) })),
    });
    const lastSeen = new Date(base + 5_000).toISOString();
    for (const [headers, query] of [[{ "last-event-id": lastSeen }, ""], [{}, `?since=${encodeURIComponent(lastSeen)}`]] as const) {
      const stream = await openStream(seller, headers, query);
      try {
        await until(() => messages(stream).length === 2);
        expect(messages(stream).map((message) => message.preview)).toEqual(["Message 1", "Message 2"]);
        expect(stream.events.filter((event) => event.event === "message").map((event) => event.id)).toEqual([new Date(base + 10_000).toISOString(), new Date(base + 20_000).toISOString()]);
      } finally {
        await stream.close();
      }
    }
  });

  serverOnly("a message notified by one instance reaches a listener on another connection; malformed payloads are ignored", async () => {
    const heard: UserEventNotice[] = [];
    const listener = listenForUserEvents((notice) => heard.push(notice));
    try {
      const probe = { userId: randomUUID(), kind: "message" as const, id: randomUUID() };
      await until(() => {
        void notifyUserEvent(probe);
        return heard.length > 0;
      });
      heard.length = 0;
      const notice = { userId: randomUUID(), kind: "message" as const, id: randomUUID() };
      await db.$executeRaw`SELECT pg_notify('user_events', 'not a notice')`;
      await db.$executeRaw`SELECT pg_notify('user_events', ${`${notice.userId} payment ${notice.id}`})`;
      await notifyUserEvent(notice);
      await until(() => heard.some((item) => item.id === notice.id));
      expect(heard.filter((item) => item.id !== probe.id)).toEqual([notice]);
    } finally {
      await listener.stop();
    }
  });
});
