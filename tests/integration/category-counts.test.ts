import { db } from "@/lib/db/client";
import { listCategoriesByName } from "@/lib/db/categories";
import { countCategoryProducts } from "@/lib/db/products";
import { EMPTY_FILTERS } from "@/lib/validation/catalogue";
import { createCategory, createProduct, createUser } from "./factories";

// Flat-cost catalogue reads: the landing page's per-category counts are kept by
// triggers on products, whatever writes them (one row, a bulk insert, a status or category
// change, a delete), and list counts stop at the cap.

/** The maintained counts must equal a real count, for every category. */
async function expectCountsMatchProducts() {
  const drift = await db.$queryRaw<Array<{ category_id: string; kept: number; real: number }>>`
    SELECT c.id AS category_id, coalesce(k.active, 0)::int AS kept, count(p.id) FILTER (WHERE p.status = 'active')::int AS real
    FROM categories c
    LEFT JOIN category_active_counts k ON k.category_id = c.id
    LEFT JOIN products p ON p.category_id = c.id
    GROUP BY c.id, k.active
    HAVING coalesce(k.active, 0) <> count(p.id) FILTER (WHERE p.status = 'active')`;
  expect(drift).toEqual([]);
}

const kept = async (categoryId: string) => (await db.categoryActiveCount.findUnique({ where: { categoryId } }))?.active ?? 0;

describe("per-category active counts", () => {
  it("follow every kind of product write", async () => {
    const seller = await createUser({ isSeller: true });
    const [books, gadgets] = [await createCategory(), await createCategory()];
    const first = await createProduct(seller.id, { categoryId: books.id });
    await createProduct(seller.id, { categoryId: books.id });
    await createProduct(seller.id, { categoryId: books.id, status: "sold" });
    expect(await kept(books.id)).toBe(2);

    await db.product.update({ where: { id: first.id }, data: { status: "sold" } });
    expect(await kept(books.id)).toBe(1);
    await db.product.update({ where: { id: first.id }, data: { status: "active", categoryId: gadgets.id } });
    expect([await kept(books.id), await kept(gadgets.id)]).toEqual([1, 1]);
    await db.product.update({ where: { id: first.id }, data: { price: 999 } });
    expect(await kept(gadgets.id)).toBe(1);

    await db.product.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({ name: `Bulk ${i}`, price: 100, categoryId: i % 2 ? books.id : gadgets.id, sellerId: seller.id, status: i % 5 === 0 ? ("sold" as const) : ("active" as const) })),
    });
    // 25 each; every fifth (5 of each) is sold.
    expect([await kept(books.id), await kept(gadgets.id)]).toEqual([1 + 20, 1 + 20]);
    await db.product.updateMany({ where: { categoryId: books.id }, data: { status: "out_of_stock" } });
    expect(await kept(books.id)).toBe(0);
    await db.product.deleteMany({ where: { categoryId: gadgets.id, status: "active" } });
    expect(await kept(gadgets.id)).toBe(0);
    await expectCountsMatchProducts();
  });

  it("deleting a seller's account takes their listings off the counts (cascade)", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory();
    await createProduct(seller.id, { categoryId: category.id });
    await db.user.delete({ where: { id: seller.id } });
    expect(await kept(category.id)).toBe(0);
    await expectCountsMatchProducts();
  });

  it("the landing page's cards read them", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory(`Counted ${Date.now()}`);
    await createProduct(seller.id, { categoryId: category.id });
    await createProduct(seller.id, { categoryId: category.id });
    expect(await listCategoriesByName([category.name])).toEqual([{ id: category.id, name: category.name, description: null, activeProducts: 2 }]);
  });
});

describe("list counts", () => {
  it("are exact up to the cap, and say 'more' past it", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory();
    await db.product.createMany({ data: Array.from({ length: 1_003 }, (_, i) => ({ name: `Capped ${i}`, price: 100 + i, categoryId: category.id, sellerId: seller.id })) });
    expect(await countCategoryProducts(category.id, EMPTY_FILTERS)).toBe(1_001);
    expect(await countCategoryProducts(category.id, { ...EMPTY_FILTERS, maxPrice: 109 })).toBe(10);
  });
});
