import { deliverConfirmationLink, handleEmailLinkRequest } from "@/lib/accounts/email-requests";

export function POST(request: Request) {
  return handleEmailLinkRequest(request, deliverConfirmationLink, "confirmation resend");
}
