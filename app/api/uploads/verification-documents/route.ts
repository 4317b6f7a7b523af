import { documentSendRefusal } from "@/lib/db/verifications";
import { respond } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { VERIFICATION_MESSAGES } from "@/lib/messages/verifications";
import { DOCUMENT_MAX_BYTES } from "@/lib/validation/signup";
import { VERIFICATION_DOCUMENT_FIELD } from "@/lib/validation/verifications";
import { SEND_REFUSALS, sendVerificationDocument } from "@/lib/verifications/send-documents";

// A refused wholesaler sends new business documents (docs/decisions/verified-businesses.md).
// A route handler, like sign-up, because a document may be 10 MB, past a server action's body
// limit (docs/decisions/security-baseline.md). Who may send is settled before a byte is read:
// only a wholesaler, for themselves, after a refusal or while no document is on file.
const TOO_LARGE = { message: VERIFICATION_MESSAGES.documentTooLarge, fieldErrors: { [VERIFICATION_DOCUMENT_FIELD]: VERIFICATION_MESSAGES.documentTooLarge } };

export const POST = userRoute(VERIFICATION_MESSAGES.signedOut)
  .authorize(async ({ user }) => {
    const refusal = await documentSendRefusal(user.id);
    return refusal ? respond(SEND_REFUSALS[refusal]) : null;
  })
  .rateLimit(({ user }) => [["verificationDocumentUser", user.id]])
  .form({ maxBytes: DOCUMENT_MAX_BYTES + 64 * 1024, tooLarge: TOO_LARGE })
  .handle(async ({ user, form }) => respond(await sendVerificationDocument(user.id, form.get(VERIFICATION_DOCUMENT_FIELD)), 201));
