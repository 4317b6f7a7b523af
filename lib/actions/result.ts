// The one answer a write gives the UI, whether it came from a server action or
// a route handler: success with an optional message and data, or failure with
// the spec's message and, for forms, one message per field.
//
// Two levels, one module: the database and the rules (lib/db, lib/orders, lib/cart) say no
// with a reason (Outcome, Refused), which the caller turns into the spec's words; the writes
// a form or a route calls as a whole (lib/shop, lib/payments, lib/payouts, lib/accounts)
// answer ActionResult, which an action passes on with fromResult and a route with respond.
//
// No "server-only" here: the browser's helpers (lib/api/client.ts) and the
// tests read the same types and the same mapping.

import type { ZodError } from "zod";

/** One message per field, the form's errors. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * The first message of each field, for forms that show one message under each input: from a
 * schema's issues, or from lists of messages per field (the action client's validation errors).
 */
export function firstFieldErrors<Values = Record<string, unknown>>(errors: ZodError<Values> | Partial<Record<string, string[]>>): FieldErrors<Extract<keyof Values, string>> {
  const found: Record<string, string> = {};
  const issues = (errors as { issues?: unknown }).issues;
  if (Array.isArray(issues) && issues.every((issue) => typeof issue === "object" && issue !== null && "path" in issue)) {
    for (const issue of (errors as ZodError<Values>).issues) {
      const field = String(issue.path[0] ?? "");
      if (field && !found[field]) found[field] = issue.message;
    }
  } else {
    for (const [field, messages] of Object.entries(errors as Partial<Record<string, string[]>>)) {
      if (messages?.[0]) found[field] = messages[0];
    }
  }
  return found as FieldErrors<Extract<keyof Values, string>>;
}

/**
 * The one way domain code (lib/db, lib/orders, lib/cart) says no: `ok: false` and the reason,
 * a word or a small record the caller turns into the spec's message. A success carries what it
 * made beside `ok: true`.
 */
export type Refused<Reason> = { ok: false; reason: Reason };
export type Outcome<Success extends object, Reason> = ({ ok: true } & Success) | Refused<Reason>;

/** Why a write was refused, for route handlers' status codes (lib/api/responses.ts maps each to one). */
export type FailureCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  /** The payer's phone still shows an earlier M-Pesa prompt: nothing was sent, the payment can start again once it is answered. */
  | "phone_busy"
  | "length_required"
  | "too_large"
  | "invalid_input"
  | "rate_limited"
  | "server_error"
  | "upstream_failed"
  | "unavailable";

export type ActionResult<Data = undefined, Field extends string = string> =
  | { ok: true; message?: string; data?: Data }
  | { ok: false; message: string; fieldErrors?: FieldErrors<Field>; code?: FailureCode };

/** What an action's body returns on success (the library wraps it as `data`). */
export type ActionSuccess<Data = undefined> = { message?: string; data?: Data };

/** What a refused or failed action carries (the library's `serverError`). */
export type ActionFailure = { message: string; fieldErrors?: FieldErrors };

export function failed<Field extends string = string>(code: FailureCode, message: string, fieldErrors?: FieldErrors<Field>): ActionResult<never, Field> {
  return fieldErrors ? { ok: false, code, message, fieldErrors } : { ok: false, code, message };
}

/** The library's result as the UI sees it (next-safe-action's SafeActionResult, narrowed to our shapes). */
export type SafeResult<Data> = { data?: ActionSuccess<Data>; serverError?: ActionFailure; validationErrors?: unknown };

export function succeeded<Data = undefined>(message?: string, data?: Data): ActionSuccess<Data> {
  return data === undefined ? { message } : { message, data };
}

/**
 * The library's result mapped to ours, once for every caller. Validation
 * errors never reach here as such (the action client turns them into a
 * failure with field messages); an empty result means the action ended in a
 * redirect or was cut short, which the UI treats as the spec's failure.
 */
export function toActionResult<Data>(result: SafeResult<Data> | undefined, failedMessage: string): ActionResult<Data> {
  if (result?.serverError) return { ok: false, ...result.serverError };
  if (result?.data) return { ok: true, ...result.data };
  return { ok: false, message: failedMessage };
}

/**
 * A refusal as one line: the failure, then why, unless there is no why or the why only repeats
 * the failure (which read "Failed to update order status: Failed to update order status").
 */
export function refusalText(message: string, reason: string | undefined): string {
  if (!reason || reason.trim() === message.trim()) return message;
  return `${message}: ${reason}`;
}
