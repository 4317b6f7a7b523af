import { z } from "zod";
import { SHOP_MESSAGES } from "@/lib/messages/shop";
import { multilineText, text } from "./fields";

// The shop settings form (the spec's validation rules, "Shop form").

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

/** One line of business hours: the days as the seller wrote them ("Mon-Fri") and the hours. */
export type BusinessHoursLine = { days: string; hours: string };

/**
 * Business hours as a structure when the text reads like one ("Mon-Fri: 8am-5pm;
 * Sat: 9am-1pm", one per line, or a JSON object), otherwise the text as typed (the
 * spec's validation rules). The structure is a list, in the seller's order: the column is jsonb,
 * which keeps an array's order but sorts an object's keys (Sat came before Mon-Fri).
 */
export function parseBusinessHours(text: string | null): BusinessHoursLine[] | string | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed) && Object.values(parsed).every((v) => typeof v === "string")) {
      return Object.entries(parsed as Record<string, string>).map(([days, hours]) => ({ days, hours }));
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
    return entries.map((m) => ({ days: m![1]!.trim(), hours: m![2]!.trim() }));
  }
  return text;
}

/**
 * Stored business hours as lines to show, or the seller's free text. Reads the list
 * written today and the day-keyed object written before it (whose order jsonb lost).
 */
export function readBusinessHours(value: unknown): BusinessHoursLine[] | string | null {
  if (typeof value === "string") return value.trim() ? value : null;
  if (Array.isArray(value)) {
    const lines = value.filter(
      (line): line is BusinessHoursLine => Boolean(line) && typeof line === "object" && typeof line.days === "string" && typeof line.hours === "string",
    );
    return lines.length ? lines : null;
  }
  if (value && typeof value === "object") {
    const lines = Object.entries(value as Record<string, unknown>).map(([days, hours]) => ({ days, hours: String(hours) }));
    return lines.length ? lines : null;
  }
  return null;
}

/** Business hours back to the text a seller edits. */
export function businessHoursText(value: unknown): string {
  const hours = readBusinessHours(value);
  if (typeof hours === "string") return hours;
  return hours ? hours.map(({ days, hours: time }) => `${days}: ${time}`).join("\n") : "";
}

export const categorySuggestionSchema = z.object({
  name: text({ error: "Category name is required" }).trim().min(1, "Category name is required").max(50, "Category name must be at most 50 characters"),
  description: multilineText()
    .trim()
    .max(300, "Description must be at most 300 characters")
    .optional()
    .transform((value) => value || null),
});

