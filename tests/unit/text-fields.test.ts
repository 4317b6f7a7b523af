import {
  emailField,
  emailRequestSchema,
  fullNameField,
  multilineText,
  optionalText,
  PHONE_PATTERN,
  secretText,
  stripControlCharacters,
  stripControlCharactersMultiline,
  text,
} from "@/lib/validation/fields";

// The shared text fields every form reads through (lib/validation/fields.ts).

const HIGH = "\ud83d";
const LOW = "\ude00";
const EMOJI = `${HIGH}${LOW}`;

describe("one line of text", () => {
  it.each([
    ["a tab", "\t"],
    ["a line feed", "\n"],
    ["a vertical tab", "\v"],
    ["a form feed", "\f"],
    ["a carriage return", "\r"],
    ["a next-line (NEL)", "\u0085"],
    ["a CRLF, counted once", "\r\n"],
  ])("%s between two words becomes one space", (_name, control) => {
    expect(stripControlCharacters(`Main${control}Campus`)).toBe("Main Campus");
  });

  it("every line break in the text becomes a space, not only the first", () => {
    expect(stripControlCharacters("a\tb\nc\r\nd\u0085e")).toBe("a b c d e");
    expect(stripControlCharacters("a\r\n\r\nb")).toBe("a  b");
  });

  it("every other control character goes: NUL, bell, escape, DEL and the C1 range", () => {
    expect(stripControlCharacters("\u0000a\u0001b\u0007c\u001bd\u007fe\u0080f\u009fg\u0000")).toBe("abcdefg");
  });

  it("ordinary text, accents, emoji and spaces are kept as they are", () => {
    const kept = `  Café Ñyama ${EMOJI} — 100% (ok)  `;
    expect(stripControlCharacters(kept)).toBe(kept);
  });

  it("a lone half of a surrogate pair goes, at either end of the range, wherever it stands", () => {
    expect(stripControlCharacters("a\ud800b")).toBe("ab");
    expect(stripControlCharacters("a\udbffb")).toBe("ab");
    expect(stripControlCharacters("a\udc00b")).toBe("ab");
    expect(stripControlCharacters("a\udfffb")).toBe("ab");
    expect(stripControlCharacters(`${HIGH}`)).toBe("");
    expect(stripControlCharacters(`${LOW}`)).toBe("");
    expect(stripControlCharacters(`${LOW}${HIGH}`)).toBe("");
    expect(stripControlCharacters(`${HIGH}${HIGH}x${LOW}${LOW}`)).toBe("x");
  });

  it("a whole pair is kept, including the first and last characters beyond the basic plane", () => {
    expect(stripControlCharacters(`x${EMOJI}y`)).toBe(`x${EMOJI}y`);
    expect(stripControlCharacters("\ud800\udc00")).toBe("\ud800\udc00");
    expect(stripControlCharacters("\udbff\udfff")).toBe("\udbff\udfff");
    expect(stripControlCharacters(`${HIGH}${EMOJI}${LOW}`)).toBe(EMOJI);
  });
});

describe("several lines of text", () => {
  it("tabs and line feeds stay", () => {
    expect(stripControlCharactersMultiline("Mon:\t8-5\nSat:\t9-1")).toBe("Mon:\t8-5\nSat:\t9-1");
  });

  it("CRLF, a lone CR and NEL each become one line feed, every one of them", () => {
    expect(stripControlCharactersMultiline("a\r\nb\rc\u0085d\r\ne")).toBe("a\nb\nc\nd\ne");
  });

  it("every other control character goes, vertical tab and form feed included", () => {
    expect(stripControlCharactersMultiline("\u0000a\vb\fc\u001bd\u007fe\u0080f\u009fg\u0000")).toBe("abcdefg");
  });

  it("lone surrogates go and whole pairs stay", () => {
    expect(stripControlCharactersMultiline(`a\ud800\nb\udfff ${EMOJI}`)).toBe(`a\nb ${EMOJI}`);
  });
});

describe("the schema fields", () => {
  it("text() strips controls before its rules; multilineText() keeps lines; secretText() keeps everything", () => {
    expect(text().trim().min(1).safeParse("\u0000\u0001").success).toBe(false);
    expect(text().parse("a\nb\u0000")).toBe("a b");
    expect(multilineText().parse("a\nb\u0000")).toBe("a\nb");
    expect(secretText().parse("a\nb\u0000")).toBe("a\nb\u0000");
  });

  it("an optional text field reads blank, missing and spaces as undefined and trims the rest", () => {
    const field = optionalText(10, "Too long");
    expect(field.parse("")).toBeUndefined();
    expect(field.parse("   ")).toBeUndefined();
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse("  Kisumu  ")).toBe("Kisumu");
  });

  it("an optional text field takes its maximum and refuses one more with its own message", () => {
    const field = optionalText(10, "Too long");
    expect(field.parse("x".repeat(10))).toBe("x".repeat(10));
    expect(field.safeParse("x".repeat(11)).error?.issues.map((issue) => issue.message)).toEqual(["Too long"]);
  });

  it("an optional text field is one line unless it says multiline", () => {
    expect(optionalText(50, "Too long").parse("Stall 4\nGikomba")).toBe("Stall 4 Gikomba");
    expect(optionalText(50, "Too long", {}).parse("Stall 4\nGikomba")).toBe("Stall 4 Gikomba");
    expect(optionalText(50, "Too long", { multiline: true }).parse("Stall 4\nGikomba")).toBe("Stall 4\nGikomba");
  });

  it("a phone number is digits, spaces, +, -, and brackets, nothing else", () => {
    for (const phone of ["0712345678", "+254712345678", "0712-345-678", "0712 345 678", "(0712)345678", "7"]) expect([phone, PHONE_PATTERN.test(phone)]).toEqual([phone, true]);
    for (const phone of ["", "call me", "x0712345678", "0712345678x", "0712.345.678", "0712/345", "#0712"]) expect([phone, PHONE_PATTERN.test(phone)]).toEqual([phone, false]);
  });
});

describe("the email field", () => {
  it("is required, as text", () => {
    expect(emailField.safeParse(undefined).error?.issues[0]?.message).toBe("Email is required");
    expect(emailField.safeParse(42).error?.issues[0]?.message).toBe("Email is required");
    expect(emailField.safeParse("  ").error?.issues[0]?.message).toBe("Email is required");
  });

  it("is trimmed and lower-cased", () => {
    expect(emailField.parse("  Wanjiru@Example.AC.KE ")).toBe("wanjiru@example.ac.ke");
  });

  it("an address of 254 characters is accepted and 255 is refused with 'Please enter a valid email address'", () => {
    const at254 = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(emailField.parse(at254)).toBe(at254);
    expect(emailField.safeParse(`a${at254}`).error?.issues.map((issue) => issue.message)).toEqual(["Please enter a valid email address"]);
  });

  it("a malformed address is refused with 'Please enter a valid email address'", () => {
    expect(emailField.safeParse("wanjiru@").error?.issues.map((issue) => issue.message)).toEqual(["Please enter a valid email address"]);
    expect(emailRequestSchema.safeParse({ email: "wanjiru" }).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["email", "Please enter a valid email address"]]);
  });
});

describe("the full name field", () => {
  it("is required, as text", () => {
    expect(fullNameField.safeParse(undefined).error?.issues[0]?.message).toBe("Full name is required");
    expect(fullNameField.safeParse(" \t ").error?.issues[0]?.message).toBe("Full name is required");
  });

  it("a name of 100 characters is accepted and 101 is refused with 'Full name must be at most 100 characters'", () => {
    expect(fullNameField.parse(` ${"n".repeat(100)} `)).toBe("n".repeat(100));
    expect(fullNameField.safeParse("n".repeat(101)).error?.issues.map((issue) => issue.message)).toEqual(["Full name must be at most 100 characters"]);
  });
});
