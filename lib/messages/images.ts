// Our texts for uploaded images (the spec names these notices without their words).

export const IMAGE_MESSAGES = {
  notImage: "Please choose an image file (JPG, PNG or WebP).",
  tooLarge: "Images can be at most 5 MB.",
  unreadable: "This image could not be read. Please try another one.",
  storeFailed: "The image could not be saved. Please try again.",
} as const;
