// The messages next-auth carries from `authorize` to the forms. The login form
// maps them to the spec's texts (section 8, "Login") in lib/auth/login-errors.ts;
// the callback screen shows the link messages as they are.
export const AUTH_ERROR = {
  invalidCredentials: "Invalid login credentials",
  emailNotConfirmed: "Email not confirmed",
  unavailable: "Service unavailable",
  rateLimited: "Too many requests. Please try again later.",
  linkInvalid: "This confirmation link is invalid or has expired. Log in and use Resend Email to get a new one.",
  alreadyConfirmed: "Your email is already confirmed. Please log in.",
} as const;
