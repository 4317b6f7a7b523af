import { acceptEmailLinkRequest, deliverConfirmationLink, emailLinkRoute } from "@/lib/accounts/email-requests";

// Spec: POST /email/confirmation {email, confirmationToken, username}. The
// token is made here, never taken from the caller, so this sends a fresh link
// exactly like the resend endpoint.
export const POST = emailLinkRoute.handle(({ input }) => acceptEmailLinkRequest(input.email, deliverConfirmationLink, "confirmation"));
