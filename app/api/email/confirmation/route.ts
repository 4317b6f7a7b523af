import { publicRoute } from "@/lib/api/responses";
import { deliverConfirmationLink, handleEmailLinkRequest } from "@/lib/accounts/email-requests";

// Spec: POST /email/confirmation {email, confirmationToken, username}. The
// token is made here, never taken from the caller, so this sends a fresh link
// exactly like the resend endpoint.
export const POST = publicRoute((request) => handleEmailLinkRequest(request, deliverConfirmationLink, "confirmation"));
