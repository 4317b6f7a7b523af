/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { useState } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));

import type { ActionResult } from "@/lib/actions/result";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { subscribeSchema, type SubscribeInput } from "@/lib/validation/subscription";
import { MpesaPaymentForm, type PaymentStart } from "@/components/checkout/mpesa-payment-form";
import type { LivePayment } from "@/components/checkout/use-live-payment";
import { Button } from "@/components/ui/button";
import { toasts } from "@/tests/support/notify-mock";

// The one M-Pesa payment form checkout and Go Pro share: the phone, the start of the
// payment, and the state the page follows afterwards.

const IDLE: LivePayment = { status: "idle", checkoutRequestId: null, receipt: null, message: null };
const start = jest.fn<Promise<ActionResult<PaymentStart>>, [SubscribeInput]>();
const paid = jest.fn();

beforeEach(() => {
  toasts.length = 0;
  start.mockReset();
  paid.mockReset();
});

function Harness({ phone = "" }: { phone?: string }) {
  const [payment, setPayment] = useState<LivePayment>(IDLE);
  return (
    <MpesaPaymentForm
      aria-label="Pay for Pro"
      phone={phone}
      schema={subscribeSchema}
      read={(form): SubscribeInput => ({ plan: "weekly", phoneNumber: String(new FormData(form).get("phoneNumber") ?? "") })}
      start={(typed) => start(typed)}
      payment={payment}
      setPayment={setPayment}
      onPaid={paid}
    >
      {({ sending, locked, phoneField }) => (
        <>
          {phoneField({ disabled: payment.status === "waiting" })}
          <p data-testid="state">{payment.status === "failed" ? `failed: ${payment.message}` : `${payment.status} ${payment.checkoutRequestId ?? ""}`.trim()}</p>
          <Button type="submit" pending={sending} disabled={locked}>
            Pay
          </Button>
        </>
      )}
    </MpesaPaymentForm>
  );
}

describe("MpesaPaymentForm", () => {
  it("offers the account's phone in the labelled field", () => {
    render(<Harness phone="0712345678" />);
    const field = screen.getByLabelText("M-Pesa phone number");
    expect(field).toHaveValue("0712345678");
    expect(field).toHaveAttribute("type", "tel");
    expect(field).toHaveAccessibleDescription("The M-Pesa prompt goes to this phone.");
  });

  it("an empty phone is refused under the field and nothing starts", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(screen.getByLabelText("M-Pesa phone number")).toHaveAttribute("aria-invalid", "true");
    expect(start).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("M-Pesa phone number"), "0");
    expect(screen.getByLabelText("M-Pesa phone number")).not.toHaveAttribute("aria-invalid");
  });

  it("a started prompt: the toast, then waiting on that checkout request with the form locked", async () => {
    let answer!: (value: ActionResult<PaymentStart>) => void;
    start.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<Harness phone="0712345678" />);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(start).toHaveBeenCalledWith({ plan: "weekly", phoneNumber: "0712345678" });
    expect(screen.getByRole("button", { name: "Pay" })).toBeDisabled();
    await act(async () => answer({ ok: true, message: "Check your phone", data: { checkoutRequestId: "ws_CO_1" } }));
    expect(toasts).toEqual([["success", "Check your phone"]]);
    expect(screen.getByTestId("state")).toHaveTextContent("waiting ws_CO_1");
    expect(screen.getByRole("button", { name: "Pay" })).toBeDisabled();
    expect(screen.getByLabelText("M-Pesa phone number")).toBeDisabled();
  });

  it("a refusal: the toast and the failed state with the server's message; the phone stays", async () => {
    start.mockResolvedValue({ ok: false, message: "Too many payment attempts. Please wait a few minutes." });
    const user = userEvent.setup({ delay: null });
    render(<Harness phone="0712345678" />);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("failed: Too many payment attempts. Please wait a few minutes.")).toBeInTheDocument();
    expect(toasts).toEqual([["error", "Too many payment attempts. Please wait a few minutes."]]);
    expect(screen.getByLabelText("M-Pesa phone number")).toHaveValue("0712345678");
    expect(screen.getByRole("button", { name: "Pay" })).toBeEnabled();
  });

  it("a phone still showing an earlier prompt: the buyer is told to answer it, and the payment has not failed", async () => {
    start.mockResolvedValue({ ok: false, code: "phone_busy", message: CHECKOUT_MESSAGES.promptAlreadyOnPhone });
    const user = userEvent.setup({ delay: null });
    render(<Harness phone="0712345678" />);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(toasts).toEqual([["error", "You already have an M-Pesa prompt on your phone. Enter your PIN or cancel it, then try again."]]);
    expect(screen.getByTestId("state")).toHaveTextContent("idle");
    expect(screen.getByRole("button", { name: "Pay" })).toBeEnabled();
  });

  it("the server's message about the phone goes under the phone field", async () => {
    start.mockResolvedValue({ ok: false, message: "Could not start the payment", fieldErrors: { phoneNumber: "Enter a Safaricom or Airtel number" } });
    const user = userEvent.setup({ delay: null });
    render(<Harness phone="0712345678" />);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Enter a Safaricom or Airtel number")).toBeInTheDocument();
    expect(screen.getByLabelText("M-Pesa phone number")).toHaveAccessibleDescription(expect.stringContaining("Enter a Safaricom or Airtel number"));
    expect(screen.getByTestId("state")).toHaveTextContent("idle");
  });

  it("already paid: completed at once and the page moves on; a prompt already on its way is waited for", async () => {
    start.mockResolvedValueOnce({ ok: true, data: { checkoutRequestId: null, alreadyPaid: true } });
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Harness phone="0712345678" />);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("completed")).toBeInTheDocument();
    expect(paid).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([["success", CHECKOUT_MESSAGES.completed]]);
    unmount();

    toasts.length = 0;
    start.mockResolvedValueOnce({ ok: true, data: { checkoutRequestId: null } });
    render(<Harness phone="0712345678" />);
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("waiting")).toBeInTheDocument();
    expect(toasts).toEqual([["info", CHECKOUT_MESSAGES.checkYourPhone]]);
  });
});
