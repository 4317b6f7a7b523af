// Spec section 8, "Callback" and "Profile", plus our password-reset texts.
export const CALLBACK_MESSAGES = {
  verifying: "Verifying account...",
  title: "Authentication Error",
  failed: "Authentication failed. Please try again.",
  welcomeBack: "Welcome back!",
} as const;

export const PROFILE_MESSAGES = {
  loadFailed: "Failed to load profile information",
  updateFailed: "Failed to update profile information",
  completed: "Profile completed successfully!",
  notFound: "Profile not found. Please sign in again or contact support.",
} as const;

export const RESET_MESSAGES = {
  requested: "If an account uses this address, we've sent a link to reset your password. Check your inbox.",
  requestFailed: "Failed to send the reset email. Please try again.",
  linkInvalid: "This reset link is invalid or has expired. Request a new one below.",
  updated: "Your password has been updated. Log in with your new password.",
  failed: "Failed to update your password. Please try again.",
} as const;
