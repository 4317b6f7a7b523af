import { z } from "zod";
import { fullNameField, PHONE_PATTERN, secretText, text } from "./fields";
import { SELLER_MESSAGES, SHOP_MESSAGES } from "@/lib/messages/shop";
import { DELETE_CONFIRMATION_WORD } from "@/lib/accounts/deletion-rules";

/** Optional everywhere; when given, digits and the usual phone punctuation only. */
const optionalPhone = text()
  .trim()
  .max(20, "Please enter a valid phone number")
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || PHONE_PATTERN.test(value), "Please enter a valid phone number");


// Profile completion (the spec's validation rules, "Other forms"): full name and campus
// location required, phone optional; campus location is free text.
export const completeProfileSchema = z.object({
  fullName: fullNameField,
  phone: optionalPhone,
  // A schema's `error` is the message of its every check that names none (zod 4).
  campusLocation: text({ error: "Campus location is required" })
    .trim()
    .min(1)
    .max(100, "Campus location must be at most 100 characters"),
  isSeller: z
    .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true"),
});

export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

const POSTGRES_INT_MAX = 2_147_483_647;

// Edit Profile: name, phone and a campus from the campus list; the email is shown,
// not edited here. A seller's phone is where payouts go, so changing it asks for the current
// password (checked by the server; blank for an unchanged phone).
export const editProfileSchema = z.object({
  fullName: fullNameField,
  phone: optionalPhone,
  // An id from the campus list: a PostgreSQL integer, so anything larger is not one (and would fail in the database).
  campusLocationId: z.coerce.number({ error: "Campus location is required" }).int().positive().max(POSTGRES_INT_MAX),
  currentPassword: secretText().max(200, "Password is too long").optional(),
});

export type EditProfileInput = z.input<typeof editProfileSchema>;

// Become a Seller from the profile: a shop name and the seller terms, then My shop.
export const becomeSellerSchema = z.object({
  shopName: text({ error: SHOP_MESSAGES.nameRequired }).trim().min(1).max(80, SHOP_MESSAGES.nameTooLong),
  acceptTerms: z.literal(true, { error: SELLER_MESSAGES.termsRequired }),
});

export type BecomeSellerInput = z.input<typeof becomeSellerSchema>;

// Delete my account (see docs/decisions/account-rights.md): the password (checked by the server; a Google account
// has none), and the word typed to confirm.
export const deleteAccountSchema = z.object({
  password: secretText().max(200, "Password is too long").optional(),
  confirmation: text({ error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORD),
});

export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
