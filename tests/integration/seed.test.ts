import { db } from "@/lib/db/client";
import { runSeed } from "@/prisma/seed";
import { DEMO_PRODUCTS, DEMO_SELLERS } from "@/prisma/demo-data";
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
