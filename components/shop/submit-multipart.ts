import axios from "axios";

export type MultipartResult<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * Sends a form with its image to a route handler, reporting upload progress
 * (a photo over campus Wi-Fi takes a while; the seller should see it moving).
 */
export async function submitMultipart<T>(method: "POST" | "PUT", url: string, body: FormData, onProgress?: (fraction: number) => void, fallbackMessage = "An error occurred"): Promise<MultipartResult<T>> {
  try {
    const response = await axios.request({
      method,
      url,
      data: body,
      validateStatus: () => true,
      onUploadProgress: (event) => onProgress?.(event.progress ?? (event.total ? event.loaded / event.total : 0)),
    });
    const payload = response.data as { success?: boolean; data?: T; error?: string; fieldErrors?: Record<string, string> } | undefined;
    if (response.status < 300 && payload?.success) return { ok: true, data: payload.data as T };
    return { ok: false, message: payload?.error ?? fallbackMessage, fieldErrors: payload?.fieldErrors ?? {} };
  } catch {
    return { ok: false, message: fallbackMessage, fieldErrors: {} };
  }
}
