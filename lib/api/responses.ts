import { NextResponse } from "next/server";
import { TOO_MANY_REQUESTS } from "@/lib/messages/common";

// The email API's answer shape (spec section 7): success with data, or failure
// with an error field the client shows. One helper so every handler agrees.
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; error: string; code: string; fieldErrors?: Record<string, string> };

export function apiSuccess<T>(data: T, status = 200) {
  return NextResponse.json<ApiSuccess<T>>({ success: true, data }, { status });
}

export function apiError(status: number, code: string, error: string, extra: { fieldErrors?: Record<string, string>; headers?: HeadersInit } = {}) {
  const body: ApiFailure = { success: false, error, code, ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}) };
  return NextResponse.json(body, { status, headers: extra.headers });
}

export function tooManyRequests(retryAfterSeconds: number) {
  return apiError(429, "rate_limited", TOO_MANY_REQUESTS, { headers: { "Retry-After": String(retryAfterSeconds) } });
}

/** A JSON body, or null when the request's body is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}
