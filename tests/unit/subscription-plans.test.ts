import { isProAt, periodAfter, planById, PLANS } from "@/lib/subscriptions/plans";
import { subscribeSchema } from "@/lib/validation/subscription";

// Pro's rules (see docs/decisions/subscription.md): the spec's three plans, what one payment adds, when Pro ends.

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe("the plans", () => {
  it("are the spec's names and prices, with their days", () => {
    expect(PLANS.map((plan) => [plan.id, plan.name, plan.price, plan.days])).toEqual([
      ["weekly", "Weekly Featured Listing", 400, 7],
      ["biweekly", "Bi-Weekly Featured Listing", 700, 14],
      ["monthly", "Monthly Premium Plan", 2500, 30],
    ]);
  });

  it("are found by id, and an unknown id is an error, never a free plan", () => {
    expect(planById("biweekly").price).toBe(700);
    expect(() => planById("lifetime" as never)).toThrow("No plan lifetime");
  });
});

describe("the period one payment adds", () => {
  const paidAt = at("2026-11-25T12:00:00Z");

  it("starts at the payment when the account is not Pro", () => {
    expect(periodAfter(null, paidAt, 7)).toEqual({ startsAt: paidAt, endsAt: at("2026-12-02T12:00:00Z") });
  });

  it("starts at the current end when Pro is still ahead: paying again extends, never shortens", () => {
    const currentEnd = at("2026-12-10T08:30:00Z");
    expect(periodAfter(currentEnd, paidAt, 30)).toEqual({ startsAt: currentEnd, endsAt: new Date(currentEnd.getTime() + 30 * DAY_MS) });
  });

  it("starts at the payment when Pro has already lapsed, or ends at that very moment", () => {
    expect(periodAfter(at("2026-11-20T00:00:00Z"), paidAt, 14).startsAt).toEqual(paidAt);
    expect(periodAfter(paidAt, paidAt, 14)).toEqual({ startsAt: paidAt, endsAt: new Date(paidAt.getTime() + 14 * DAY_MS) });
  });
});

describe("Pro at a moment", () => {
  const now = at("2026-11-25T12:00:00Z");

  it("needs the flag and an end date still ahead", () => {
    expect(isProAt({ isPro: true, proUntil: at("2026-11-25T12:00:01Z") }, now)).toBe(true);
    expect(isProAt({ isPro: true, proUntil: now }, now)).toBe(false);
    expect(isProAt({ isPro: true, proUntil: at("2026-11-01T00:00:00Z") }, now)).toBe(false);
    expect(isProAt({ isPro: true, proUntil: null }, now)).toBe(false);
    expect(isProAt({ isPro: false, proUntil: at("2027-01-01T00:00:00Z") }, now)).toBe(false);
  });
});

describe("the Subscribe form", () => {
  it("takes a plan and a phone, and normalises the phone for Daraja", () => {
    expect(subscribeSchema.parse({ plan: "monthly", phoneNumber: "0708374149" })).toEqual({ plan: "monthly", phoneNumber: "254708374149" });
  });

  it.each([
    [{ plan: "monthly", phoneNumber: "" }, "phoneNumber", "Please enter a phone number"],
    [{ plan: "monthly", phoneNumber: "0712-abc" }, "phoneNumber", "Invalid phone number format. Use format: 07XXXXXXXX or 254XXXXXXXXX"],
    [{ plan: "lifetime", phoneNumber: "0708374149" }, "plan", "Failed to start your subscription. Please try again."],
  ])("%o is refused on %s with '%s'", (input, field, message) => {
    const parsed = subscribeSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it("never carries an amount: the price is the plan's", () => {
    expect(subscribeSchema.parse({ plan: "weekly", phoneNumber: "0708374149", amount: 1 })).not.toHaveProperty("amount");
  });
});
