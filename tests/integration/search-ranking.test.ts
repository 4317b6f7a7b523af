import { searchProducts } from "@/lib/db/product-search";
import { runSeed, stableUuid } from "@/prisma/seed";
import { DEMO_PRODUCTS } from "@/prisma/demo-data";

// What a visitor types and the listing they should see first, over the demo data
// ('calculator' showed the Calculus textbook above the calculators).
const id = (slug: string) => stableUuid(`product:${slug}`);
// Other suites share this database and add listings of their own (a plain "Lab coat"); the
// order that matters here is the demo listings' among themselves.
const DEMO_IDS = new Set(DEMO_PRODUCTS.map((product) => id(product.slug)));
const demoOnly = <T extends { id: string }>(products: T[]) => products.filter((product) => DEMO_IDS.has(product.id));

describe("search ranking over the demo data", () => {
  beforeAll(async () => {
    await runSeed(process.env.DATABASE_URL!);
  }, 120_000);

  it.each([
    // A whole word above a word that only starts with it ('calculus' starts like 'calculator').
    ["calculator", "casio-fx-991es-plus"],
    ["calculators", "casio-fx-991es-plus"],
    ["calculus", "calculus-early-transcendentals"],
    // Typo tolerance: the misspelt word is corrected to a word listings use.
    ["calculater", "casio-fx-991es-plus"],
    ["bicyle", "bicycle"],
    // The name above the description ('highlighting' in a textbook's, 'engineering' in a calculator's).
    ["highlighter", "highlighters-set"],
    ["engineering", "past-papers-engineering-maths"],
    ["laptop", "hp-laptop-14"],
    ["charger", "usb-c-charger-65w"],
    // Several words: the listing with more of them in its name.
    ["scientific calculator", "wholesale-calculators"],
    ["lab coat", "white-lab-coat"],
    // The last word while it is still being typed.
    ["organic chem", "organic-chemistry-clayden"],
    ["clayden", "organic-chemistry-clayden"],
  ])("'%s' shows %s first", async (query, slug) => {
    const { products } = await searchProducts(query);
    expect(demoOnly(products)[0]?.id).toBe(id(slug));
  });

  it("lists every calculator before the textbook that only starts like the word", async () => {
    const names = demoOnly((await searchProducts("calculator")).products).map((p) => p.id);
    const textbook = names.indexOf(id("calculus-early-transcendentals"));
    expect(textbook).toBeGreaterThan(names.indexOf(id("casio-fx-991es-plus")));
    expect(textbook).toBeGreaterThan(names.indexOf(id("wholesale-calculators")));
    expect(names.indexOf(id("wholesale-calculators"))).toBeGreaterThanOrEqual(0);
  });

  it("still finds the textbook while the word is being typed", async () => {
    const ids = (await searchProducts("calc")).products.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([id("calculus-early-transcendentals"), id("casio-fx-991es-plus"), id("wholesale-calculators")]));
  });
});
