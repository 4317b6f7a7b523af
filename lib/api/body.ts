import "server-only";
import { NextRequest } from "next/server";
import type { FieldErrors } from "@/lib/actions/result";
import { apiError } from "./responses";

// The one way a route handler reads its request body (docs/security.md). Every body has a cap,
// chosen by the route: small for JSON, the upload limit plus the form around it for
// multipart. The cap holds whether or not the client declared a length: the bytes are
// counted as they stream in, and the request is answered 413 the moment the count passes
// the cap, without reading the rest. A declared Content-Length past the cap is refused before
// a byte is read. Nothing else in app/ or lib/ reads a request body
// (tests/unit/route-handlers.test.ts checks it).

/** JSON bodies (the email API): an address and a few fields. */
export const JSON_BODY_LIMIT = 16 * 1024;

export type BodyLimit = {
  /** The most bytes this route reads. */
  maxBytes: number;
  /** The 413's words (and field) when the body is larger; a generic text by default. */
  tooLarge?: { message: string; fieldErrors?: FieldErrors };
};

const TOO_LARGE_MESSAGE = "This request is too large.";
const UNREADABLE_MESSAGE = "Please try again.";

function tooLarge({ tooLarge: answer }: BodyLimit): Response {
  // The rest of the body is never read: the connection closes after the answer instead of
  // being kept for another request behind megabytes nobody will read.
  return apiError("too_large", answer?.message ?? TOO_LARGE_MESSAGE, { fieldErrors: answer?.fieldErrors, headers: { Connection: "close" } });
}

function unreadable(): Response {
  return apiError("bad_request", UNREADABLE_MESSAGE);
}

/** The body's bytes, or the answer to send instead (413 past the cap, 400 when it broke off). */
export async function readBody(request: Request, limit: BodyLimit): Promise<Uint8Array<ArrayBuffer> | Response> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit.maxBytes) return tooLarge(limit);
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      // Not cancelled: cancelling would tear the connection down before the 413 is written.
      if (received > limit.maxBytes) return tooLarge(limit);
      parts.push(value);
    }
  } catch {
    return unreadable();
  } finally {
    reader.releaseLock();
  }

  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** A JSON body up to `limit` (16 KB unless told), or null when it is not JSON, or the answer to send instead. */
export async function readJsonBody(request: Request, limit: BodyLimit = { maxBytes: JSON_BODY_LIMIT }): Promise<{ value: unknown } | Response> {
  const bytes = await readBody(request, limit);
  if (bytes instanceof Response) return bytes;
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { value: null };
  }
}

/** A multipart or urlencoded form up to `limit`, or the answer to send instead. */
export async function readFormBody(request: Request, limit: BodyLimit): Promise<FormData | Response> {
  const bytes = await readBody(request, limit);
  if (bytes instanceof Response) return bytes;
  try {
    // The bytes are all here and counted; the platform's parser reads them from memory.
    return await new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    return unreadable();
  }
}

/** next-auth's forms (sign-in, sign-out): a CSRF token, an email and a password, a callback URL. */
export const AUTH_BODY_LIMIT = 16 * 1024;

function isJsonObject(bytes: Uint8Array): boolean {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * The body of a request to next-auth's endpoints, counted and checked here because next-auth
 * reads it itself, without a cap, and throws on JSON that does not parse (a 500). Past the cap
 * 413 without reading the rest; a body that is neither a JSON object nor a urlencoded form
 * 400. What passes is handed on as a request carrying the same bytes, which next-auth then
 * reads from memory. A bodiless request is handed on as it came.
 */
export async function readAuthBody(request: NextRequest): Promise<NextRequest | Response> {
  if (request.method !== "POST" || !request.body) return request;
  const bytes = await readBody(request, { maxBytes: AUTH_BODY_LIMIT });
  if (bytes instanceof Response) return bytes;
  const type = request.headers.get("content-type") ?? "";
  // next-auth takes a body for JSON when the type says JSON, else for a form when it says so.
  const readable = type.includes("application/json") ? isJsonObject(bytes) : bytes.byteLength === 0 || type.includes("application/x-www-form-urlencoded");
  if (!readable) return unreadable();
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: bytes.byteLength > 0 ? bytes : null });
}
