import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { signupSchema } from "@/lib/validation/signup";
import { productFormSchema } from "@/lib/validation/product";
import { categorySuggestionSchema, shopFormSchema } from "@/lib/validation/shop";
import { completeProfileSchema } from "@/lib/validation/profile";
import { emailRequestSchema } from "@/lib/validation/fields";
import { loginSchema } from "@/lib/validation/auth";
import { moreProductsSchema, parseCatalogueFilters, parseSearchQuery } from "@/lib/validation/catalogue";

// Every text a user types or puts in an address loses its control
// characters in the shared zod fields (lib/validation/fields.ts), before any rule or query
// sees it. Single-line fields turn line breaks and tabs into spaces; multi-line fields keep
// tab and newline. Passwords are the one exception: they are compared, never shown or stored.

const NUL = "\u0000";

describe("single-line text", () => {
  it("loses NUL, escape, DEL and C1 controls; tabs and line breaks become spaces", () => {
    const parsed = signupSchema.parse({
      fullName: `Wanjiru${NUL} Kamau\u007f`,
      email: `wanjiru${NUL}@students.example.ac.ke`,
      password: "chai-na-mandazi-7",
      phone: `0712${NUL} 345 678`,
      campusLocationId: `1${NUL}`,
      accountType: "wholesaler",
      businessName: "Gikomba\tStationers\u001b",
      businessAddress: "Stall 4\r\nGikomba\u0085Market",
      wholesalerCode: `abcd${NUL}2345`,
    });
    expect(parsed).toMatchObject({
      fullName: "Wanjiru Kamau",
      email: "wanjiru@students.example.ac.ke",
      phone: "0712 345 678",
      campusLocationId: 1,
      businessName: "Gikomba Stationers",
      businessAddress: "Stall 4 Gikomba Market",
      wholesalerCode: "ABCD2345",
    });
  });

  it("loses lone UTF-16 surrogates (JSON can carry them; PostgreSQL's driver cannot), keeping whole emoji", () => {
    expect(completeProfileSchema.shape.fullName.parse("Amina\ud800 Otieno\udc00 \ud83d\ude00")).toBe("Amina Otieno \ud83d\ude00");
    expect(moreProductsSchema.parse({ kind: "search", q: "calc\udfffulator", page: 2 })).toEqual({ kind: "search", q: "calculator", page: 2 });
    expect(productFormSchema.shape.description.parse("Line one\ud800\nLine two")).toBe("Line one\nLine two");
  });

  it("a field of nothing but control characters is empty, so a required one is refused as missing", () => {
    expect(productFormSchema.safeParse({ name: `${NUL}\u0001`, price: "10", description: "x", categoryId: "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70", condition: "new" }).error?.issues[0]?.message).toBe(
      "Product name is required",
    );
    expect(categorySuggestionSchema.safeParse({ name: `\u0007${NUL}` }).error?.issues[0]?.message).toBe("Category name is required");
  });

  it("applies to the login, email-link, profile and category forms", () => {
    expect(loginSchema.parse({ email: `a${NUL}@b.co`, password: "x" }).email).toBe("a@b.co");
    expect(emailRequestSchema.parse({ email: `a@b.co${NUL}` }).email).toBe("a@b.co");
    expect(completeProfileSchema.parse({ fullName: `Ann${NUL}`, campusLocation: `Main${NUL} Campus` })).toMatchObject({ fullName: "Ann", campusLocation: "Main Campus" });
    expect(categorySuggestionSchema.parse({ name: `Lab${NUL} Gear`, description: `Coats${NUL}` })).toEqual({ name: "Lab Gear", description: "Coats" });
    expect(shopFormSchema.parse({ shopName: `Njeri${NUL} Closet`, preferredContact: `WhatsApp${NUL}` })).toMatchObject({ shopName: "Njeri Closet", preferredContact: "WhatsApp" });
  });

  it("a password is kept exactly as typed", () => {
    expect(loginSchema.parse({ email: "a@b.co", password: `pass${NUL}\tword` }).password).toBe(`pass${NUL}\tword`);
  });
});

describe("multi-line text", () => {
  it("keeps newlines and tabs, turns CRLF into a newline, and loses the other controls", () => {
    const parsed = productFormSchema.parse({
      name: "Lamp",
      price: "950",
      description: `Works.\r\n\tSolar\u0007 and battery.${NUL}\rThree levels.`,
      categoryId: "3f2b8c1e-9a4d-4c7e-8f10-2b3c4d5e6f70",
      condition: "new",
    });
    expect(parsed.description).toBe("Works.\n\tSolar and battery.\nThree levels.");
    expect(shopFormSchema.parse({ shopName: "A", policies: `No returns${NUL}\nafter 3 days`, businessHours: `Mon: 8-5${NUL}\nSat: 9-1` })).toMatchObject({
      policies: "No returns\nafter 3 days",
      businessHours: "Mon: 8-5\nSat: 9-1",
    });
  });
});

describe("search and browse addresses", () => {
  it("a search loses its control characters, from the address and from Load more", () => {
    expect(parseSearchQuery({ q: `desk${NUL}lamp\u001b` })).toBe("desklamp");
    expect(parseSearchQuery({ q: `${NUL}${NUL}` })).toBe("");
    expect(moreProductsSchema.parse({ kind: "search", q: `ab${NUL}cd`, page: 2 })).toEqual({ kind: "search", q: "abcd", page: 2 });
    expect(moreProductsSchema.parse({ kind: "category", category: `Text${NUL}books`, query: `condition=new${NUL}`, page: 2 })).toMatchObject({ category: "Textbooks", query: "condition=new" });
  });

  it("filter values from the address lose theirs", () => {
    expect(parseCatalogueFilters({ location: [`Main${NUL} Campus`, `${NUL}`], condition: `new${NUL}`, sort: `newest${NUL}` })).toMatchObject({
      locations: ["Main Campus"],
      conditions: ["new"],
      sort: "newest",
    });
  });
});

describe("the rule holds for every schema", () => {
  it("no schema in lib/validation builds its own z.string(): they all go through the shared fields", () => {
    const folder = path.join(process.cwd(), "lib/validation");
    const offenders = readdirSync(folder)
      .filter((file) => file.endsWith(".ts") && file !== "fields.ts")
      .filter((file) => /\bz\s*\.\s*(string|coerce\s*\.\s*string)\s*\(/.test(readFileSync(path.join(folder, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
