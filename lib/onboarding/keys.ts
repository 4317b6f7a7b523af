// The local-storage keys of the onboarding flags (the spec's entities, "Local-storage keys"), in a
// module of their own: the tutorial's gate on every signed-in page needs only these names.
export const STORAGE_KEYS = {
  tutorialCompleted: "tutorialCompleted",
  myShopTutorialCompleted: "myShopTutorialCompleted",
  ordersTutorialPending: "ordersTutorialPending",
  tutorialProgress: "tutorialProgress",
  isNewUser: "isNewUser",
  loggedInBefore: "hasLoggedInBefore",
} as const;
