import axios from "axios";
import type { ActionResult, FailureCode } from "@/lib/actions/result";

// The browser's way to reach a route handler (uploads larger than an action's 1 MB
// body, the spec's email API, the M-Pesa payment request); server actions go
// through next-safe-action's hook instead (components/ui/use-server-action.ts).
// Both answer ActionResult; a request that never got an answer (campus Wi-Fi
// dropped) fails with the caller's spec text.

export type RouteResult<Data> = ActionResult<Data> & { status: number };

type RouteOptions = {
  /** The spec's message when the request fails without a usable answer. */
  failed: string;
  /** Upload progress from 0 to 1 (a photo over campus Wi-Fi takes a while; the seller should see it move). */
  onProgress?: (fraction: number) => void;
};

function isActionResult(body: unknown): body is ActionResult<unknown> {
  return typeof body === "object" && body !== null && typeof (body as { ok?: unknown }).ok === "boolean";
}

async function send(method: "POST" | "PUT", url: string, body: FormData | Record<string, unknown>, onProgress?: (fraction: number) => void): Promise<{ status: number; answer: unknown }> {
  if (onProgress) {
    // fetch cannot report upload progress; XMLHttpRequest (through axios) can.
    const response = await axios.request({
      method,
      url,
      data: body,
      validateStatus: () => true,
      onUploadProgress: (event) => onProgress(event.progress ?? (event.total ? event.loaded / event.total : 0)),
    });
    return { status: response.status, answer: response.data };
  }
  const json = !(body instanceof FormData);
  const response = await fetch(url, { method, body: json ? JSON.stringify(body) : body, headers: json ? { "Content-Type": "application/json" } : undefined });
  return { status: response.status, answer: await response.json().catch(() => null) };
}

/** JSON or a multipart form to one of our route handlers; `status` lets a form tell a 429 from a 422. */
export async function callRoute<Data>(method: "POST" | "PUT", url: string, body: FormData | Record<string, unknown>, { failed, onProgress }: RouteOptions): Promise<RouteResult<Data>> {
  try {
    const { status, answer } = await send(method, url, body, onProgress);
    if (!isActionResult(answer)) return { ok: false, message: failed, status };
    if (answer.ok && status < 300) return { ...(answer as ActionResult<Data>), status };
    if (answer.ok) return { ok: false, message: failed, status };
    // The code lets a form tell a refusal it answers differently (a phone still showing a prompt).
    const { code } = answer as { code?: FailureCode };
    return { ok: false, message: answer.message || failed, fieldErrors: answer.fieldErrors, status, ...(typeof code === "string" ? { code } : {}) };
  } catch {
    return { ok: false, message: failed, status: 0 };
  }
}
