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
  return apiError("too_large", answer?.message ?? TOO_LARGE_MESSAGE, { fieldErrors: answer?.fieldErrors });
}

/** After a 413, how much more of the body is read and thrown away, and for how long at most. */
export const DISCARD_AFTER_REFUSAL = { maxBytes: 32 * 1024 * 1024, maxMs: 5_000 } as const;

/**
 * The answer goes out at once; the rest of the body is then read and thrown away (never kept)
 * for a moment, as nginx's lingering close does. Closing the connection while the client is
 * still sending makes its system answer with a reset, and a browser then shows "connection
 * reset" instead of our 413's message (a student's 12 MB photo), and may drop the answer it
 * had already received. Past DISCARD_AFTER_REFUSAL the stream is cancelled and the connection
 * goes; a client that stops sending is let go at the same time.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  let discarded = 0;
  const stop = () => void reader.cancel().catch(() => undefined);
  const timer = setTimeout(stop, DISCARD_AFTER_REFUSAL.maxMs);
  timer.unref?.();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        discarded += value.byteLength;
        if (discarded > DISCARD_AFTER_REFUSAL.maxBytes) {
          stop();
          break;
        }
      }
    } catch {
      // The client went away, or the stream was cancelled: nothing left to discard.
    } finally {
      clearTimeout(timer);
    }
  })();
}

function unreadable(): Response {
  return apiError("bad_request", UNREADABLE_MESSAGE);
}

/** The body's bytes, or the answer to send instead (413 past the cap, 400 when it broke off). */
export async function readBody(request: Request, limit: BodyLimit): Promise<Uint8Array<ArrayBuffer> | Response> {
  const declared = request.headers.get("content-length");
  if (!request.body) return new Uint8Array(0);
  if (declared !== null && Number(declared) > limit.maxBytes) {
    // Refused before a byte is read; what the client sends anyway is thrown away as it comes.
    discardRest(request.body.getReader());
    return tooLarge(limit);
  }

  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limit.maxBytes) {
        // Answered now, before the rest is read; the rest is thrown away as it comes.
        discardRest(reader);
        return tooLarge(limit);
      }
      parts.push(value);
    }
  } catch {
    reader.releaseLock();
    return unreadable();
  }
  reader.releaseLock();

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
