import fc from "fast-check";

// What a hostile client sends instead of a form's values, and a small language
// of changes to a valid input ("plans") so a property can start from input the
// entry point accepts and break exactly one thing about it. Plans are plain
// data: fast-check can print, replay and shrink them.

/** NUL and other C0 controls, DEL, a C1 control, bidi override, zero-width, BOM, line separator, lone surrogates. */
export const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\u202e", "\u200b", "\ufeff", "\u2028", "\ud800", "\udfff"];
export const controlCharacter = fc.constantFrom(...CONTROL_CHARACTERS);

/** Text that parses as a number somewhere: hex, exponents, infinities, other scripts' digits, too many digits. */
export const numberLikeText = fc.constantFrom("0", "-0", "0x10", "1e308", "1e-7", "Infinity", "NaN", "9007199254740993", "1".repeat(400), " 12 ", "١٢", "１２", "1,000,000,000,000", "12.50", "+5", "0b11");

export const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.oneof(controlCharacter, fc.constantFrom("a", "Z", " ", "-", "@", ".", "é")), maxLength: 20 }),
  numberLikeText,
  fc.constantFrom("", " ", "\t\n", "a".repeat(5000), "<script>alert(1)</script>", "' OR 1=1 --", "../../etc/passwd", "%00", "{{7*7}}", "${7*7}", "null", "[]", "{}"),
);

export const hugeNumber = fc.constantFrom(Number.MAX_VALUE, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 1e21, Infinity, -Infinity, NaN, -0, 0.5, Number.MIN_VALUE, -1);

/** Values a JSON body can carry where text or a number belongs. */
export const jsonWrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hugeNumber.filter(Number.isFinite),
  fc.integer(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);

/** Values a server action's argument can carry (React serialises these too): undefined, BigInt, Date, infinities. */
export const actionWrongType = fc.oneof(jsonWrongType, fc.constant(undefined), fc.bigInt(), hugeNumber, fc.date({ noInvalidDate: false }));

export const anyActionValue = fc.oneof(hostileText, actionWrongType);
export const anyJsonValue = fc.oneof(hostileText, jsonWrongType);

/** A form field's value: text, a file where text belongs, or the same name repeated. */
export const anyFormValue: fc.Arbitrary<string | File | Array<string | File>> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => new File([bytes], "x.jpg", { type: "image/jpeg" })) },
  { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) },
);

/** Keys a mass-assignment attempt would add to a body. */
export const suspiciousKey = fc.constantFrom("id", "userId", "sellerId", "shopId", "ownerId", "isSeller", "isStaff", "role", "accountType", "emailVerified", "sessionVersion", "status", "price", "__proto__", "constructor", "prototype");

export type Change =
  | { kind: "replace"; field: number; value: unknown }
  | { kind: "remove"; field: number }
  | { kind: "inject"; field: number; char: string; at: number }
  | { kind: "extra"; extras: Array<[string, unknown]> }
  | { kind: "whole"; value: unknown };
/** Which valid input to start from, and the one thing to break about it. */
export type Plan = { base: number; change: Change };

export function plans(bases: number, values: fc.Arbitrary<unknown>, whole: fc.Arbitrary<unknown>): fc.Arbitrary<Plan> {
  const field = fc.nat(31);
  const change: fc.Arbitrary<Change> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("replace" as const), field, value: values }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("remove" as const), field }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("inject" as const), field, char: controlCharacter, at: fc.double({ min: 0, max: 1, noNaN: true }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("extra" as const), extras: fc.array(fc.tuple(fc.oneof(suspiciousKey, fc.string({ maxLength: 10 })), values), { minLength: 1, maxLength: 4 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("whole" as const), value: whole }) },
  );
  return fc.record({ base: fc.nat(Math.max(0, bases - 1)), change });
}

/**
 * Plans run on every seed: for each text field of every base, a NUL (PostgreSQL
 * refuses it in text) and a lone surrogate (Prisma's query engine refuses it in
 * JSON) in the middle of otherwise valid input.
 */
export function controlCharacterExamples(bases: Array<Record<string, unknown> | undefined>): Array<[Plan]> {
  return bases.flatMap((base, index) =>
    Object.entries(base ?? {}).flatMap(([, value], field) =>
      typeof value === "string" ? ["\u0000", "\ud800"].map((char) => [{ base: index, change: { kind: "inject", field, char, at: 0.5 } }] as [Plan]) : [],
    ),
  );
}

function withOwn(target: Record<string, unknown>, key: string, value: unknown) {
  // defineProperty, not assignment: "__proto__" must arrive as a field, as JSON.parse would make it.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The input a plan describes; `undefined` from `whole` means "no input at all". */
export function applyPlan(bases: Array<Record<string, unknown> | undefined>, plan: Plan): unknown {
  const base = bases[plan.base % bases.length];
  const { change } = plan;
  if (change.kind === "whole") return change.value;
  if (base === undefined) return change.kind === "extra" ? Object.fromEntries(change.extras) : undefined;
  const keys = Object.keys(base);
  const input: Record<string, unknown> = { ...base };
  const key = keys[("field" in change ? change.field : 0) % Math.max(1, keys.length)];
  switch (change.kind) {
    case "replace":
      if (key !== undefined) withOwn(input, key, change.value);
      break;
    case "remove":
      if (key !== undefined) delete input[key];
      break;
    case "inject": {
      if (key === undefined) break;
      const text = String(input[key]);
      const at = Math.floor(change.at * text.length);
      input[key] = text.slice(0, at) + change.char + text.slice(at);
      break;
    }
    case "extra":
      for (const [extraKey, value] of change.extras) withOwn(input, extraKey, value);
      break;
  }
  return input;
}

/** Text as an address can carry it: a URL is percent-encoded UTF-8, where a lone surrogate cannot exist. */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** Any value as the text a form or URL carries. */
export function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "bigint") return `${value}`;
  if (value instanceof File) return value.name;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
