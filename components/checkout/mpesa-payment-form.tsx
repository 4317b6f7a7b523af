"use client";

import { useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { firstFieldErrors, type ActionResult, type FieldErrors } from "@/lib/actions/result";
import { CHECKOUT_MESSAGES } from "@/lib/messages/checkout";
import { TextField } from "@/components/ui/field";
import { focusFirstInvalid } from "@/components/ui/form-values";
import { notify } from "@/components/ui/notify";
import type { LivePayment } from "./use-live-payment";

/** What starting a payment answers: the prompt to follow, or that the payment is already made. */
export type PaymentStart = { checkoutRequestId: string | null; alreadyPaid?: boolean };

export type MpesaPaymentFormState<Field extends string> = {
  errors: FieldErrors<Field>;
  /** Clears these fields' messages (a choice that makes them moot, like switching to pickup). */
  clear: (...fields: Field[]) => void;
  /** The request that starts the payment is on its way. */
  sending: boolean;
  /** Sending, waiting for the PIN, or paid: the form takes no second payment. */
  locked: boolean;
  /** The phone the M-Pesa prompt goes to, with its message. */
  phoneField: (props?: { disabled?: boolean }) => ReactNode;
};

type MpesaPaymentFormProps<Field extends string, Input, Schema extends z.ZodType> = Omit<
  ComponentPropsWithRef<"form">,
  "action" | "children" | "onSubmit" | "onInput" | "onChange" | "noValidate"
> & {
  /** The phone the account has, offered as the one to prompt. */
  phone: string;
  /** The server's own schema for what `start` sends, checked here first. */
  schema: Schema;
  read: (form: HTMLFormElement) => Input;
  /**
   * Asks the server to prompt the phone (the server alone decides the amount and the outcome),
   * with what was typed and what the schema made of it.
   */
  start: (typed: Input, checked: z.output<Schema>) => Promise<ActionResult<PaymentStart>>;
  /** The payment being followed (useLivePayment), which this form moves to waiting or failed. */
  payment: LivePayment;
  setPayment: (payment: LivePayment) => void;
  /** The server says it was paid already (a second tab, an earlier prompt that went through). */
  onPaid?: () => void;
  /** How long a refusal's toast stays. */
  refusalToastMs?: number;
  children: (state: MpesaPaymentFormState<Field>) => ReactNode;
};

/**
 * Paying with M-Pesa, for an order at checkout or for Pro: the phone to prompt, then
 * the payment's live state. This form only starts the payment and says what the server
 * answered; what the payment became is read afterwards from the server (see
 * docs/decisions/payments-decided-by-server.md). Each page lays out its own fields
 * around the shared phone field.
 */
export function MpesaPaymentForm<Field extends string, Input, Schema extends z.ZodType>({
  phone,
  schema,
  read,
  start,
  payment,
  setPayment,
  onPaid,
  refusalToastMs,
  children,
  ...form
}: MpesaPaymentFormProps<Field, Input, Schema>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const locked = sending || payment.status === "waiting" || payment.status === "completed";

  const clear = (...fields: Field[]) =>
    setErrors((current) => (fields.some((field) => current[field]) ? { ...current, ...Object.fromEntries(fields.map((field) => [field, undefined])) } : current));
  const clearEdited = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as Field;
    if (name) clear(name);
  };

  const pay = async (element: HTMLFormElement) => {
    const input = read(element);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error) as unknown as FieldErrors<Field>);
      focusFirstInvalid(element);
      return;
    }
    setSending(true);
    const started = await start(input, parsed.data);
    setSending(false);
    if (!started.ok) {
      const phoneError = started.fieldErrors?.phoneNumber;
      if (phoneError) {
        setErrors({ phoneNumber: phoneError } as FieldErrors<Field>);
        focusFirstInvalid(element);
        return;
      }
      if (started.code === "phone_busy") {
        // Nothing was sent and nothing failed: the buyer answers the prompt already on the phone, then pays.
        notify.error(started.message, refusalToastMs);
        return;
      }
      notify.error(started.message, refusalToastMs);
      setPayment({ status: "failed", checkoutRequestId: null, receipt: null, message: started.message });
      return;
    }
    if (started.data?.alreadyPaid) {
      notify.success(CHECKOUT_MESSAGES.completed);
      setPayment({ status: "completed", checkoutRequestId: null, receipt: null, message: null });
      onPaid?.();
      return;
    }
    const checkoutRequestId = started.data?.checkoutRequestId ?? null;
    if (!checkoutRequestId) {
      // A prompt for this payment is already on its way: wait for it rather than prompt twice.
      notify.info(CHECKOUT_MESSAGES.checkYourPhone);
      setPayment({ status: "waiting", checkoutRequestId: null, receipt: null, message: null });
      return;
    }
    notify.success(started.message ?? CHECKOUT_MESSAGES.requestSent);
    setPayment({ status: "waiting", checkoutRequestId, receipt: null, message: null });
  };

  const phoneField = ({ disabled }: { disabled?: boolean } = {}) => (
    <TextField
      label="M-Pesa phone number"
      name="phoneNumber"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      defaultValue={phone}
      placeholder="07XXXXXXXX"
      hint="The M-Pesa prompt goes to this phone."
      error={(errors as FieldErrors)["phoneNumber"]}
      disabled={disabled}
    />
  );

  return (
    <form
      {...form}
      noValidate
      onInput={clearEdited}
      onChange={clearEdited}
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked) void pay(event.currentTarget);
      }}
    >
      {children({ errors, clear, sending, locked, phoneField })}
    </form>
  );
}
