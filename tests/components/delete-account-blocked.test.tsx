/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ signOut: jest.fn() }));
const deleteAccount = jest.fn();
jest.mock("@/lib/actions/account", () => ({ deleteAccountAction: (input: unknown) => deleteAccount(input) }));

import { DeleteAccountButton } from "@/components/profile/delete-account-dialog";
import { deletionWaits } from "@/lib/accounts/deletion-rules";

// Delete my account when something must finish first (issue: the dialog still asked for the
// password and DELETE, under an active red button that could only be refused).

describe("Delete my account", () => {
  it("blocked: the dialog lists what must finish, each with where to follow it, and only a way to close it", async () => {
    const user = userEvent.setup({ delay: null });
    render(<DeleteAccountButton hasPassword waits={deletionWaits({ ordersInFlight: 1, salesInFlight: 0, payoutsOwed: 2 })} />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Your account cannot be deleted yet" });
    const waits = within(within(dialog).getByRole("list", { name: "What must finish first" })).getAllByRole("listitem");
    expect(waits.map((item) => item.textContent)).toEqual(["1 order you bought must be deliveredSee your orders", "2 payouts to your M-Pesa must completeSee your earnings"]);
    expect(within(dialog).getByRole("link", { name: "See your orders" })).toHaveAttribute("href", "/profile?tab=orders");
    expect(within(dialog).getByRole("link", { name: "See your earnings" })).toHaveAttribute("href", "/myshop?tab=earnings");
    expect(within(dialog).queryByLabelText("Password")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Type DELETE to confirm")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete my account" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it("not blocked: the password, the word to type and the red button", async () => {
    const user = userEvent.setup({ delay: null });
    render(<DeleteAccountButton hasPassword waits={[]} />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByLabelText("Password")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Type DELETE to confirm")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Delete my account" })).toBeEnabled();
  });
});
