import { serverOnly } from "@/tests/support/database-kind";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { findLedgerProblems } from "@/lib/db/ledger";
import { applyStkResult, claimSubscriptionStart, expireAttempt, recordSubscriptionPushAccepted } from "@/lib/db/payments";
import type { StkResultReport } from "@/lib/mpesa/settlement-rules";
import { planById, type PlanId } from "@/lib/subscriptions/plans";
import { signInAs, signOut } from "@/tests/support/session";
import { startCallbackBridge } from "@/tests/support/callback-bridge";
import { run } from "@/tests/support/actions";
import { createProduct, createShop, createUser } from "./factories";

// Go Pro (see docs/decisions/subscription.md) against PostgreSQL and the Daraja simulator: a Pro payment
// is settled by the one writer of payment state, exactly once, and each paid plan adds its
// days after the Pro time already paid for. A ledger check follows every test.
jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { subscribeAction } from "@/lib/actions/subscriptions";
import { startSubscriptionPayment } from "@/lib/payments/subscription-payments";
import { GET as paymentStatus } from "@/app/api/mpesa/status/[checkoutRequestId]/route";
import { POST as callbackRoute } from "@/app/api/mpesa/callback/[token]/route";
import { accountDeletionBlockers } from "@/lib/db/account-deletion";
import { getProfileOverview } from "@/lib/db/profiles";
import { getSellerPublicProfile, listFeaturedShops } from "@/lib/db/products";
import { pollUntil } from "@/tests/support/poll";
import { untilPhoneFree } from "@/tests/support/daraja";

const DAY_MS = 24 * 60 * 60 * 1000;

// Simulator callbacks reach the callback route over HTTP, as Daraja's would (payment-routes.test.ts).
let stopBridge: () => Promise<void>;
beforeAll(async () => {
  stopBridge = await startCallbackBridge(callbackRoute);
});

afterAll(async () => {
  await stopBridge();
});

afterEach(async () => {
  signOut();
  expect(await findLedgerProblems()).toEqual([]);
});

const paid = (amount: number): StkResultReport => ({ source: "callback", resultCode: 0, amount, receipt: `P${randomUUID().replace(/-/g, "").slice(0, 9).toUpperCase()}` });
const cancelled: StkResultReport = { source: "callback", resultCode: 1032, amount: null, receipt: null };
type Period = Awaited<ReturnType<typeof subscriptionsOf>>[number];
const proOf = (userId: string) => db.profile.findUniqueOrThrow({ where: { id: userId }, select: { isPro: true, proUntil: true } });
const subscriptionsOf = (userId: string) =>
  db.subscription.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { plan: true, amount: true, status: true, startsAt: true, endsAt: true, refundRequired: true, paymentError: true } });

/** A seller's Pro push as the server starts one, accepted by "Daraja": its checkout request id. */
async function pushed(userId: string, planId: PlanId = "weekly", now = new Date()) {
  const plan = planById(planId);
  const claim = await claimSubscriptionStart(userId, plan, "254708374149", now);
  if (claim.kind !== "start") throw new Error(`expected a start, got ${claim.kind}`);
  expect(claim.amount).toBe(plan.price);
  const checkoutRequestId = `ws_CO_${randomUUID()}`;
  await recordSubscriptionPushAccepted(claim.subscriptionId, {
    checkoutRequestId,
    merchantRequestId: "m-pro",
    phone: "254708374149",
    amount: plan.price,
    accountReference: "PROtest",
    firstQueryAt: new Date(Date.now() + 60_000),
  });
  return checkoutRequestId;
}

async function statusOf(checkoutRequestId: string) {
  const response = await paymentStatus(new Request(`http://localhost/api/mpesa/status/${checkoutRequestId}`), { params: Promise.resolve({ checkoutRequestId }) });
  return { status: response.status, body: (await response.json()) as { data?: { paymentStatus: string; proUntil?: string | null; subscriptionId?: string } } };
}

describe("settling a Pro payment", () => {
  it("a paid weekly plan makes the seller Pro for exactly 7 days from the payment", async () => {
    const seller = await createUser({ isSeller: true });
    const attempt = await pushed(seller.id, "weekly");
    const before = Date.now();
    const report = await applyStkResult(attempt, paid(400), {});
    expect(report).toMatchObject({ outcome: "complete", orderId: null, subscriptionId: expect.any(String) });
    const subscription = (await subscriptionsOf(seller.id))[0]!;
    expect(subscription).toMatchObject({ plan: "weekly", amount: 400, status: "active" });
    expect(subscription.endsAt!.getTime() - subscription.startsAt!.getTime()).toBe(7 * DAY_MS);
    expect(subscription.startsAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(await proOf(seller.id)).toEqual({ isPro: true, proUntil: subscription.endsAt });
  });

  serverOnly("200 duplicate success callbacks at once add the plan's days once", async () => {
    const seller = await createUser({ isSeller: true });
    const attempt = await pushed(seller.id, "biweekly");
    const report = paid(700);
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => applyStkResult(attempt, report, {})));
    expect(outcomes.filter((outcome) => outcome.outcome === "complete")).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.outcome))).toEqual(new Set(["complete", "ignored:already-settled"]));
    const subscription = (await subscriptionsOf(seller.id))[0]!;
    expect(subscription.endsAt!.getTime() - subscription.startsAt!.getTime()).toBe(14 * DAY_MS);
    expect((await proOf(seller.id)).proUntil).toEqual(subscription.endsAt);
  });

  it("paying again while Pro extends from the current end date, never from today", async () => {
    const seller = await createUser({ isSeller: true });
    await applyStkResult(await pushed(seller.id, "monthly"), paid(2500), {});
    const firstEnd = (await proOf(seller.id)).proUntil!;
    await applyStkResult(await pushed(seller.id, "weekly"), paid(400), {});
    const [monthly, weekly] = (await subscriptionsOf(seller.id)) as [Period, Period];
    expect(weekly.startsAt).toEqual(firstEnd);
    expect(weekly.endsAt!.getTime()).toBe(firstEnd.getTime() + 7 * DAY_MS);
    expect((await proOf(seller.id)).proUntil).toEqual(weekly.endsAt);
    expect(monthly.endsAt).toEqual(firstEnd);
  });

  it("two payments settling at the same moment each add their days, one after the other", async () => {
    const seller = await createUser({ isSeller: true });
    // Two subscriptions, each with its own attempt (the first's push is long settled as far as the claim knows).
    const first = await pushed(seller.id, "weekly");
    await db.stkPushRequest.update({ where: { checkoutRequestId: first }, data: { status: "expired" } });
    await db.subscription.updateMany({ where: { userId: seller.id }, data: { status: "failed" } });
    const second = await pushed(seller.id, "weekly");
    await Promise.all([applyStkResult(first, paid(400), {}), applyStkResult(second, paid(400), {})]);
    const periods = (await subscriptionsOf(seller.id)).sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime()) as [Period, Period];
    expect(periods.map((period) => period.status)).toEqual(["active", "active"]);
    expect(periods[1].startsAt).toEqual(periods[0].endsAt);
    expect((await proOf(seller.id)).proUntil).toEqual(periods[1].endsAt);
  });

  it("a cancelled prompt leaves the account as it was, and the subscription says why", async () => {
    const seller = await createUser({ isSeller: true });
    const attempt = await pushed(seller.id, "weekly");
    expect((await applyStkResult(attempt, cancelled, {})).outcome).toBe("fail");
    expect(await proOf(seller.id)).toEqual({ isPro: false, proUntil: null });
    expect(await subscriptionsOf(seller.id)).toEqual([expect.objectContaining({ status: "failed", paymentError: "You cancelled the M-Pesa prompt. Nothing was charged." })]);
    // A success arriving after Daraja's failure changes nothing.
    expect((await applyStkResult(attempt, paid(400), {})).outcome).toBe("ignored:contradicts-daraja-failure");
    expect(await proOf(seller.id)).toEqual({ isPro: false, proUntil: null });
  });

  it("a success after we stopped waiting still makes the seller Pro: money that arrived is never thrown away", async () => {
    const seller = await createUser({ isSeller: true });
    const attempt = await pushed(seller.id, "weekly");
    await expireAttempt(attempt, "M-Pesa did not confirm this payment in time.");
    expect((await subscriptionsOf(seller.id))[0]!.status).toBe("failed");
    expect((await applyStkResult(attempt, paid(400), {})).outcome).toBe("complete");
    expect((await subscriptionsOf(seller.id))[0]!.status).toBe("active");
    expect((await proOf(seller.id)).isPro).toBe(true);
  });

  it("a callback naming another amount is ignored and Pro is not granted", async () => {
    const seller = await createUser({ isSeller: true });
    const attempt = await pushed(seller.id, "monthly");
    expect((await applyStkResult(attempt, paid(1), {})).outcome).toBe("ignored:amount-differs");
    expect(await proOf(seller.id)).toEqual({ isPro: false, proUntil: null });
  });
});

describe("Pro ends by its date", () => {
  it("an expired Pro reads as a plain seller on the next request, with no job run", async () => {
    const seller = await createUser({ isSeller: true });
    await createShop(seller.id);
    await db.profile.update({ where: { id: seller.id }, data: { isPro: true, proUntil: new Date(Date.now() - 1_000) } });
    expect((await getProfileOverview(seller.id))?.isPro).toBe(false);
    expect((await getSellerPublicProfile(seller.id))?.isPro).toBe(false);
    await db.profile.update({ where: { id: seller.id }, data: { proUntil: new Date(Date.now() + 60_000) } });
    expect((await getProfileOverview(seller.id))?.isPro).toBe(true);
    expect((await getSellerPublicProfile(seller.id))?.isPro).toBe(true);
  });

  it("paying after Pro has lapsed starts the new period from the payment, not from the old end", async () => {
    const seller = await createUser({ isSeller: true });
    const lapsed = new Date(Date.now() - 3 * DAY_MS);
    await db.profile.update({ where: { id: seller.id }, data: { isPro: true, proUntil: lapsed } });
    await applyStkResult(await pushed(seller.id, "weekly"), paid(400), {});
    const subscription = (await subscriptionsOf(seller.id))[0]!;
    expect(subscription.startsAt!.getTime()).toBeGreaterThan(lapsed.getTime() + 2 * DAY_MS);
    expect((await proOf(seller.id)).proUntil).toEqual(subscription.endsAt);
  });
});

describe("Subscribe (the action, with the simulator over HTTP)", () => {
  it("the success number: the prompt goes out for the plan's price, the callback settles it, the status route says Pro until when", async () => {
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    const started = await run(subscribeAction, { plan: "monthly", phoneNumber: "0708374149" });
    expect(started).toMatchObject({ ok: true, data: { checkoutRequestId: expect.stringMatching(/^ws_CO_/) } });
    const id = (started as { data: { checkoutRequestId: string } }).data.checkoutRequestId;
    const push = await db.stkPushRequest.findUniqueOrThrow({ where: { checkoutRequestId: id }, select: { amount: true, phoneNumber: true, accountReference: true } });
    expect(push).toMatchObject({ amount: 2500, phoneNumber: "254708374149", accountReference: expect.stringMatching(/^PRO[A-Za-z0-9]{8}$/) });
    const settled = await pollUntil(() => statusOf(id), (answer) => answer.body.data?.paymentStatus === "completed");
    expect(settled.body.data).toMatchObject({ paymentStatus: "completed", proUntil: (await proOf(seller.id)).proUntil!.toISOString() });
    expect((await proOf(seller.id)).isPro).toBe(true);
  });

  it("the cancel number: the status route says failed with the reason and the account is unchanged", async () => {
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    const started = await run(subscribeAction, { plan: "weekly", phoneNumber: "0700001032" });
    const id = (started as { data: { checkoutRequestId: string } }).data.checkoutRequestId;
    const settled = await pollUntil(() => statusOf(id), (answer) => answer.body.data?.paymentStatus === "failed");
    expect(settled.body.data).toMatchObject({ paymentStatus: "failed", message: "You cancelled the M-Pesa prompt. Nothing was charged." });
    expect(await proOf(seller.id)).toEqual({ isPro: false, proUntil: null });
  });

  it("another user asking about someone's Pro payment gets the same 404 as no such payment", async () => {
    const seller = await createUser({ isSeller: true });
    const attempt = await pushed(seller.id, "weekly");
    signInAs(await createUser({ isSeller: true }), { isSeller: true });
    expect((await statusOf(attempt)).status).toBe(404);
    signInAs(seller, { isSeller: true });
    expect((await statusOf(attempt)).body.data).toMatchObject({ paymentStatus: "processing" });
  });

  serverOnly("ten Subscribe clicks at once prompt the phone once, round after round", async () => {
    // Rounds, because the race it guards (a push accepted between two reads of the claim) is narrow.
    for (let round = 0; round < 5; round += 1) {
      const seller = await createUser({ isSeller: true });
      // The previous round's prompt is still on the phone for a moment, and Daraja refuses a second one meanwhile.
      await untilPhoneFree(process.env.MPESA_SIMULATOR_URL!, "254711000005");
      const answers = await Promise.all(Array.from({ length: 10 }, () => startSubscriptionPayment(seller.id, "weekly", "254711000005"))); // never settles
      const pushes = await db.stkPushRequest.findMany({ where: { subscription: { userId: seller.id } } });
      expect(pushes).toHaveLength(1);
      expect(await db.subscription.count({ where: { userId: seller.id } })).toBe(1);
      for (const answer of answers) {
        if (answer.ok) expect(answer.data?.checkoutRequestId).toBe(pushes[0]!.checkoutRequestId);
        else expect(answer.message).toBe("A Pro payment is already waiting on your phone. Answer or cancel that prompt first.");
      }
      // While it waits, the account cannot be deleted: money may be on its way.
      expect((await accountDeletionBlockers(seller.id)).ordersInFlight).toBe(1);
      await expireAttempt(pushes[0]!.checkoutRequestId, "timed out");
    }
  });

  it("a phone that still shows another prompt: the seller is told to answer it, and can go Pro once it is answered", async () => {
    const phone = "254711000007"; // the slow-answer number
    await untilPhoneFree(process.env.MPESA_SIMULATOR_URL!, phone); // the worker's simulator is shared with other files
    const first = await createUser({ isSeller: true });
    const second = await createUser({ isSeller: true });
    signInAs(first, { isSeller: true });
    expect(await run(subscribeAction, { plan: "weekly", phoneNumber: phone })).toMatchObject({ ok: true });
    signInAs(second, { isSeller: true });
    expect(await run(subscribeAction, { plan: "weekly", phoneNumber: phone })).toEqual({
      ok: false,
      message: "You already have an M-Pesa prompt on your phone. Enter your PIN or cancel it, then try again.",
    });
    await untilPhoneFree(process.env.MPESA_SIMULATOR_URL!, phone);
    expect(await run(subscribeAction, { plan: "weekly", phoneNumber: phone })).toMatchObject({ ok: true, data: { checkoutRequestId: expect.stringMatching(/^ws_CO_/) } });
  });

  it("a buyer is refused: Pro is for sellers, and no phone is prompted", async () => {
    const buyer = await createUser();
    signInAs(buyer);
    const answer = await run(subscribeAction, { plan: "weekly", phoneNumber: "0708374149" });
    expect(answer).toMatchObject({ ok: false, message: "Only sellers can go Pro. Open your shop first." });
    expect(await db.subscription.count({ where: { userId: buyer.id } })).toBe(0);
  });

  it("the price is the plan's: a client cannot name an amount or an unknown plan", async () => {
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    const unknown = await run(subscribeAction, { plan: "lifetime", phoneNumber: "0708374149" } as never);
    expect(unknown).toMatchObject({ ok: false, message: "Failed to start your subscription. Please try again." });
    const badPhone = await run(subscribeAction, { plan: "weekly", phoneNumber: "12" });
    expect(badPhone).toMatchObject({ ok: false, fieldErrors: { phoneNumber: "Invalid phone number format. Use format: 07XXXXXXXX or 254XXXXXXXXX" } });
    expect(await db.subscription.count({ where: { userId: seller.id } })).toBe(0);
  });
});

describe("what Pro gives on the landing page", () => {
  it("Featured Shops put Pro shops with something to sell first, then the newest shops; an empty or lapsed Pro shop takes no Pro slot", async () => {
    const now = new Date();
    const pro = await createUser({ isSeller: true });
    await createShop(pro.id, { shopName: `Pro ${randomUUID().slice(0, 6)}` });
    await createProduct(pro.id, { name: "Pro calculator" });
    await db.profile.update({ where: { id: pro.id }, data: { isPro: true, proUntil: new Date(now.getTime() + DAY_MS) } });
    const emptyPro = await createUser({ isSeller: true });
    await createShop(emptyPro.id);
    await db.profile.update({ where: { id: emptyPro.id }, data: { isPro: true, proUntil: new Date(now.getTime() + DAY_MS) } });
    const lapsed = await createUser({ isSeller: true });
    await createShop(lapsed.id);
    await createProduct(lapsed.id, { name: "Lapsed lamp" });
    await db.profile.update({ where: { id: lapsed.id }, data: { isPro: true, proUntil: new Date(now.getTime() - 1_000) } });
    // Newer shops than the Pro one, each with a product: by age alone they would all come first.
    const newer = [];
    for (let i = 0; i < 6; i += 1) {
      const seller = await createUser({ isSeller: true });
      await createShop(seller.id);
      await createProduct(seller.id, { name: `Newer ${i}` });
      newer.push(seller.id);
    }
    const shops = await listFeaturedShops(now);
    const proShops = shops.filter((shop) => shop.pro).map((shop) => shop.id);
    expect(proShops).toContain(pro.id);
    expect(shops.findIndex((shop) => shop.id === pro.id)).toBeLessThan(shops.findIndex((shop) => !shop.pro));
    expect(shops.map((shop) => shop.id)).not.toContain(emptyPro.id);
    expect(proShops).not.toContain(lapsed.id);
    expect(shops.find((shop) => shop.id === pro.id)?.products.map((product) => product.name)).toEqual(["Pro calculator"]);
    // Leave the landing page as other tests expect it: their shops compete by age alone.
    await db.profile.updateMany({ where: { id: { in: [pro.id, emptyPro.id] } }, data: { isPro: false, proUntil: null } });
  });
});

describe("the ledger check of Pro", () => {
  // Each breaks one rule by hand, checks the check names it, then puts it back (the afterEach check must pass).
  async function paidMonthly() {
    const seller = await createUser({ isSeller: true });
    const attempt = await pushed(seller.id, "monthly");
    await applyStkResult(attempt, paid(2500), {});
    const subscription = await db.subscription.findFirstOrThrow({ where: { userId: seller.id }, select: { id: true, startsAt: true, endsAt: true } });
    return { seller, attempt, subscription };
  }

  it("names a paid subscription whose period is not its plan's length", async () => {
    const { subscription } = await paidMonthly();
    try {
      await db.subscription.update({ where: { id: subscription.id }, data: { endsAt: new Date(subscription.endsAt!.getTime() + DAY_MS) } });
      const problems = await findLedgerProblems();
      expect(problems.map((problem) => problem.rule)).toContain("a paid Pro subscription is its plan's price and lasts its plan's days");
      expect(problems.find((problem) => problem.rule.startsWith("a paid Pro subscription is"))?.rows).toEqual([`${subscription.id} (monthly, 2500)`]);
    } finally {
      await db.subscription.update({ where: { id: subscription.id }, data: { endsAt: subscription.endsAt } });
    }
  });

  it("names a subscription marked paid without its payment, and a Pro end date shortened below a paid period", async () => {
    const { seller, attempt, subscription } = await paidMonthly();
    try {
      await db.stkPushRequest.update({ where: { checkoutRequestId: attempt }, data: { status: "failed" } });
      await db.profile.update({ where: { id: seller.id }, data: { proUntil: new Date() } });
      expect(await findLedgerProblems()).toEqual([
        { rule: "a paid Pro subscription has exactly one successful M-Pesa payment (refunds aside), of its price", rows: [subscription.id] },
        { rule: "a Pro end date is never before the end of a paid period (never shortened)", rows: [seller.id] },
      ]);
    } finally {
      await db.stkPushRequest.update({ where: { checkoutRequestId: attempt }, data: { status: "completed" } });
      await db.profile.update({ where: { id: seller.id }, data: { proUntil: subscription.endsAt } });
    }
  });

  it("names two paid periods of one person that overlap", async () => {
    const { seller, subscription } = await paidMonthly();
    const second = await pushed(seller.id, "weekly");
    await applyStkResult(second, paid(400), {});
    const weekly = await db.subscription.findFirstOrThrow({ where: { userId: seller.id, plan: "weekly" }, select: { id: true, startsAt: true, endsAt: true } });
    try {
      const earlier = new Date(weekly.startsAt!.getTime() - DAY_MS);
      await db.subscription.update({ where: { id: weekly.id }, data: { startsAt: earlier, endsAt: new Date(earlier.getTime() + 7 * DAY_MS) } });
      expect(await findLedgerProblems()).toEqual([{ rule: "one person's paid Pro periods never overlap (paying again extends from the end)", rows: [weekly.id] }]);
    } finally {
      await db.subscription.update({ where: { id: weekly.id }, data: { startsAt: weekly.startsAt, endsAt: weekly.endsAt } });
    }
    expect(subscription.endsAt).toEqual(weekly.startsAt);
  });
});
