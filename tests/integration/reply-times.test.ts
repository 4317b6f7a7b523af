import { db } from "@/lib/db/client";
import { refreshReplyTimes } from "@/lib/db/reply-times";
import { getSellerPage } from "@/lib/db/products";
import { replyTimePhrase } from "@/lib/messaging/reply-times";
import { createShop, createUser } from "./factories";

// Reply times are computed over a window ending at a `now` of the test's choosing, years after
// anything other files write, so only this file's messages fall inside it.
const NOW = new Date("2031-03-01T12:00:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (msBeforeNow: number) => new Date(NOW.getTime() - msBeforeNow);

async function newSeller() {
  const seller = await createUser({ isSeller: true, fullName: "Quick Seller" });
  await createShop(seller.id);
  return seller;
}

async function say(from: string, to: string, createdAt: Date) {
  await db.message.create({ data: { senderId: from, recipientId: to, body: "Hello", senderName: "x", recipientName: "y", createdAt } });
}

/** A conversation someone starts `askedAgo` before now; the seller answers `waited` later (never when null). */
async function conversation(sellerId: string, askedAgo: number, waited: number | null, options: { role?: "user" | "staff" } = {}) {
  const asker = await createUser({ role: options.role });
  await say(asker.id, sellerId, at(askedAgo));
  // A second question before the answer: the wait runs from the first.
  await say(asker.id, sellerId, at(askedAgo - MINUTE));
  if (waited !== null) await say(sellerId, asker.id, at(askedAgo - waited));
  return asker;
}

async function repliesOf(sellerId: string) {
  return (await getSellerPage(sellerId)).seller!.reputation.replies;
}

describe("a seller's reply time", () => {
  it("is the median wait for a first reply over the last 30 days' conversations, read with the seller page", async () => {
    const seller = await newSeller();
    for (const minutes of [5, 10, 20, 40, 300]) await conversation(seller.id, 2 * DAY, minutes * MINUTE);
    await refreshReplyTimes(NOW);
    const replies = await repliesOf(seller.id);
    expect(replies).toEqual({ conversations: 5, medianSeconds: 20 * 60 });
    expect(replyTimePhrase(replies)).toBe("Usually replies within an hour");
  });

  it("stays hidden below five conversations", async () => {
    const seller = await newSeller();
    for (const minutes of [5, 10, 20, 40]) await conversation(seller.id, 2 * DAY, minutes * MINUTE);
    await refreshReplyTimes(NOW);
    const replies = await repliesOf(seller.id);
    expect(replies.conversations).toBe(4);
    expect(replyTimePhrase(replies)).toBeNull();
  });

  it("counts an unanswered conversation as waiting since it began, once it is a day old, and not before", async () => {
    const seller = await newSeller();
    for (const minutes of [5, 10]) await conversation(seller.id, 10 * DAY, minutes * MINUTE);
    // Three left unanswered for 5 days: the median is one of them.
    for (let i = 0; i < 3; i++) await conversation(seller.id, 5 * DAY, null);
    // Asked an hour ago, not answered yet: not judged.
    await conversation(seller.id, HOUR, null);
    await refreshReplyTimes(NOW);
    const replies = await repliesOf(seller.id);
    expect(replies).toEqual({ conversations: 5, medianSeconds: 5 * 24 * 60 * 60 });
    expect(replyTimePhrase(replies)).toBeNull();
  });

  it("leaves out conversations begun more than 30 days ago and messages from staff", async () => {
    const seller = await newSeller();
    for (const hours of [2, 2, 2, 2, 2]) await conversation(seller.id, 3 * DAY, hours * HOUR);
    // Old fast answers would pull the median down; staff notices are not questions.
    for (let i = 0; i < 6; i++) await conversation(seller.id, 31 * DAY, MINUTE);
    for (let i = 0; i < 6; i++) await conversation(seller.id, 3 * DAY, MINUTE, { role: "staff" });
    await refreshReplyTimes(NOW);
    const replies = await repliesOf(seller.id);
    expect(replies).toEqual({ conversations: 5, medianSeconds: 2 * 60 * 60 });
    expect(replyTimePhrase(replies)).toBe("Usually replies within a few hours");
  });

  it("is rewritten only when the figures change, and cleared when the window holds no conversation", async () => {
    const seller = await newSeller();
    for (const minutes of [5, 10, 20, 40, 300]) await conversation(seller.id, 2 * DAY, minutes * MINUTE);
    await refreshReplyTimes(NOW);
    const first = await db.sellerReputation.findUniqueOrThrow({ where: { sellerId: seller.id } });
    await refreshReplyTimes(new Date(NOW.getTime() + MINUTE));
    const unchanged = await db.sellerReputation.findUniqueOrThrow({ where: { sellerId: seller.id } });
    expect(unchanged.repliesRefreshedAt).toEqual(first.repliesRefreshedAt);

    // Forty days on, every conversation has left the window.
    await refreshReplyTimes(new Date(NOW.getTime() + 40 * DAY));
    expect(await repliesOf(seller.id)).toEqual({ conversations: 0, medianSeconds: null });
  });

  it("keeps a seller's reviews and badge when it writes their reply time", async () => {
    const seller = await newSeller();
    await db.wholesalerDetails.create({ data: { userId: seller.id, verificationStatus: "verified" } });
    for (const minutes of [5, 10, 20, 40, 300]) await conversation(seller.id, 2 * DAY, minutes * MINUTE);
    await refreshReplyTimes(NOW);
    const { reputation } = (await getSellerPage(seller.id)).seller!;
    expect(reputation.verifiedBusiness).toBe(true);
    expect(reputation.replies.conversations).toBe(5);
  });
});
