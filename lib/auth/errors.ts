// The messages next-auth carries from `authorize` to the login form. The form
// maps them to the spec's texts (section 8, "Login") in lib/auth/login-errors.ts.
export const AUTH_ERROR = {
  invalidCredentials: "Invalid login credentials",
  emailNotConfirmed: "Email not confirmed",
  unavailable: "Service unavailable",
} as const;
