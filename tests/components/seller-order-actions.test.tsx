/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const updateOrderItemStatusAction = jest.fn();
jest.mock("@/lib/actions/orders", () => ({ updateOrderItemStatusAction: (input: unknown) => updateOrderItemStatusAction(input), contactBuyerAction: jest.fn() }));

import { SellerOrderActions } from "@/components/orders/seller-order-actions";
import { toasts } from "@/tests/support/notify-mock";

// The seller's next move: each click toasts once, and a refusal reads once.

const ITEM_ID = "0b6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11";

beforeEach(() => {
  toasts.length = 0;
  updateOrderItemStatusAction.mockReset();
  refresh.mockReset();
});

const renderIt = (status: "shipped" | "processing" = "shipped") =>
  render(<SellerOrderActions itemId={ITEM_ID} status={status} buyerContacted buyerAgreed refunded={false} buyerName="Wanjiru" productName="Casio fx-991ES" payoutLine="the payout goes when the hold ends." />);

describe("the seller's order actions", () => {
  it("Mark as Delivered clicked twice before the answer moves once and toasts its payout once", async () => {
    let answer: (value: unknown) => void = () => {};
    updateOrderItemStatusAction.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderIt();
    await userEvent.click(screen.getByRole("button", { name: "Mark as Delivered" }));
    const confirm = screen.getByRole("dialog", { name: "Mark as delivered?" });
    const button = confirm.querySelectorAll("button");
    const yes = [...button].find((b) => b.textContent === "Mark as Delivered")!;
    yes.click();
    yes.click();
    answer({ data: { message: "Order marked as delivered", data: { status: "delivered", payout: { tone: "success", message: "B2C Payment initiated! Transaction ID AG_1" } } } });
    await screen.findByRole("button", { name: "Mark as Delivered" }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updateOrderItemStatusAction).toHaveBeenCalledTimes(1);
    expect(toasts.filter(([, message]) => message.startsWith("B2C Payment initiated!"))).toHaveLength(1);
  });

  it("a refused move reads the failure once, then why", async () => {
    updateOrderItemStatusAction.mockResolvedValue({ serverError: { message: "Failed to update order status", fieldErrors: { status: "Failed to update order status" } } });
    renderIt("processing");
    await userEvent.click(screen.getByRole("button", { name: "Mark as Shipped" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toasts.map(([, message]) => message)).toEqual(["Failed to update order status"]);
  });
});
