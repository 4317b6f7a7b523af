import "server-only";
import { NextResponse } from "next/server";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { CROSS_SITE_REFUSED, TOO_MANY_REQUESTS } from "@/lib/messages/common";
import { DATABASE_UNAVAILABLE_MESSAGES } from "@/lib/messages/errors";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/lib/db/faults";
import { logger } from "@/lib/log/logger.mjs";
import type { ActionResult, FailureCode, FieldErrors } from "@/lib/actions/result";
import { readJsonBody, type BodyLimit } from "./body";
import { isCrossSiteRequest } from "./same-origin";

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
  length_required: 411,
  too_large: 413,
  invalid_input: 422,
  rate_limited: 429,
  server_error: 500,
  upstream_failed: 502,
  unavailable: 503,
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

// Every route handler is built by one of the wrappers below (tests/unit/route-handlers.test.ts
// fails on a bare export). publicRoute and userRoute refuse a write (anything but GET, HEAD,
// OPTIONS) that another site's page made, with 403 before the handler runs, so nothing
// changes (server actions get the same check from Next). serverCallbackRoute
// is the one named exception. next-auth's /api/auth/* is not built here: it checks its own
// CSRF token.

function refuseCrossSite(request: Request): Response | null {
  return isCrossSiteRequest(request, env.NEXTAUTH_URL) ? apiError("forbidden", CROSS_SITE_REFUSED) : null;
}

const noParams = <Params>(): RouteContext<Params> => ({ params: Promise.resolve({} as Params) });

/**
 * The database out of reach: 503 with Retry-After instead of Next's bare 500, so
 * a browser's form shows that it is temporary and Daraja's callback is told it was not
 * taken (the reconciler settles that payment once the database is back). Any other error
 * goes on to Next as before.
 */
async function answeringOutages(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.warn({ err: error }, "database out of reach: answered 503");
    return apiError("unavailable", DATABASE_UNAVAILABLE_MESSAGES.api, { headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } });
  }
}

/** A handler anyone may call (sign-up, the email API, public files). */
export function publicRoute<Params = Record<string, never>>(handler: (request: Request, context: RouteContext<Params>) => Promise<Response>) {
  return async (request: Request, context?: RouteContext<Params>) => {
    return refuseCrossSite(request) ?? answeringOutages(() => handler(request, context ?? noParams<Params>()));
  };
}

/**
 * A handler for signed-in callers only, the route-handler twin of
 * userActionClient: the session is read here, a visitor gets 401 with the
 * handler's message, and the handler receives the user.
 */
export function userRoute<Params = Record<string, never>>(signedOut: string, handler: (request: Request, user: CurrentUser, context: RouteContext<Params>) => Promise<Response>) {
  return async (request: Request, context?: RouteContext<Params>) => {
    const refused = refuseCrossSite(request);
    if (refused) return refused;
    return answeringOutages(async () => {
      const user = await getCurrentUser();
      if (!user) return apiError("unauthorized", signedOut);
      return handler(request, user, context ?? noParams<Params>());
    });
  };
}

/**
 * The one exception to the cross-site check: a callback one server sends another (Daraja's
 * payment results, docs/decisions/payments-decided-by-server.md). No browser sends it, so there is no Origin to check; it carries no
 * session cookie and proves itself by the unguessable token in its address, which the
 * handler must check. Its handler never reads the session and gets no user.
 */
export function serverCallbackRoute<Params = Record<string, never>>(handler: (request: Request, context: RouteContext<Params>) => Promise<Response>) {
  return async (request: Request, context?: RouteContext<Params>) => answeringOutages(() => handler(request, context ?? noParams<Params>()));
}

/**
 * A JSON body (at most 16 KB unless the route says otherwise, counted as it streams in:
 * lib/api/body.ts), null when it is not JSON, or the 413/400 Response to send instead.
 */
export async function readJson(request: Request, limit?: BodyLimit): Promise<unknown> {
  const body = await readJsonBody(request, limit);
  return body instanceof Response ? body : body.value;
}
