/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const cancelOrderItemAction = jest.fn();
jest.mock("@/lib/actions/orders", () => ({ cancelOrderItemAction: (input: unknown) => cancelOrderItemAction(input) }));

import { CancelItem } from "@/components/orders/cancel-item";
import { toasts } from "@/tests/support/notify-mock";

// The seller's Cancel item: a dialog whose reason is required before anything is sent.

const ITEM_ID = "5d3f2b11-8c2e-4a57-9f0d-2e6c1a9b7d44";

beforeEach(() => {
  toasts.length = 0;
  cancelOrderItemAction.mockReset();
  refresh.mockReset();
});

async function open(user: ReturnType<typeof userEvent.setup>) {
  render(<CancelItem itemId={ITEM_ID} amount="KES 1,300.00" />);
  await user.click(screen.getByRole("button", { name: "Cancel item" }));
  return screen.getByRole("dialog", { name: "Cancel this item?" });
}

describe("Cancel item", () => {
  it("tells the seller the buyer is refunded at once, and what", async () => {
    const dialog = await open(userEvent.setup({ delay: null }));
    expect(dialog).toHaveTextContent("The buyer is refunded KES 1,300.00 to the M-Pesa phone they paid with, at once");
  });

  it("an empty reason is refused under its field and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(within(dialog).getByLabelText("Reason (the buyer sees it)")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Please give the buyer a reason")).toBeInTheDocument();
    expect(cancelOrderItemAction).not.toHaveBeenCalled();
  });

  it("with a reason it sends the item and the reason, closes, says so once and refreshes", async () => {
    cancelOrderItemAction.mockResolvedValueOnce({ data: { message: "Item cancelled: the buyer is being refunded" } });
    const user = userEvent.setup({ delay: null });
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText("Reason (the buyer sees it)"), "It broke while packing");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(cancelOrderItemAction).toHaveBeenCalledWith({ itemId: ITEM_ID, reason: "It broke while packing" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toasts).toEqual([["success", "Item cancelled: the buyer is being refunded"]]);
    expect(refresh).toHaveBeenCalled();
  });

  it("the server's refusal lands under the reason, and the dialog stays open", async () => {
    cancelOrderItemAction.mockResolvedValueOnce({ serverError: { message: "Could not cancel the item", fieldErrors: { reason: "This item has shipped: it can no longer be cancelled." } } });
    const user = userEvent.setup({ delay: null });
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText("Reason (the buyer sees it)"), "Sold elsewhere");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(await within(dialog).findByText("This item has shipped: it can no longer be cancelled.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
