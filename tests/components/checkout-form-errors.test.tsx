/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
const saveCheckoutDetails = jest.fn();
jest.mock("@/lib/actions/checkout", () => ({ saveCheckoutDetailsAction: (input: unknown) => saveCheckoutDetails(input) }));
const callRoute = jest.fn();
jest.mock("@/lib/api/client", () => ({ callRoute: (...args: unknown[]) => callRoute(...args) }));

import { PaymentPanel } from "@/components/checkout/payment-panel";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";

// The checkout form (issue: one error at a time cost a round trip each on a slow link): every
// wrong field says so at once, beside itself, tied to its input, and the keyboard goes to the first.

const ORDER = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
const IDLE = { status: "idle", checkoutRequestId: null, receipt: null, message: null } as const;

function renderPanel(option: "pickup" | "delivery", phone = "") {
  return render(<PaymentPanel orderId={ORDER} amount={1500} initialPayment={IDLE} delivery={{ option, address: "", instructions: "", saved: false }} phone={phone} />);
}

/** The message a field's aria-describedby points at, besides its hint. */
function describedError(field: HTMLElement): string {
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join("");
}

beforeEach(() => {
  saveCheckoutDetails.mockReset();
  callRoute.mockReset();
});

describe("the checkout form's errors", () => {
  it("delivery with no address and phone 12345 says both at once, beside each field, and focuses the address", async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel("delivery");
    await user.type(screen.getByLabelText("M-Pesa phone number"), "12345");
    await user.click(screen.getByRole("button", { name: "Pay KES 1,500.00" }));

    const address = screen.getByLabelText("Delivery address");
    const phone = screen.getByLabelText("M-Pesa phone number");
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(describedError(address)).toBe(CHECKOUT_MESSAGES.deliveryAddressRequired);
    expect(describedError(phone)).toBe(CHECKOUT_MESSAGES.phoneInvalid);
    await waitFor(() => expect(address).toHaveFocus());
    // Nothing went to the server: the browser already knew.
    expect(saveCheckoutDetails).not.toHaveBeenCalled();
    expect(callRoute).not.toHaveBeenCalled();
  });

  it("with both empty, names the address and the phone in the spec's words", async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel("delivery");
    await user.click(screen.getByRole("button", { name: "Pay KES 1,500.00" }));
    expect(screen.getByText("Please provide a delivery address")).toBeInTheDocument();
    expect(screen.getByText("Please enter a phone number")).toBeInTheDocument();
  });

  it("an unconfirmed pickup and no phone: both messages, the pickup box focused first", async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel("pickup");
    await user.click(screen.getByRole("button", { name: "Pay KES 1,500.00" }));
    const pickup = screen.getByLabelText("I will arrange the pickup time and place with the seller");
    expect(describedError(pickup)).toBe(CHECKOUT_MESSAGES.pickupUnconfirmed);
    expect(describedError(screen.getByLabelText("M-Pesa phone number"))).toBe(CHECKOUT_MESSAGES.phoneRequired);
    await waitFor(() => expect(pickup).toHaveFocus());
  });

  it("fixing one field clears only its own message", async () => {
    const user = userEvent.setup({ delay: null });
    renderPanel("delivery");
    await user.click(screen.getByRole("button", { name: "Pay KES 1,500.00" }));
    await user.type(screen.getByLabelText("Delivery address"), "Hall 6, room 12");
    expect(screen.queryByText("Please provide a delivery address")).not.toBeInTheDocument();
    expect(screen.getByText("Please enter a phone number")).toBeInTheDocument();
  });

  it("on a phone the Pay button reads Pay beside the total, and keeps the amount in its name", () => {
    renderPanel("pickup", "0712345678");
    expect(screen.getByTestId("pay-bar")).toContainElement(screen.getByRole("button", { name: "Pay KES 1,500.00" }));
    expect(screen.getByTestId("pay-bar-total")).toHaveTextContent("KES 1,500.00");
  });
});
