import { logger } from "@/lib/log/logger.mjs";
import { sendWelcome } from "@/lib/accounts/email-links";
import { apiError, apiSuccess } from "@/lib/api/responses";
import { userRoute } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";

// Spec: the welcome email needs a signed-in caller. It only ever goes to the
// caller's own address, whatever the body says, and a few times at most: per
// user and per client address (lib/rate-limit/limits.ts), so it cannot be
// used to make the app send mail in bulk.
export const POST = userRoute("You must be signed in to request a welcome email")
  .rateLimit(({ request, user }) => [
    ["welcomeEmailIp", clientIp(request.headers)],
    ["welcomeEmailUser", user.id],
  ])
  .handle(async ({ user }) => {
    try {
      await sendWelcome({ email: user.email, fullName: user.fullName });
      return apiSuccess(undefined, "Welcome email sent");
    } catch (error) {
      logger.error({ err: error }, "welcome email failed");
      return apiError("upstream_failed", "Failed to send welcome email");
    }
  });
