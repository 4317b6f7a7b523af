import { acceptEmailLinkRequest, deliverPasswordResetLink, emailLinkRoute } from "@/lib/accounts/email-requests";

// Spec: POST /email/password-reset {email, resetToken}. The reset token is made
// here; a caller-supplied one is ignored.
export const POST = emailLinkRoute.handle(({ input }) => acceptEmailLinkRequest(input.email, deliverPasswordResetLink, "password reset"));
