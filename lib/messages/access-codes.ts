// The spec's error catalogue texts for the staff access codes page (/admin/codes).

export const ACCESS_CODE_MESSAGES = {
  signedOut: "You must be logged in to generate codes",
  failed: "Failed to generate codes",
  loadFailed: "Failed to load codes",
  empty: "No codes found. Generate some using the button above.",
  generated: (count: number) => `Generated ${count} new access code(s)`,
} as const;
