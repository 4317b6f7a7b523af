/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, within } from "@testing-library/react";
import { OrdersPanel } from "@/components/profile/orders-panel";
import type { BuyerOrderRow } from "@/lib/db/types";

// The profile's orders list: each order's payment and fulfilment are two labels.

const order = (over: Partial<BuyerOrderRow>): BuyerOrderRow => ({ id: "0b6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11", amount: 1800, orderStatus: "pending", paymentStatus: "completed", createdAt: new Date("2026-11-27T10:00:00Z"), itemCount: 1, firstItemName: "Casio fx-991ES", allRefunded: false, ...over });

describe("the profile's orders list", () => {
  it("a paid order not yet handled reads Paid and Pending, never Pending alone beside an unpaid one", () => {
    render(<OrdersPanel orders={[order({}), order({ id: "1c6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11", orderStatus: "pending_payment", paymentStatus: "pending" })]} />);
    const [paid, unpaid] = within(screen.getByRole("list", { name: "Your orders" })).getAllByRole("link");
    expect(within(paid!).getByTestId("order-payment")).toHaveTextContent("Paid");
    expect(within(paid!).getByTestId("order-fulfilment")).toHaveTextContent("Pending");
    expect(within(unpaid!).getByTestId("order-payment")).toHaveTextContent("Awaiting payment");
    expect(within(unpaid!).queryByTestId("order-fulfilment")).toBeNull();
  });

  it("a shipped order reads Paid and Shipped; an all-refunded one reads Refunded", () => {
    render(<OrdersPanel orders={[order({ orderStatus: "shipped" }), order({ id: "2c6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11", orderStatus: "cancelled", allRefunded: true })]} />);
    const [shipped, refunded] = screen.getAllByRole("link");
    expect(shipped).toHaveAccessibleName(/Payment: Paid.*Order: Shipped/);
    expect(within(refunded!).getByTestId("order-payment")).toHaveTextContent("Refunded");
  });
});
