import { getCurrentUser } from "@/lib/auth/session";
import { sendWelcome } from "@/lib/accounts/email-links";
import { apiError, apiSuccess } from "@/lib/api/responses";

// Spec: the welcome email needs a signed-in caller. It only ever goes to the
// caller's own address, whatever the body says.
export async function POST() {
  const user = await getCurrentUser();
  if (!user) return apiError(401, "unauthorized", "You must be signed in to request a welcome email");
  try {
    await sendWelcome({ email: user.email, fullName: user.fullName });
    return apiSuccess({ message: "Welcome email sent" });
  } catch (error) {
    console.error("welcome email failed", error);
    return apiError(502, "email_failed", "Failed to send welcome email");
  }
}
