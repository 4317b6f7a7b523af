import { db } from "@/lib/db/client";
import { runSeed, stableUuid } from "@/prisma/seed";
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SELLERS } from "@/prisma/demo-data";
import { authOptions } from "@/lib/auth/options";
import { DEMO_BUYER, DEMO_PASSWORD } from "@/prisma/demo-data";

describe("demo data", () => {
  beforeAll(async () => {
    await runSeed(process.env.DATABASE_URL!);
  }, 120_000);

  it("has the four campus locations and the landing categories", async () => {
    const campuses = await db.campusLocation.findMany({ orderBy: { name: "asc" }, select: { name: true } });
    expect(campuses.map((c) => c.name)).toEqual(["City Campus", "Main Campus", "Parklands Campus", "Westlands Campus"]);
    const names = (await db.category.findMany({ where: { status: "approved" }, select: { name: true } })).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["Textbooks", "Electronics", "Stationery", "Study Materials"]));
  });

  it("has at least six sellers with complete shops, one wholesaler, one buyer and one staff account", async () => {
    // Only the demo sellers: other test files share this database and make bare shops of their own.
    const shops = await db.shop.findMany({ where: { owner: { email: { in: DEMO_SELLERS.map((s) => s.email) } } } });
    expect(shops.length).toBeGreaterThanOrEqual(6);
    for (const shop of shops) {
      expect(shop.bannerUrl).toBeTruthy();
      expect(shop.description).toBeTruthy();
      expect(shop.businessHours).toBeTruthy();
      expect(shop.policies).toBeTruthy();
    }
    expect(await db.profile.count({ where: { accountType: "wholesaler", isSeller: true } })).toBeGreaterThanOrEqual(1);
    expect(await db.profile.count({ where: { role: "staff" } })).toBeGreaterThanOrEqual(1);
  });

  it("has at least 40 products across categories, conditions and statuses", async () => {
    const demoSellerIds = (await db.user.findMany({ where: { email: { in: DEMO_SELLERS.map((s) => s.email) } }, select: { id: true } })).map((u) => u.id);
    const products = await db.product.findMany({ where: { sellerId: { in: demoSellerIds } }, select: { categoryId: true, condition: true, status: true, imageUrl: true } });
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.condition))).toEqual(new Set(["new", "like_new", "good", "fair"]));
    expect(new Set(products.map((p) => p.status))).toEqual(new Set(["active", "sold", "out_of_stock"]));
    expect(products.every((p) => p.imageUrl?.startsWith("/demo/products/"))).toBe(true);
  });

  it("has one category for books: Textbooks holds the novels, there is no Books category, and the name Books leads to Textbooks", async () => {
    const textbooks = await db.category.findUniqueOrThrow({ where: { nameKey: "textbooks" }, select: { id: true, description: true } });
    expect(textbooks.description).toMatch(/novels/);
    expect(await db.category.findUnique({ where: { nameKey: "books" } })).toBeNull();
    expect(DEMO_CATEGORIES.filter((category) => /book/i.test(category.name)).map((category) => category.name)).toEqual(["Textbooks"]);
    expect(await db.categoryFormerName.findUnique({ where: { nameKey: "books" }, select: { categoryId: true } })).toEqual({ categoryId: textbooks.id });
    const novel = await db.product.findUniqueOrThrow({ where: { id: stableUuid("product:things-fall-apart") }, select: { categoryId: true } });
    expect(novel.categoryId).toBe(textbooks.id);
  });

  it("counts the stock of every listing whose seller counts it: some left while for sale, none once sold or out of stock", async () => {
    const rows = await db.product.findMany({
      where: { id: { in: DEMO_PRODUCTS.map((product) => stableUuid(`product:${product.slug}`)) } },
      select: { id: true, status: true, quantityAvailable: true },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const product of DEMO_PRODUCTS) {
      const row = byId.get(stableUuid(`product:${product.slug}`))!;
      expect([product.slug, row.quantityAvailable]).toEqual([product.slug, product.quantity]);
      if (row.quantityAvailable === null) continue;
      if (row.status === "active") expect([product.slug, row.quantityAvailable > 0]).toEqual([product.slug, true]);
      else expect([product.slug, row.quantityAvailable]).toEqual([product.slug, 0]);
    }
    // Counted: all but the notes printed to order and the wholesaler's warehouse lines.
    const uncounted = DEMO_PRODUCTS.filter((product) => product.quantity === null);
    expect(new Set(uncounted.map((product) => product.seller))).toEqual(new Set(["mutua", "wholesale"]));
    expect(DEMO_PRODUCTS.filter((product) => product.quantity !== null).length).toBeGreaterThanOrEqual(35);
    // The demo buyer's cart holds two packs of exercise books: there are that many to pay for.
    expect(byId.get(stableUuid("product:a4-exercise-books-pack"))!.quantityAvailable).toBeGreaterThanOrEqual(2);
  });

  it("running the seed again on a database seeded before the counts gives the demo listings theirs, and keeps a count a seller set", async () => {
    const id = (slug: string) => stableUuid(`product:${slug}`);
    await db.product.updateMany({ where: { id: { in: [id("study-desk"), id("campbell-biology"), id("geometry-set")] } }, data: { quantityAvailable: null } });
    await db.product.update({ where: { id: id("geometry-set") }, data: { status: "sold" } });
    await db.product.update({ where: { id: id("bicycle") }, data: { quantityAvailable: 3 } });
    await runSeed(process.env.DATABASE_URL!);
    const quantity = async (slug: string) => (await db.product.findUniqueOrThrow({ where: { id: id(slug) }, select: { quantityAvailable: true } })).quantityAvailable;
    expect(await quantity("study-desk")).toBe(1);
    expect(await quantity("campbell-biology")).toBe(0);
    // Sold since it was seeded: none left, whatever the demo's count.
    expect(await quantity("geometry-set")).toBe(0);
    expect(await quantity("bicycle")).toBe(3);
    await db.product.update({ where: { id: id("geometry-set") }, data: { status: "active", quantityAvailable: 8 } });
    await db.product.update({ where: { id: id("bicycle") }, data: { quantityAvailable: 1 } });
  }, 120_000);

  it("running the seed again adds nothing", async () => {
    const before = await db.product.count();
    await runSeed(process.env.DATABASE_URL!);
    expect(await db.product.count()).toBe(before);
    expect(await db.user.count({ where: { email: DEMO_BUYER.email } })).toBe(1);
  }, 120_000);

  it("the demo buyer can sign in with the printed password", async () => {
    const provider = authOptions.providers[0] as unknown as { options: { authorize: (c: Record<string, string>, r: unknown) => Promise<unknown> } };
    await expect(provider.options.authorize({ email: DEMO_BUYER.email, password: DEMO_PASSWORD }, {})).resolves.toMatchObject({ email: DEMO_BUYER.email });
  });

  it("every demo product has its image file in the repository", async () => {
    const fs = await import("node:fs");
    const missing = DEMO_PRODUCTS.filter((p) => !fs.existsSync(`public/demo/products/${p.slug}.webp`)).map((p) => p.slug);
    expect(missing).toEqual([]);
  });
});
