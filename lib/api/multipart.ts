import "server-only";
import { apiError } from "./responses";
import { IMAGE_MAX_BYTES } from "@/lib/storage/images";
import { IMAGE_MESSAGES } from "@/lib/messages/images";

// Forms with an image go to route handlers, not server actions: a phone photo is
// larger than a server action's 1 MB body (D16). The size is checked from the
// declared length before anything is read.
const MAX_FORM_BYTES = IMAGE_MAX_BYTES + 512 * 1024;

export async function readImageForm(request: Request, imageField: string): Promise<FormData | Response> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (!Number.isFinite(declared)) return apiError("length_required", "Please try again.");
  if (declared > MAX_FORM_BYTES) return apiError("too_large", IMAGE_MESSAGES.tooLarge, { fieldErrors: { [imageField]: IMAGE_MESSAGES.tooLarge } });
  try {
    return await request.formData();
  } catch {
    return apiError("bad_request", "Please try again.");
  }
}
