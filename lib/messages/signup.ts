// Sign-up texts (the spec's error catalogue, "Authentication and profile"). The spec names
// the warnings without their words; these are ours, in the same voice.
import { TOO_MANY_REQUESTS } from "./common";

export const SIGNUP_MESSAGES = {
  success: "Account created successfully! Please check your email for the confirmation link.",
  failed: "Failed to create account",
  emailTaken: "This email is already registered",
  invalidFormat: "Invalid email or password format",
  tooManyRequests: TOO_MANY_REQUESTS,
  serverError: "Server error. Please try again later.",
  campusLoadFailed: "Failed to load campus locations",
  /** The spec's words for a wholesaler code that is unknown or taken; a wholesaler sign-up is refused with them. */
  codeRefused: "Wholesaler code not found or already used",
  codeRequired: "Enter the access code you received from Campus Market",
} as const;

export const SIGNUP_WARNINGS = {
  documentNotImageOrPdf: "Your document was not uploaded: it must be a PNG, JPG or PDF file. You can send it later.",
  documentTooLarge: "Your document was not uploaded: it is larger than 10MB. You can send it later.",
  documentFailed: "There was an issue uploading your document. You can send it later.",
  businessDetailsFailed: "Your business details could not be saved. You can add them later.",
  confirmationEmailFailed: "We could not send the confirmation email. Use Resend Email to try again.",
} as const;
