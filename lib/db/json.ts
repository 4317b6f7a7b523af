import type { Prisma } from "./generated/client";

// What PostgreSQL's jsonb cannot hold: the NUL character, and half a UTF-16 surrogate pair
// (JSON can spell "\ud800"; jsonb refuses it). Bodies that others send us (Daraja's callbacks
// and answers) are kept as received except for these, so storing them can never fail.
const NUL = /\u0000/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as PostgreSQL will take it (the same cleaning, for a text column). */
export function storableText(value: string): string {
  return value.replace(NUL, "").replace(LONE_SURROGATES, "\uFFFD");
}

/** A received JSON value as jsonb will take it: every key and string cleaned, numbers and structure kept. */
export function storableJson(value: unknown): Prisma.InputJsonValue {
  return clean(value ?? null) as Prisma.InputJsonValue;
}

function clean(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, entry]) => [storableText(key), clean(entry)]));
  return typeof value === "number" && !Number.isFinite(value) ? null : value;
}
