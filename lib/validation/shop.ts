import { z } from "zod";
import { SHOP_MESSAGES } from "@/lib/messages/shop";
import { multilineText, text } from "./fields";

// The shop settings form (spec section 5, "Shop form").

/** Follow / Following on a seller page. */
export const followShopSchema = z.object({ shopId: z.uuid(), following: z.boolean() });

export const PREFERRED_CONTACT_OPTIONS = ["Messages", "WhatsApp", "Phone call", "SMS", "Email"] as const;

/** An optional textarea of the shop form: blank is null. */
const optional = (field: string, max: number) =>
  multilineText()
    .trim()
    .max(max, SHOP_MESSAGES.tooLong(field, max))
    .optional()
    .transform((value) => value || null);

export const shopFormSchema = z.object({
  shopName: text({ error: SHOP_MESSAGES.nameRequired }).trim().min(1, SHOP_MESSAGES.nameRequired).max(80, SHOP_MESSAGES.nameTooLong),
  description: optional("Description", 1000),
  businessHours: optional("Business hours", 500),
  policies: optional("Policies", 2000),
  offersDelivery: z
    .union([z.boolean(), z.enum(["on", "true", "false", ""])])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true"),
  preferredContact: text()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(z.enum(PREFERRED_CONTACT_OPTIONS, { error: "Choose how buyers should contact you" }).nullable()),
});

export type ShopFormInput = z.input<typeof shopFormSchema>;
export type ShopFormData = z.output<typeof shopFormSchema>;
export type ShopField = keyof ShopFormInput | "banner";

/**
 * Business hours as a structure when the text reads like one ("Mon-Fri: 8am-5pm;
 * Sat: 9am-1pm", one per line, or JSON), otherwise the text as typed (spec section 5).
 */
export function parseBusinessHours(text: string | null): Record<string, string> | string | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed) && Object.values(parsed).every((v) => typeof v === "string")) {
      return parsed as Record<string, string>;
    }
  } catch {
    // not JSON: try "Day: hours" parts
  }
  const parts = text
    .split(/[;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const entries = parts.map((part) => /^([A-Za-z][A-Za-z .,&-]{0,30}?)\s*:\s*(.+)$/.exec(part));
  if (entries.length > 0 && entries.every(Boolean)) {
    return Object.fromEntries(entries.map((m) => [m![1]!.trim(), m![2]!.trim()]));
  }
  return text;
}

/** Business hours back to the text a seller edits. */
export function businessHoursText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([day, hours]) => `${day}: ${String(hours)}`)
      .join("\n");
  }
  return "";
}

export const categorySuggestionSchema = z.object({
  name: text({ error: "Category name is required" }).trim().min(1, "Category name is required").max(50, "Category name must be at most 50 characters"),
  description: multilineText()
    .trim()
    .max(300, "Description must be at most 300 characters")
    .optional()
    .transform((value) => value || null),
});

