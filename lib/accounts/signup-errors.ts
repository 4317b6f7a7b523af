import { SIGNUP_MESSAGES } from "@/lib/messages/signup";

// The spec's error catalogue, "Sign-up": how a failed sign-up reads, in the spec's order.
export type SignupFailure = { message: string; markEmail: boolean };

export function describeSignupFailure(status: number, message: string | null | undefined): SignupFailure {
  const text = message ?? "";
  if (/password/i.test(text)) return { message: text, markEmail: false };
  if (/email/i.test(text)) return { message: SIGNUP_MESSAGES.emailTaken, markEmail: true };
  if (status === 422) return { message: SIGNUP_MESSAGES.invalidFormat, markEmail: false };
  if (status === 429) return { message: SIGNUP_MESSAGES.tooManyRequests, markEmail: false };
  if (status === 500 || status === 522) return { message: SIGNUP_MESSAGES.serverError, markEmail: false };
  return { message: SIGNUP_MESSAGES.failed, markEmail: false };
}
