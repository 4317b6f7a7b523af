// Sign-in, callback, password reset and log-out texts (the spec's error catalogue,
// "Authentication and profile"; the reset texts are ours).
import { TOO_MANY_REQUESTS } from "./common";

export const LOGIN_MESSAGES = {
  unconfirmed: "Please confirm your email before logging in. Check your inbox for the confirmation link.",
  unconfirmedToast: "Email not verified...",
  invalid: "Invalid email or password",
  connection: "Connection Error - Please check your internet connection and try again.",
  success: "Successfully logged in!",
  rateLimited: TOO_MANY_REQUESTS,
  resendNeedsEmail: "Please enter your email address first",
  resent: "Confirmation email has been resent. Please check your inbox.",
  resendFailed: "Failed to resend confirmation email",
  resendError: "An error occurred while resending the email",
} as const;

/**
 * The messages next-auth carries from `authorize` to the forms. The login form
 * maps them to the spec's texts with describeLoginFailure; the callback screen
 * shows the link messages as they are.
 */
export const AUTH_ERROR = {
  invalidCredentials: "Invalid login credentials",
  emailNotConfirmed: "Email not confirmed",
  unavailable: "Service unavailable",
  rateLimited: TOO_MANY_REQUESTS,
  linkInvalid: "This confirmation link is invalid or has expired. Log in and use Resend Email to get a new one.",
  alreadyConfirmed: "Your email is already confirmed. Please log in.",
} as const;

export const CALLBACK_MESSAGES = {
  verifying: "Verifying account...",
  title: "Authentication Error",
  failed: "Authentication failed. Please try again.",
  welcomeBack: "Welcome back!",
} as const;

export const RESET_MESSAGES = {
  requested: "If an account uses this address, we've sent a link to reset your password. Check your inbox.",
  requestFailed: "Failed to send the reset email. Please try again.",
  linkInvalid: "This reset link is invalid or has expired. Request a new one below.",
  updated: "Your password has been updated. Log in with your new password.",
  failed: "Failed to update your password. Please try again.",
} as const;

export const LOGOUT_MESSAGES = { success: "Logged out successfully", failure: "Failed to log out" } as const;
