import { publicRoute } from "@/lib/api/responses";
import { deliverPasswordResetLink, handleEmailLinkRequest } from "@/lib/accounts/email-requests";

// Spec: POST /email/password-reset {email, resetToken}. The reset token is made
// here; a caller-supplied one is ignored.
export const POST = publicRoute((request) => handleEmailLinkRequest(request, deliverPasswordResetLink, "password reset"));
