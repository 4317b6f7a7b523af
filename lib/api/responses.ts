import "server-only";
import { NextResponse } from "next/server";
import type { ActionResult, FailureCode, FieldErrors } from "@/lib/actions/result";

// Route handlers answer in the same shape as server actions (lib/actions/result.ts),
// plus a machine-readable `code` on failures with its HTTP status (dub's
// lib/api/errors.ts), so the browser reads both through one helper
// (lib/api/client.ts). The spec's email API (one of its calls) "returns success with
// data, or failure using ... the message": `message` is that text.

const STATUS: Record<FailureCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  phone_busy: 409,
  length_required: 411,
  too_large: 413,
  invalid_input: 422,
  rate_limited: 429,
  server_error: 500,
  upstream_failed: 502,
  unavailable: 503,
};

export function apiSuccess<Data>(data?: Data, message?: string, status = 200, headers?: HeadersInit) {
  return NextResponse.json<ActionResult<Data>>({ ok: true, message, data }, { status, headers });
}

export function apiError(code: FailureCode, message: string, extra: { fieldErrors?: FieldErrors; headers?: HeadersInit } = {}) {
  const body: ActionResult<never> = { ok: false, code, message, ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}) };
  return NextResponse.json(body, { status: STATUS[code], headers: extra.headers });
}

/** A domain write's result as the handler's answer; a failure without a code is the server's fault. */
export function respond<Data>(result: ActionResult<Data>, successStatus = 200) {
  if (result.ok) return apiSuccess(result.data, result.message, successStatus);
  return apiError(result.code ?? "server_error", result.message, { fieldErrors: result.fieldErrors });
}
