import { z } from "zod";
import { EMAIL_TOPICS } from "@/lib/mail/email-kinds";

/** Settings' one switch: a kind of email on or off. */
export const emailPreferenceSchema = z.object({ topic: z.enum(EMAIL_TOPICS), enabled: z.boolean() }).strict();

export type EmailPreferenceInput = z.infer<typeof emailPreferenceSchema>;
