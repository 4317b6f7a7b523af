/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const approveVerificationAction = jest.fn();
const refuseVerificationAction = jest.fn();
jest.mock("@/lib/actions/verifications", () => ({
  approveVerificationAction: (input: unknown) => approveVerificationAction(input),
  refuseVerificationAction: (input: unknown) => refuseVerificationAction(input),
}));

import { VerificationDecision } from "@/components/admin/verification-decision";
import { toasts } from "@/tests/support/notify-mock";

// Staff's Approve (asked once more) and Refuse (a reason first) on a waiting wholesaler
// (docs/decisions/verified-businesses.md).

const WHOLESALER_ID = "0b7c6a1e-0000-4000-8000-000000000001";
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  toasts.length = 0;
  approveVerificationAction.mockReset();
  refuseVerificationAction.mockReset();
  refresh.mockReset();
});

describe("a staff decision on a waiting wholesaler", () => {
  it("approves only once confirmed, then says so and reads the page again", async () => {
    approveVerificationAction.mockResolvedValueOnce({ data: { message: "Baraka Supplies is now a verified business" } });
    const user = userEvent.setup({ delay: null });
    render(<VerificationDecision wholesalerId={WHOLESALER_ID} businessName="Baraka Supplies" />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog", { name: "Approve Baraka Supplies?" });
    expect(approveVerificationAction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await settle();
    expect(approveVerificationAction).toHaveBeenCalledWith({ wholesalerId: WHOLESALER_ID });
    expect(toasts).toEqual([["success", "Baraka Supplies is now a verified business"]]);
    expect(refresh).toHaveBeenCalled();
  });

  it("tells the second staff member it was already decided, and reads the page again", async () => {
    approveVerificationAction.mockResolvedValueOnce({ serverError: { message: "Another staff member already decided on this business" } });
    const user = userEvent.setup({ delay: null });
    render(<VerificationDecision wholesalerId={WHOLESALER_ID} businessName="Baraka Supplies" />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Approve" }));
    await settle();
    expect(toasts).toEqual([["error", "Another staff member already decided on this business"]]);
    expect(refresh).toHaveBeenCalled();
  });

  it("refuses only with a reason, sent with the wholesaler", async () => {
    refuseVerificationAction.mockResolvedValueOnce({ data: { message: "Baraka Supplies was refused and told why" } });
    const user = userEvent.setup({ delay: null });
    render(<VerificationDecision wholesalerId={WHOLESALER_ID} businessName="Baraka Supplies" />);
    await user.click(screen.getByRole("button", { name: "Refuse" }));
    const dialog = screen.getByRole("dialog", { name: "Refuse Baraka Supplies" });
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(within(dialog).getByLabelText("Reason for refusal")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Give the wholesaler a reason")).toBeInTheDocument();
    expect(refuseVerificationAction).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("Reason for refusal"), "The licence has expired");
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));
    await settle();
    expect(refuseVerificationAction).toHaveBeenCalledWith({ wholesalerId: WHOLESALER_ID, reason: "The licence has expired" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toasts).toEqual([["success", "Baraka Supplies was refused and told why"]]);
    expect(refresh).toHaveBeenCalled();
  });
});
