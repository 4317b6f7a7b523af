import { NextResponse } from "next/server";
import { serverCallbackRoute } from "@/lib/api/route";
import { apiError, apiSuccess } from "@/lib/api/responses";
import { setEmailTopic } from "@/lib/db/email-outbox";
import { readUnsubscribeToken } from "@/lib/mail/unsubscribe";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/messages/email";
import { siteUrl } from "@/lib/site";

// One-click unsubscribe (RFC 8058): the address in an email's List-Unsubscribe header, which
// the mail client POSTs to with "List-Unsubscribe=One-Click", no page and no session; the
// unsubscribe page's button posts here too. The signed token in the address is the only
// credential (lib/mail/unsubscribe-token.ts), and all it can do is turn its one topic off for
// its one person, so a repeat changes nothing. No cross-site check: mail servers and webmail
// pages post here, not our own pages. The body says nothing the token does not; it is read
// under a small cap only so that a large one is refused.

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export const POST = serverCallbackRoute()
  .guard(({ request }) => (readUnsubscribeToken(tokenOf(request)) ? null : apiError("not_found", UNSUBSCRIBE_MESSAGES.linkInvalid)))
  .rawJson({ maxBytes: 1024 })
  .handle(async ({ request }) => {
    const token = tokenOf(request)!;
    const { userId, topic } = readUnsubscribeToken(token)!;
    await setEmailTopic(userId, topic, false);
    // The page's button: back to the page, which now says it is done.
    if (new URL(request.url).searchParams.get("from") === "page") {
      return NextResponse.redirect(`${siteUrl()}/email/unsubscribe?token=${encodeURIComponent(token)}&done=1`, 303);
    }
    return apiSuccess(undefined, UNSUBSCRIBE_MESSAGES.unsubscribed);
  });
