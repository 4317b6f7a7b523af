import { businessHoursText, categorySuggestionSchema, followShopSchema, parseBusinessHours, PREFERRED_CONTACT_OPTIONS, readBusinessHours, shopFormSchema } from "@/lib/validation/shop";
import { productFormSchema } from "@/lib/validation/product";

/** Hours as the list the parser returns, written as an object for short tests (its keys in the order written). */
const lines = (hours: Record<string, string>) => Object.entries(hours).map(([days, time]) => ({ days, hours: time }));

describe("business hours", () => {
  it("become a structure when every part reads 'day: hours'", () => {
    expect(parseBusinessHours("Mon-Fri: 8:00-17:00\nSat: 9:00-13:00")).toEqual(lines({ "Mon-Fri": "8:00-17:00", Sat: "9:00-13:00" }));
    expect(parseBusinessHours("Weekdays: 8am-5pm; Sunday: closed")).toEqual(lines({ Weekdays: "8am-5pm", Sunday: "closed" }));
    expect(parseBusinessHours('{"mon":"8-5"}')).toEqual(lines({ mon: "8-5" }));
  });

  it("stay as text otherwise", () => {
    expect(parseBusinessHours("Most afternoons after class")).toBe("Most afternoons after class");
    expect(parseBusinessHours("Mon-Fri: 8-5\nask me on WhatsApp")).toBe("Mon-Fri: 8-5\nask me on WhatsApp");
    expect(parseBusinessHours(null)).toBeNull();
  });

  it("read back as the text a seller edits", () => {
    expect(businessHoursText(lines({ "Mon-Fri": "8:00-17:00", Sat: "9:00-13:00" }))).toBe("Mon-Fri: 8:00-17:00\nSat: 9:00-13:00");
    // Hours saved before they were a list: an object keyed by day.
    expect(businessHoursText({ "Mon-Fri": "8:00-17:00", Sat: "9:00-13:00" })).toBe("Mon-Fri: 8:00-17:00\nSat: 9:00-13:00");
    expect(businessHoursText("After class")).toBe("After class");
    expect(businessHoursText(null)).toBe("");
  });
});

describe("shop form", () => {
  it("needs a shop name and reads the delivery tick", () => {
    expect(shopFormSchema.safeParse({ shopName: " " }).error?.issues[0]?.message).toBe("Shop name is required");
    expect(shopFormSchema.parse({ shopName: "A", offersDelivery: "on" }).offersDelivery).toBe(true);
    expect(shopFormSchema.parse({ shopName: "A" })).toMatchObject({ offersDelivery: false, description: null, preferredContact: null });
  });
});

describe("product form", () => {
  const valid = { name: "Lamp", price: "1,500", description: "Bright", categoryId: "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70", condition: "new" };
  it("reads a price with thousands separators as whole shillings", () => {
    expect(productFormSchema.parse(valid).price).toBe(1500);
  });
  const priceError = (price: string) => productFormSchema.safeParse({ ...valid, price }).error?.issues[0]?.message;

  it("takes whole shillings from 10 (the least M-Pesa pays a seller) to 1,000,000", () => {
    expect(productFormSchema.parse({ ...valid, price: "10" }).price).toBe(10);
    expect(priceError("9")).toBe("Price must be at least KES 10, the least M-Pesa can pay out");
    expect(productFormSchema.parse({ ...valid, price: " 950 " }).price).toBe(950);
    expect(productFormSchema.parse({ ...valid, price: "1,000,000" }).price).toBe(1_000_000);
    expect(priceError("1000001")).toBe("Price must be at most KES 1,000,000");
    expect(priceError("99999999999999999999999")).toBe("Price must be at most KES 1,000,000");
  });

  it("refuses a price of 0 or below as not positive", () => {
    expect(priceError("0")).toBe("Price must be positive");
    expect(priceError("000")).toBe("Price must be positive");
    expect(priceError("-1")).toBe("Price must be positive");
  });

  it("reads digits only: hex, exponents, decimals and signs are refused, never converted", () => {
    for (const price of ["0x10", "0b11", "0o17", "1e3", "Infinity", "+5", "１２", "12abc", "1,5,0"]) {
      expect([price, priceError(price)]).toEqual([price, "Enter the price in digits, like 1500"]);
    }
    expect(priceError("12.50")).toBe("Price must be in whole shillings");
  });
});

describe("business hours read as a structure", () => {
  it("JSON is read as a structure only when it is an object of texts", () => {
    expect(parseBusinessHours('{"Mon-Fri":"8-5","Sat":"9-1"}')).toEqual(lines({ "Mon-Fri": "8-5", Sat: "9-1" }));
    expect(parseBusinessHours("{}")).toEqual(lines({}));
  });

  it.each([
    ["an array", '["Mon: 8-5","Sat: 9-1"]'],
    ["a nested object", '{"Mon":{"open":"8","close":"5"}}'],
    ["an object with a number", '{"Mon":"8-5","Sat":9}'],
    ["an object with null", '{"Mon":null}'],
    ["a number", "5"],
    ["a JSON string", '"Mon: 8-5"'],
    ["null", "null"],
    ["true", "true"],
  ])("JSON that is %s stays as the text typed", (_what, typed) => {
    expect(parseBusinessHours(typed)).toBe(typed);
  });

  it("an empty text is no hours at all", () => {
    expect(parseBusinessHours("")).toBeNull();
  });

  it("day names may hold letters of either case, spaces, dots, commas, ampersands and dashes", () => {
    expect(parseBusinessHours("mon: 8-5")).toEqual(lines({ mon: "8-5" }));
    expect(parseBusinessHours("MON: 8-5")).toEqual(lines({ MON: "8-5" }));
    expect(parseBusinessHours("Public holidays: closed")).toEqual(lines({ "Public holidays": "closed" }));
    expect(parseBusinessHours("Sat.: 9-1")).toEqual(lines({ "Sat.": "9-1" }));
    expect(parseBusinessHours("Sat,Sun: 10-2")).toEqual(lines({ "Sat,Sun": "10-2" }));
    expect(parseBusinessHours("Mon&Tue: 8-5")).toEqual(lines({ "Mon&Tue": "8-5" }));
    expect(parseBusinessHours("Mon-Fri: 8-5")).toEqual(lines({ "Mon-Fri": "8-5" }));
  });

  it("a day name starts with a letter", () => {
    for (const typed of ["1Mon: 8-5", "-Mon: 8-5", "(Mon): 8-5", ".Sat: 9-1", " : 8-5"]) expect(parseBusinessHours(typed)).toBe(typed);
  });

  it("a day name of 31 characters is read, 32 is not", () => {
    const at31 = `M${"o".repeat(30)}`;
    expect(parseBusinessHours(`${at31}: 8-5`)).toEqual(lines({ [at31]: "8-5" }));
    expect(parseBusinessHours(`${at31}o: 8-5`)).toBe(`${at31}o: 8-5`);
  });

  it("spaces around the colon are optional and not kept; the hours may hold colons", () => {
    expect(parseBusinessHours("Mon:8-5")).toEqual(lines({ Mon: "8-5" }));
    expect(parseBusinessHours("  Mon  :   8:00-17:00  ")).toEqual(lines({ Mon: "8:00-17:00" }));
    expect(parseBusinessHours("Mon - Fri : 8-5; Sat :9-1")).toEqual(lines({ "Mon - Fri": "8-5", Sat: "9-1" }));
  });

  it("hours that run on past a carriage return or a Unicode line separator are not cut short: the text stays as typed", () => {
    expect(parseBusinessHours("Mon: 8-5\u2028ask me on WhatsApp")).toBe("Mon: 8-5\u2028ask me on WhatsApp");
    expect(parseBusinessHours("Mon: 8-5\rask me")).toBe("Mon: 8-5\rask me");
  });

  it("a day with no hours after its colon leaves the text as typed", () => {
    expect(parseBusinessHours("Mon:")).toBe("Mon:");
    expect(parseBusinessHours("Mon: 8-5; Sat:  ")).toBe("Mon: 8-5; Sat:  ");
  });

  it("parts are separated by semicolons or lines, empty parts ignored", () => {
    expect(parseBusinessHours("Mon: 8-5;;\n\nSat: 9-1;")).toEqual(lines({ Mon: "8-5", Sat: "9-1" }));
    expect(parseBusinessHours("Mon: 8-5; Sat: 9-1")).toEqual(lines({ Mon: "8-5", Sat: "9-1" }));
  });

  it("a text of separators only stays as typed", () => {
    expect(parseBusinessHours(";\n;")).toBe(";\n;");
    expect(parseBusinessHours("   ")).toBe("   ");
  });

  it("back to text: hours that are not text are written as they read, anything else is empty", () => {
    expect(businessHoursText({ Mon: 8, Sat: true })).toBe("Mon: 8\nSat: true");
    expect(businessHoursText({})).toBe("");
    expect(businessHoursText("")).toBe("");
    expect(businessHoursText(undefined)).toBe("");
    expect(businessHoursText(42)).toBe("");
  });

  it("keep the seller's order, Monday-Friday before Saturday (a day-keyed object would be sorted by the jsonb column)", () => {
    const hours = parseBusinessHours("Mon-Fri: 8:00-17:00\nSat: 9:00-13:00\nSun: closed");
    expect(Array.isArray(hours)).toBe(true);
    expect((hours as Array<{ days: string }>).map((line) => line.days)).toEqual(["Mon-Fri", "Sat", "Sun"]);
    // The order survives the database's own sorting: a JSON round trip through a list keeps it.
    expect(readBusinessHours(JSON.parse(JSON.stringify(hours)))).toEqual(hours);
  });

  it("stored hours are read as lines, as free text, or as nothing", () => {
    expect(readBusinessHours([{ days: "Mon-Fri", hours: "8-5" }, { days: "Sat", hours: "9-1" }])).toEqual(lines({ "Mon-Fri": "8-5", Sat: "9-1" }));
    expect(readBusinessHours({ sat: "9-1", sun: "closed" })).toEqual(lines({ sat: "9-1", sun: "closed" }));
    expect(readBusinessHours("After class")).toBe("After class");
    expect(readBusinessHours([{ days: "Mon" }, "Mon: 8-5", null])).toBeNull();
    for (const nothing of [null, undefined, "", "  ", [], {}, 42]) expect(readBusinessHours(nothing)).toBeNull();
  });

  it("a structure read back and parsed again is the same structure", () => {
    const hours = lines({ "Mon-Fri": "8:00-17:00", Sat: "9:00-13:00" });
    expect(parseBusinessHours(businessHoursText(hours))).toEqual(hours);
  });
});

describe("the shop form's fields", () => {
  const parse = (fields: Record<string, unknown>) => shopFormSchema.safeParse({ shopName: "Njeri's Closet", ...fields });
  const messages = (fields: Record<string, unknown>) => parse(fields).error?.issues.map((issue) => [issue.path[0], issue.message]);

  it("the shop name is trimmed; missing or blank is refused with 'Shop name is required'", () => {
    expect(parse({ shopName: "  Njeri's Closet  " }).data?.shopName).toBe("Njeri's Closet");
    expect(shopFormSchema.safeParse({}).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["shopName", "Shop name is required"]]);
    expect(messages({ shopName: "" })).toEqual([["shopName", "Shop name is required"]]);
  });

  it("a shop name of 80 characters is accepted and 81 is refused with 'Shop name must be at most 80 characters'", () => {
    expect(parse({ shopName: "s".repeat(80) }).success).toBe(true);
    expect(messages({ shopName: "s".repeat(81) })).toEqual([["shopName", "Shop name must be at most 80 characters"]]);
  });

  it.each([
    ["description", "Description", 1000],
    ["businessHours", "Business hours", 500],
    ["policies", "Policies", 2000],
  ])("%s: %s of %i characters is accepted and one more is refused with its message", (field, label, max) => {
    expect(parse({ [field]: "x".repeat(max) }).data?.[field as "description"]).toBe("x".repeat(max));
    expect(messages({ [field]: "x".repeat(max + 1) })).toEqual([[field, `${label} must be at most ${max} characters`]]);
  });

  it("an optional text is trimmed, keeps its lines, and is null when blank or missing", () => {
    expect(parse({ description: "  Dresses\nand shoes  ", policies: " \n ", businessHours: "" }).data).toMatchObject({
      description: "Dresses\nand shoes",
      policies: null,
      businessHours: null,
    });
    expect(parse({}).data).toMatchObject({ description: null, policies: null, businessHours: null });
  });

  it.each([
    [true, true],
    [false, false],
    ["on", true],
    ["true", true],
    ["false", false],
    ["", false],
    [undefined, false],
  ])("the delivery tick %p reads as %p", (offersDelivery, expected) => {
    expect(parse({ offersDelivery }).data?.offersDelivery).toBe(expected);
  });

  it("any other delivery value is refused", () => {
    for (const offersDelivery of ["yes", "off", 1]) expect(parse({ offersDelivery }).success).toBe(false);
  });

  it("the preferred contact is one of the five offered, trimmed, or none", () => {
    expect(PREFERRED_CONTACT_OPTIONS).toEqual(["Messages", "WhatsApp", "Phone call", "SMS", "Email"]);
    for (const preferredContact of PREFERRED_CONTACT_OPTIONS) expect(parse({ preferredContact }).data?.preferredContact).toBe(preferredContact);
    expect(parse({ preferredContact: " SMS " }).data?.preferredContact).toBe("SMS");
    expect(parse({ preferredContact: "" }).data?.preferredContact).toBeNull();
    expect(parse({ preferredContact: "  " }).data?.preferredContact).toBeNull();
  });

  it("any other preferred contact is refused with 'Choose how buyers should contact you'", () => {
    for (const preferredContact of ["Telegram", "whatsapp", "Phone"]) expect(messages({ preferredContact })).toEqual([["preferredContact", "Choose how buyers should contact you"]]);
  });
});

describe("following a shop", () => {
  const shopId = "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70";
  it("names the shop by UUID and says follow or unfollow", () => {
    expect(followShopSchema.parse({ shopId, following: true })).toEqual({ shopId, following: true });
    expect(followShopSchema.parse({ shopId, following: false })).toEqual({ shopId, following: false });
    expect(followShopSchema.safeParse({ shopId: "njeri", following: true }).success).toBe(false);
    expect(followShopSchema.safeParse({ shopId, following: "true" }).success).toBe(false);
  });
});

describe("a category suggestion", () => {
  const messages = (input: Record<string, unknown>) => categorySuggestionSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]);

  it("needs a name, trimmed, of at most 50 characters", () => {
    expect(categorySuggestionSchema.parse({ name: "  Lab gear  " })).toEqual({ name: "Lab gear", description: null });
    expect(messages({})).toEqual([["name", "Category name is required"]]);
    expect(messages({ name: "  " })).toEqual([["name", "Category name is required"]]);
    expect(categorySuggestionSchema.parse({ name: "c".repeat(50) }).name).toHaveLength(50);
    expect(messages({ name: "c".repeat(51) })).toEqual([["name", "Category name must be at most 50 characters"]]);
  });

  it("takes a description of at most 300 characters, trimmed, null when blank", () => {
    expect(categorySuggestionSchema.parse({ name: "Lab gear", description: "d".repeat(300) }).description).toHaveLength(300);
    expect(categorySuggestionSchema.parse({ name: "Lab gear", description: "  Coats\nand goggles " }).description).toBe("Coats\nand goggles");
    expect(categorySuggestionSchema.parse({ name: "Lab gear", description: "  " }).description).toBeNull();
    expect(messages({ name: "Lab gear", description: "d".repeat(301) })).toEqual([["description", "Description must be at most 300 characters"]]);
  });
});
