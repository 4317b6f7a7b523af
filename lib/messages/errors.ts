// The app's own error screens (the spec names none): an unexpected failure, and the
// database out of reach. No "server-only": the error boundary is a client
// component and reads the same texts and marker as the server.

export const ERROR_SCREEN_MESSAGES = {
  failedTitle: "Something went wrong",
  failedBody: "An error occurred. Please check your connection and try again.",
  retry: "Try again",
} as const;

export const DATABASE_UNAVAILABLE_MESSAGES = {
  title: "We can't reach our data right now",
  body: "Campus Market is having trouble reaching its database. Please try again in a minute.",
  /** Route handlers' 503 answer, and what a form shows from it. */
  api: "We can't reach our data right now. Please try again in a minute.",
} as const;

/**
 * The digest a database-unreachable error carries to the error boundary (lib/db/client.ts
 * sets it; Next keeps a digest the error already has), so the boundary can say which
 * screen to show without seeing the error's message, which production hides.
 */
export const DATABASE_UNAVAILABLE_DIGEST = "DATABASE_UNAVAILABLE";
