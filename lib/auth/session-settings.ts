/** How long a session lasts without use (next-auth's maxAge, lib/auth/options.ts). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
