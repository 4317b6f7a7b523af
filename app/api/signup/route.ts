import { logger } from "@/lib/log/logger.mjs";
import { registerAccount, signupRefusal, type SignupDocument } from "@/lib/accounts/signup";
import { SIGNUP_MESSAGES } from "@/lib/messages/signup";
import { apiError, respond } from "@/lib/api/responses";
import { publicRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { DOCUMENT_MAX_BYTES, SIGNUP_FIELDS, signupSchema } from "@/lib/validation/signup";

// Sign-up is a route handler, not a server action: the verification document
// can be up to 10 MB, past a server action's 1 MB body limit (see docs/decisions/security-baseline.md). The body is
// capped at that plus the form, counted as it streams in (lib/api/body.ts).
const MAX_BODY_BYTES = DOCUMENT_MAX_BYTES + 1024 * 1024;
const TOO_LARGE = { message: "Your document is larger than 10MB.", fieldErrors: { documentFile: "The document must be 10MB or smaller" } };

export const POST = publicRoute()
  .rateLimit(({ request }) => [["signupIp", clientIp(request.headers)]])
  .form(
    { maxBytes: MAX_BODY_BYTES, tooLarge: TOO_LARGE },
    {
      fields: SIGNUP_FIELDS,
      schema: signupSchema,
      // A weak password is reported as itself (the form shows messages that mention "password").
      invalid: (fieldErrors) => apiError("invalid_input", fieldErrors.password ?? SIGNUP_MESSAGES.invalidFormat, { fieldErrors }),
    },
  )
  // The email's budget is its owner's: a sign-up that could never make an account (no such
  // campus, a code that is not free, the email already taken) is answered before it is counted.
  .authorize(async ({ input }) => {
    const refused = await signupRefusal(input);
    return refused ? respond(refused) : null;
  })
  .rateLimit(({ input }) => [["signupEmail", input.email]])
  .handle(async ({ form, input }) => {
    const file = form.get("documentFile");
    let document: SignupDocument = null;
    if (file instanceof File && file.size > 0) {
      document = { bytes: new Uint8Array(await file.arrayBuffer()), sizeBytes: file.size };
    }

    try {
      return respond(await registerAccount(input, document), 201);
    } catch (error) {
      logger.error({ err: error }, "signup failed");
      return apiError("server_error", SIGNUP_MESSAGES.serverError);
    }
  });
