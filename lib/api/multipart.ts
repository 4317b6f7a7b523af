import "server-only";
import type { BodyLimit } from "./body";
import { IMAGE_MAX_BYTES } from "@/lib/storage/images";
import { IMAGE_MESSAGES } from "@/lib/messages/images";

// Forms with an image go to route handlers, not server actions: a phone photo is
// larger than a server action's 1 MB body (see docs/decisions/security-baseline.md). The body is capped at the image
// limit plus room for the form's other fields, counted as it streams in (lib/api/body.ts).
export const MAX_IMAGE_FORM_BYTES = IMAGE_MAX_BYTES + 512 * 1024;

/** The cap of a form whose image is in `imageField`; past it, 413 names that field. */
export function imageFormLimit(imageField: string): BodyLimit {
  return { maxBytes: MAX_IMAGE_FORM_BYTES, tooLarge: { message: IMAGE_MESSAGES.tooLarge, fieldErrors: { [imageField]: IMAGE_MESSAGES.tooLarge } } };
}
