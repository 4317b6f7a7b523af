import "server-only";
import { NextResponse } from "next/server";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { TOO_MANY_REQUESTS } from "@/lib/messages/common";
import type { ActionResult, FailureCode, FieldErrors } from "@/lib/actions/result";
import { readJsonBody, type BodyLimit } from "./body";

// Route handlers answer in the same shape as server actions (lib/actions/result.ts),
// plus a machine-readable `code` on failures with its HTTP status (dub's
// lib/api/errors.ts), so the browser reads both through one helper
// (lib/api/client.ts). The spec's email API (section 7) "returns success with
// data, or failure using ... the message": `message` is that text.

const STATUS: Record<FailureCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  length_required: 411,
  too_large: 413,
  invalid_input: 422,
  rate_limited: 429,
  server_error: 500,
  upstream_failed: 502,
};

export function apiSuccess<Data>(data?: Data, message?: string, status = 200) {
  return NextResponse.json<ActionResult<Data>>({ ok: true, message, data }, { status });
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

export function tooManyRequests(retryAfterSeconds: number) {
  return apiError("rate_limited", TOO_MANY_REQUESTS, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

type RouteContext<Params> = { params: Promise<Params> };

/**
 * A handler for signed-in callers only, the route-handler twin of
 * userActionClient: the session is read here, a visitor gets 401 with the
 * handler's message, and the handler receives the user.
 */
export function userRoute<Params = Record<string, never>>(signedOut: string, handler: (request: Request, user: CurrentUser, context: RouteContext<Params>) => Promise<Response>) {
  return async (request: Request, context?: RouteContext<Params>) => {
    const user = await getCurrentUser();
    if (!user) return apiError("unauthorized", signedOut);
    return handler(request, user, context ?? { params: Promise.resolve({} as Params) });
  };
}

/**
 * A JSON body (at most 16 KB unless the route says otherwise, counted as it streams in:
 * lib/api/body.ts), null when it is not JSON, or the 413/400 Response to send instead.
 */
export async function readJson(request: Request, limit?: BodyLimit): Promise<unknown> {
  const body = await readJsonBody(request, limit);
  return body instanceof Response ? body : body.value;
}
