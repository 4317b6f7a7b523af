// Profile texts (spec section 8, "Profile").

export const PROFILE_MESSAGES = {
  loadFailed: "Failed to load profile information",
  updateFailed: "Failed to update profile information",
  completed: "Profile completed successfully!",
  notFound: "Profile not found. Please sign in again or contact support.",
} as const;
