import { b2cRetryRequestSchema, contactBuyerSchema, issueDecisionSchema, issueReportSchema, orderItemStatusSchema, payoutRetrySchema, sellerOrderSearchSchema } from "@/lib/validation/orders";
import { firstFieldErrors } from "@/lib/validation/auth";

// The order forms' schemas, each with the spec's message where it has one.

const ID = "0b7f5c1e-3a2d-4c8b-9e6f-1a2b3c4d5e6f";
const errorsOf = (schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : firstFieldErrors(parsed.error as never);
};

describe("order form schemas", () => {
  it("a status move names an item and one of the statuses a seller chooses", () => {
    expect(orderItemStatusSchema.parse({ itemId: ID, status: "shipped" })).toEqual({ itemId: ID, status: "shipped" });
    for (const status of ["pending", "pending_payment", "cancelled", "", 3]) expect(errorsOf(orderItemStatusSchema, { itemId: ID, status })).toEqual({ status: "Failed to update order status" });
    expect(errorsOf(orderItemStatusSchema, { itemId: "x", status: "shipped" })).toEqual({ itemId: "Failed to update order status" });
  });

  it("Contact Buyer needs text, trimmed, at most 2,000 characters", () => {
    expect(contactBuyerSchema.parse({ itemId: ID, body: "  hello \n" })).toEqual({ itemId: ID, body: "hello" });
    expect(errorsOf(contactBuyerSchema, { itemId: ID, body: "   " })).toEqual({ body: "Please enter a message" });
    expect(errorsOf(contactBuyerSchema, { itemId: ID, body: "x".repeat(2001) })).toEqual({ body: expect.stringMatching(/2,000/) });
    expect(contactBuyerSchema.safeParse({ itemId: ID, body: "x".repeat(2000) }).success).toBe(true);
    expect(errorsOf(contactBuyerSchema, { itemId: "nope", body: "hi" })).toEqual({ itemId: "Cannot send message - recipient not found. Please try refreshing the page." });
  });

  it("an issue report needs a description (spec message), at most 2,000 characters, the seller optional", () => {
    expect(issueReportSchema.parse({ orderId: ID, description: "  Cracked screen " })).toEqual({ orderId: ID, description: "Cracked screen" });
    expect(issueReportSchema.parse({ orderId: ID, sellerId: ID, description: "x" })).toMatchObject({ sellerId: ID });
    expect(errorsOf(issueReportSchema, { orderId: ID, description: " \n " })).toEqual({ description: "Please provide a description of your issue" });
    expect(errorsOf(issueReportSchema, { orderId: ID })).toEqual({ description: "Please provide a description of your issue" });
    expect(errorsOf(issueReportSchema, { orderId: ID, description: "x".repeat(2001) })).toEqual({ description: "Keep the description under 2,000 characters" });
    expect(issueReportSchema.safeParse({ orderId: ID, description: "x".repeat(2000) }).success).toBe(true);
    expect(errorsOf(issueReportSchema, { orderId: "1", description: "x" })).toEqual({ orderId: "Failed to report issue" });
    expect(errorsOf(issueReportSchema, { orderId: ID, sellerId: "1", description: "x" })).toEqual({ sellerId: "Failed to report issue" });
  });

  it("the Orders search is trimmed, at most 36 characters, empty by default", () => {
    expect(sellerOrderSearchSchema.parse({})).toEqual({ search: "" });
    expect(sellerOrderSearchSchema.parse({ search: " 1a2b3c4d " })).toEqual({ search: "1a2b3c4d" });
    expect(sellerOrderSearchSchema.safeParse({ search: "x".repeat(36) }).success).toBe(true);
    expect(errorsOf(sellerOrderSearchSchema, { search: "x".repeat(37) })).toEqual({ search: "Failed to load order details" });
  });

  it("staff decisions and retries name their record", () => {
    expect(issueDecisionSchema.parse({ reportId: ID, decision: "refund" })).toEqual({ reportId: ID, decision: "refund" });
    expect(errorsOf(issueDecisionSchema, { reportId: ID, decision: "pay" })).toEqual({ decision: "Failed to record the decision" });
    expect(errorsOf(issueDecisionSchema, { reportId: "r", decision: "release" })).toEqual({ reportId: "Failed to record the decision" });
    expect(payoutRetrySchema.parse({ payoutId: ID })).toEqual({ payoutId: ID });
    expect(errorsOf(payoutRetrySchema, {})).toEqual({ payoutId: "Only a failed payout can be sent again" });
    // The spec's body: only the item counts; the amount and phone are never read.
    expect(b2cRetryRequestSchema.parse({ orderItemId: ID, amount: 10, phoneNumber: "254700000000" })).toEqual({ orderItemId: ID });
    expect(errorsOf(b2cRetryRequestSchema, { amount: 10 })).toEqual({ orderItemId: "Only a failed payout can be sent again" });
  });
});
