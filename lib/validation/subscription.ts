import { z } from "zod";
import { SUBSCRIPTION_MESSAGES } from "@/lib/messages/subscription";
import { PLAN_IDS } from "@/lib/subscriptions/plans";
import { typedMpesaPhoneField } from "./checkout";

// Subscribe (see docs/decisions/subscription.md): the plan and the phone to prompt, shared by the dialog and the
// action. The price is the plan's, decided by the server: the form never names an amount.

export const subscribeSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: SUBSCRIPTION_MESSAGES.failed }),
  phoneNumber: typedMpesaPhoneField,
});

export type SubscribeInput = z.input<typeof subscribeSchema>;
