// The spec's 6-character minimum stands (see docs/decisions/sessions.md), and weak passwords are
// reported with reasons. Shared by the forms and the server, no I/O.

// The most common passwords of at least 6 characters in public breach lists,
// plus the ones people on a Kenyan campus would reach for first.
const COMMON_PASSWORDS = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "654321", "111111", "000000", "123123",
  "121212", "112233", "666666", "888888", "777777", "159753", "147258", "123321", "password",
  "password1", "password123", "passw0rd", "qwerty", "qwerty123", "qwertyuiop", "asdfgh", "zxcvbn",
  "abc123", "abcdef", "abcd1234", "iloveyou", "letmein", "welcome", "welcome1", "monkey", "dragon",
  "football", "baseball", "sunshine", "princess", "shadow", "master", "superman", "trustno1",
  "computer", "michael", "jennifer", "freedom", "whatever", "starwars", "mustang", "secret",
  "kenya123", "kenya254", "nairobi", "nairobi1", "nairobi254", "student", "student1", "campus",
  "university", "mpesa123", "safaricom", "jesus1", "blessed", "godisgood", "arsenal", "chelsea",
  "manutd", "liverpool",
]);

export const WEAK_PASSWORD_PREFIX = "Password is too weak";

/** Reasons a password is weak, in plain words; empty when it is acceptable. */
export function passwordWeaknesses(password: string, context: { email?: string; fullName?: string } = {}): string[] {
  const reasons: string[] = [];
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) reasons.push("it is one of the most commonly used passwords");
  if (/^(.)\1+$/.test(password)) reasons.push("it repeats a single character");
  else if (isSequence(lower)) reasons.push("it is a simple sequence like 123456 or abcdef");

  const mailbox = context.email?.split("@")[0]?.toLowerCase();
  if (mailbox && mailbox.length >= 4 && lower.includes(mailbox)) reasons.push("it contains your email address");
  const names = (context.fullName ?? "").toLowerCase().split(/\s+/).filter((name) => name.length >= 4);
  if (names.some((name) => lower.includes(name))) reasons.push("it contains your name");
  return reasons;
}

export function describeWeakPassword(reasons: string[]): string {
  return `${WEAK_PASSWORD_PREFIX}: ${reasons.join("; ")}. Choose something harder to guess.`;
}

function isSequence(value: string): boolean {
  if (value.length < 6) return false;
  const codes = [...value].map((char) => char.charCodeAt(0));
  const steps = new Set(codes.slice(1).map((code, index) => code - (codes[index] ?? 0)));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}
