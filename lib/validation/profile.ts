import { z } from "zod";
import { fullNameField, PHONE_PATTERN, text } from "./fields";

// Profile completion (spec section 5, "Other forms"): full name and campus
// location required, phone optional; campus location is free text.
export const completeProfileSchema = z.object({
  fullName: fullNameField,
  phone: text()
    .trim()
    .max(20, "Please enter a valid phone number")
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || PHONE_PATTERN.test(value), "Please enter a valid phone number"),
  campusLocation: text({ error: "Campus location is required" })
    .trim()
    .min(1, "Campus location is required")
    .max(100, "Campus location must be at most 100 characters"),
  isSeller: z
    .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true"),
});

export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
