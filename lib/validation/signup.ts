import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/lib/constants";
import { describeWeakPassword, passwordWeaknesses } from "@/lib/auth/password-strength";
import { emailField, fullNameField, optionalText, PHONE_PATTERN, secretText, text } from "./fields";
import { SIGNUP_MESSAGES } from "@/lib/messages/signup";

// The sign-up form (the spec's entities and validation rules), one schema for the form and the
// /api/signup handler. The document travels beside these fields and is checked
// by content on the server (lib/storage/file-type.ts).

export const ACCOUNT_TYPES = ["student", "wholesaler"] as const;
export type AccountTypeValue = (typeof ACCOUNT_TYPES)[number];

export const signupSchema = z
  .object({
    fullName: fullNameField,
    email: emailField,
    password: secretText({ error: "Password is required" })
      .min(1, "Password is required")
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(128, "Password must be at most 128 characters"),
    phone: text({ error: "Phone number is required" })
      .trim()
      .min(1, "Phone number is required")
      .max(20, "Please enter a valid phone number")
      .regex(PHONE_PATTERN, "Please enter a valid phone number"),
    campusLocationId: text({ error: "Campus location is required" })
      .trim()
      .min(1, "Campus location is required")
      .regex(/^\d{1,9}$/, "Campus location is required")
      .transform(Number),
    accountType: z.enum(ACCOUNT_TYPES).default("student"),
    studentId: optionalText(50, "Student ID must be at most 50 characters"),
    businessName: optionalText(120, "Business name must be at most 120 characters"),
    businessLicenseNumber: optionalText(60, "Licence number must be at most 60 characters"),
    taxId: optionalText(40, "Tax ID must be at most 40 characters"),
    businessAddress: optionalText(200, "Business address must be at most 200 characters"),
    businessPhone: optionalText(20, "Please enter a valid phone number").refine(
      (value) => value === undefined || PHONE_PATTERN.test(value),
      "Please enter a valid phone number",
    ),
    businessEmail: optionalText(254, "Please enter a valid business email address").refine(
      (value) => value === undefined || z.email().safeParse(value).success,
      "Please enter a valid business email address",
    ),
    businessDescription: optionalText(1000, "Business description must be at most 1000 characters", { multiline: true }),
    businessWebsite: optionalText(200, "Website must be at most 200 characters"),
    wholesalerCode: optionalText(20, "Access codes are 8 characters").transform((value) => value?.toUpperCase()),
  })
  .superRefine((input, ctx) => {
    // An access code is what makes a wholesaler (see docs/decisions/staff.md); the server checks it is real and unused.
    if (input.accountType === "wholesaler" && !input.wholesalerCode) {
      ctx.addIssue({ code: "custom", path: ["wholesalerCode"], message: SIGNUP_MESSAGES.codeRequired });
    }
    if (input.password.length < PASSWORD_MIN_LENGTH) return;
    const reasons = passwordWeaknesses(input.password, { email: input.email, fullName: input.fullName });
    if (reasons.length > 0) ctx.addIssue({ code: "custom", path: ["password"], message: describeWeakPassword(reasons) });
  });

export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

/** The form's field names, in the order the form shows them (first error gets focus). */
export const SIGNUP_FIELDS = [
  "fullName",
  "email",
  "password",
  "phone",
  "campusLocationId",
  "accountType",
  "studentId",
  "businessName",
  "businessLicenseNumber",
  "taxId",
  "businessAddress",
  "businessPhone",
  "businessEmail",
  "businessDescription",
  "businessWebsite",
  "wholesalerCode",
] as const satisfies ReadonlyArray<keyof SignupInput>;

// Verification documents (see docs/decisions/private-documents.md): checked by content, at most 10 MB.
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = "image/png,image/jpeg,application/pdf";
export const DOCUMENT_HINT = "PNG, JPG or PDF up to 10MB";
