/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const confirmReceivedAction = jest.fn();
jest.mock("@/lib/actions/orders", () => ({ confirmReceivedAction: (input: unknown) => confirmReceivedAction(input) }));

import { ConfirmReceived } from "@/components/orders/confirm-received";
import { toasts } from "@/tests/support/notify-mock";

// The buyer's Confirm received: when the seller is paid anyway, and a button that asks first.

const ITEM_ID = "0b6a3c52-3f0e-4d0e-9d49-0c1f7b7f2a11";

beforeEach(() => {
  toasts.length = 0;
  confirmReceivedAction.mockReset();
  refresh.mockReset();
});

const renderIt = () => render(<ConfirmReceived itemId={ITEM_ID} productName="Casio fx-991ES" amount="KES 1,200.00" releasesAt="29 Nov 2026, 13:00" />);

describe("Confirm received", () => {
  it("says when the seller is paid unless the buyer reports a problem", () => {
    renderIt();
    expect(screen.getByText("The seller is paid on 29 Nov 2026, 13:00 unless you report a problem first.")).toBeInTheDocument();
  });

  it("asks in a dialog first; 'Not yet' closes it and calls nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderIt();
    await user.click(screen.getByRole("button", { name: "Confirm received: Casio fx-991ES" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm you received it?" });
    expect(dialog).toHaveTextContent("The seller is paid KES 1,200.00 now.");
    await user.click(within(dialog).getByRole("button", { name: "Not yet" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(confirmReceivedAction).not.toHaveBeenCalled();
  });

  it("confirming sends the item once, closes the dialog, says so once and refreshes the page", async () => {
    confirmReceivedAction.mockResolvedValueOnce({ data: { message: "Thanks! The seller is being paid." } });
    const user = userEvent.setup({ delay: null });
    renderIt();
    await user.click(screen.getByRole("button", { name: "Confirm received: Casio fx-991ES" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Yes, I received it" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(confirmReceivedAction).toHaveBeenCalledTimes(1);
    expect(confirmReceivedAction).toHaveBeenCalledWith({ itemId: ITEM_ID });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toasts).toEqual([["success", "Thanks! The seller is being paid."]]);
    expect(refresh).toHaveBeenCalled();
  });

  it("a refusal is shown as the server's sentence", async () => {
    confirmReceivedAction.mockResolvedValueOnce({ serverError: { message: "The seller has already been paid for this item." } });
    const user = userEvent.setup({ delay: null });
    renderIt();
    await user.click(screen.getByRole("button", { name: "Confirm received: Casio fx-991ES" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Yes, I received it" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(toasts).toEqual([["error", "The seller has already been paid for this item."]]);
  });
});
