// Profile texts (the spec's error catalogue, "Profile").

export const PROFILE_MESSAGES = {
  loadFailed: "Failed to load profile information",
  updateFailed: "Failed to update profile information",
  completed: "Profile completed successfully!",
  notFound: "Profile not found. Please sign in again or contact support.",
} as const;

export const EDIT_PROFILE_MESSAGES = {
  updated: "Profile updated successfully",
  campusUnknown: "Please choose your campus from the list",
  passwordForPhone: "Enter your current password to change the phone your payouts go to",
  passwordWrong: "That password is not right",
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  changed: "Password changed. Your other devices have been signed out.",
  failed: "Failed to change password",
  noPassword: "Your account signs in with Google, so it has no password to change here.",
} as const;

export const DELETE_ACCOUNT_MESSAGES = {
  deleted: "Your account has been deleted",
  failed: "Failed to delete your account",
  passwordRequired: "Please enter your password",
  // Ours: the dialog when something must finish first (lib/accounts/deletion-rules.ts names what).
  blockedTitle: "Your account cannot be deleted yet",
  blockedIntro: "These must finish first. Once they have, you can delete your account here.",
  blockedLinks: { orders: "See your orders", sales: "Open My shop", payouts: "See your earnings" },
  // Beside the dialog's own Close (×), a wide button a thumb finds: a second "Close" would be two of one name.
  blockedDismiss: "Got it",
} as const;
