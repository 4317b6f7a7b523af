import { sendWelcome } from "@/lib/accounts/email-links";
import { apiError, apiSuccess, userRoute } from "@/lib/api/responses";

// Spec: the welcome email needs a signed-in caller. It only ever goes to the
// caller's own address, whatever the body says.
export const POST = userRoute("You must be signed in to request a welcome email", async (_request, user) => {
  try {
    await sendWelcome({ email: user.email, fullName: user.fullName });
    return apiSuccess(undefined, "Welcome email sent");
  } catch (error) {
    console.error("welcome email failed", error);
    return apiError("upstream_failed", "Failed to send welcome email");
  }
});
