import { publicRoute } from "@/lib/api/responses";
import { deliverConfirmationLink, handleEmailLinkRequest } from "@/lib/accounts/email-requests";

export const POST = publicRoute((request) => handleEmailLinkRequest(request, deliverConfirmationLink, "confirmation resend"));
