import { fulfilmentLabel, paymentLabel } from "@/lib/orders/order-labels";
import { refusalText } from "@/lib/actions/result";

// An order shows two labels: its payment and its fulfilment, never one word for both.

describe("an order's payment label", () => {
  it("a paid order reads Paid whatever its fulfilment, never Pending", () => {
    for (const status of ["pending", "processing", "shipped", "delivered"]) expect(paymentLabel("completed", status)).toBe("Paid");
  });

  it("an order not yet paid reads Awaiting payment, and a failed one Failed", () => {
    expect(paymentLabel("pending", "pending_payment")).toBe("Awaiting payment");
    expect(paymentLabel("processing", "pending_payment")).toBe("Awaiting payment");
    expect(paymentLabel("failed", "pending_payment")).toBe("Failed");
  });

  it("a paid order whose items all ended without a sale reads Refunded", () => {
    expect(paymentLabel("completed", "cancelled")).toBe("Refunded");
  });
});

describe("an order's fulfilment label", () => {
  it("has none while the order is unpaid, whatever its items say", () => {
    expect(fulfilmentLabel("pending_payment", "completed")).toBeNull();
    expect(fulfilmentLabel("processing", "pending")).toBeNull();
    expect(fulfilmentLabel("pending", "failed")).toBeNull();
  });

  it("uses the spec's names once the order is paid", () => {
    expect(fulfilmentLabel("pending", "completed")).toBe("Pending");
    expect(fulfilmentLabel("processing", "completed")).toBe("Processing");
    expect(fulfilmentLabel("shipped", "completed")).toBe("Shipped");
    expect(fulfilmentLabel("delivered", "completed")).toBe("Delivered");
    expect(fulfilmentLabel("cancelled", "completed")).toBe("Cancelled");
  });

  it("says nothing while the order is unpaid, so Pending never sits beside Awaiting payment", () => {
    expect(fulfilmentLabel("pending_payment", "pending")).toBeNull();
    expect(fulfilmentLabel("pending_payment", "failed")).toBeNull();
  });

  it("an all-refunded order needs no second word: its payment already reads Refunded", () => {
    expect(fulfilmentLabel("cancelled", "completed", true)).toBeNull();
  });
});

describe("a refusal's text", () => {
  it("says the failure once when the reason only repeats it", () => {
    expect(refusalText("Failed to update order status", "Failed to update order status")).toBe("Failed to update order status");
    expect(refusalText("Failed to update order status", undefined)).toBe("Failed to update order status");
  });

  it("adds a reason that says something new", () => {
    expect(refusalText("Failed to update order status", "This item was refunded to the buyer.")).toBe("Failed to update order status: This item was refunded to the buyer.");
  });
});
