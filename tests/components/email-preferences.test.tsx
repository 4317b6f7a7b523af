/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
const setEmailPreferenceAction = jest.fn();
jest.mock("@/lib/actions/email-preferences", () => ({ setEmailPreferenceAction: (input: unknown) => setEmailPreferenceAction(input) }));

import { EmailPreferences } from "@/components/profile/email-preferences";
import { toasts } from "@/tests/support/notify-mock";

const ALL_ON = { "seller-orders": true, reports: true, payouts: true, "buyer-orders": true, messages: true, verification: true } as const;

beforeEach(() => {
  toasts.length = 0;
  setEmailPreferenceAction.mockReset();
});

describe("Settings' email switches", () => {
  it("shows one switch per kind of email, each on or off as saved", () => {
    render(<EmailPreferences preferences={{ ...ALL_ON, messages: false }} />);
    const switches = screen.getAllByRole("switch");
    expect(switches).toHaveLength(6);
    expect(screen.getByRole("switch", { name: "New orders" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Your orders" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "New messages" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Payouts" })).toHaveAccessibleDescription("When a payout to you is held, released or sent by M-Pesa.");
  });

  it("turns a kind off with one click and saves it", async () => {
    setEmailPreferenceAction.mockResolvedValue({ data: { message: "Payouts emails off" } });
    const user = userEvent.setup({ delay: null });
    render(<EmailPreferences preferences={ALL_ON} />);
    await user.click(screen.getByRole("switch", { name: "Payouts" }));
    expect(setEmailPreferenceAction).toHaveBeenCalledWith({ topic: "payouts", enabled: false });
    await waitFor(() => expect(toasts).toEqual([["success", "Payouts emails off"]]));
    expect(screen.getByRole("switch", { name: "Payouts" })).not.toBeChecked();
  });

  it("turns a kind back on", async () => {
    setEmailPreferenceAction.mockResolvedValue({ data: { message: "New messages emails on" } });
    const user = userEvent.setup({ delay: null });
    render(<EmailPreferences preferences={{ ...ALL_ON, messages: false }} />);
    await user.click(screen.getByRole("switch", { name: "New messages" }));
    expect(setEmailPreferenceAction).toHaveBeenCalledWith({ topic: "messages", enabled: true });
  });

  it("goes back to what was saved and says so when saving fails", async () => {
    setEmailPreferenceAction.mockResolvedValue({ serverError: { message: "Failed to save your email settings" } });
    const user = userEvent.setup({ delay: null });
    render(<EmailPreferences preferences={ALL_ON} />);
    await user.click(screen.getByRole("switch", { name: "Reports about your orders" }));
    await waitFor(() => expect(toasts).toEqual([["error", "Failed to save your email settings"]]));
    await waitFor(() => expect(screen.getByRole("switch", { name: "Reports about your orders" })).toBeChecked());
  });
});
