import { acceptEmailLinkRequest, deliverConfirmationLink, emailLinkRoute } from "@/lib/accounts/email-requests";

export const POST = emailLinkRoute.handle(({ input }) => acceptEmailLinkRequest(input.email, deliverConfirmationLink, "confirmation resend"));
