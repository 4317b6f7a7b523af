import { logger } from "@/lib/log/logger.mjs";
import { registerAccount, type SignupDocument } from "@/lib/accounts/signup";
import { SIGNUP_MESSAGES } from "@/lib/messages/signup";
import { apiError, publicRoute, respond, tooManyRequests } from "@/lib/api/responses";
import { readFormBody } from "@/lib/api/body";
import { clientIp } from "@/lib/http/client-ip";
import { consumeRateLimits } from "@/lib/rate-limit/limits";
import { DOCUMENT_MAX_BYTES, SIGNUP_FIELDS, signupSchema } from "@/lib/validation/signup";
import { firstFieldErrors } from "@/lib/validation/auth";
import { textFields } from "@/lib/validation/form-data";

// Sign-up is a route handler, not a server action: the verification document
// can be up to 10 MB, past a server action's 1 MB body limit (see docs/decisions/security-baseline.md). The body is
// capped at that plus the form, counted as it streams in (lib/api/body.ts).
const MAX_BODY_BYTES = DOCUMENT_MAX_BYTES + 1024 * 1024;
const TOO_LARGE = { message: "Your document is larger than 10MB.", fieldErrors: { documentFile: "The document must be 10MB or smaller" } };

export const POST = publicRoute(async (request) => {
  const ip = clientIp(request.headers);
  const ipVerdict = await consumeRateLimits([["signupIp", ip]]);
  if (!ipVerdict.allowed) return tooManyRequests(ipVerdict.retryAfterSeconds);

  const form = await readFormBody(request, { maxBytes: MAX_BODY_BYTES, tooLarge: TOO_LARGE });
  if (form instanceof Response) return form;

  const fields = textFields(form, SIGNUP_FIELDS);
  const parsed = signupSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = firstFieldErrors(parsed.error) as Record<string, string>;
    // A weak password is reported as itself (the form shows messages that mention "password").
    const message = fieldErrors.password ?? SIGNUP_MESSAGES.invalidFormat;
    return apiError("invalid_input", message, { fieldErrors });
  }

  const emailVerdict = await consumeRateLimits([["signupEmail", parsed.data.email]]);
  if (!emailVerdict.allowed) return tooManyRequests(emailVerdict.retryAfterSeconds);

  const file = form.get("documentFile");
  let document: SignupDocument = null;
  if (file instanceof File && file.size > 0) {
    document = { bytes: new Uint8Array(await file.arrayBuffer()), sizeBytes: file.size };
  }

  try {
    return respond(await registerAccount(parsed.data, document), 201);
  } catch (error) {
    logger.error({ err: error }, "signup failed");
    return apiError("server_error", SIGNUP_MESSAGES.serverError);
  }
});
