import { LOGIN_MESSAGES } from "@/lib/messages/auth";
// The spec's error catalogue, "Login": how a sign-in failure is shown.
export type LoginFailure =
  | { kind: "unconfirmed"; message: string }
  | { kind: "invalid"; message: string }
  | { kind: "rateLimited"; message: string }
  | { kind: "connection"; message: string };

export function describeLoginFailure(error: string | null | undefined): LoginFailure {
  const text = error ?? "";
  if (/Email not confirmed|Email confirmation|not confirmed/i.test(text)) {
    return { kind: "unconfirmed", message: LOGIN_MESSAGES.unconfirmed };
  }
  // Ours, checked before the spec's catch-all so a locked-out student is told why.
  if (/Too many requests/i.test(text)) return { kind: "rateLimited", message: LOGIN_MESSAGES.rateLimited };
  if (/Invalid|password|not found/i.test(text) || text === "CredentialsSignin") {
    return { kind: "invalid", message: LOGIN_MESSAGES.invalid };
  }
  return { kind: "connection", message: LOGIN_MESSAGES.connection };
}
