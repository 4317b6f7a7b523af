import { listCatalogueFacets } from "@/lib/db/categories";
import { orderByActiveCount } from "@/lib/catalogue/category-order";
import { createCategory, createProduct, createUser } from "./factories";

// The phone's category chips are ordered by items for sale, read from the counts
// the product triggers keep, read in the sidebar's one facets statement:
// only active listings count, and a category with none is absent.

describe("active counts for the category chips", () => {
  it("count each category's active listings and order the busiest first", async () => {
    const seller = await createUser({ isSeller: true });
    const [quiet, busy, empty] = [await createCategory(), await createCategory(), await createCategory()];
    await createProduct(seller.id, { categoryId: quiet.id });
    await createProduct(seller.id, { categoryId: quiet.id, status: "sold" });
    for (let i = 0; i < 3; i++) await createProduct(seller.id, { categoryId: busy.id });
    await createProduct(seller.id, { categoryId: busy.id, status: "out_of_stock" });

    const { activeCounts: counts } = await listCatalogueFacets();
    expect(counts[quiet.id]).toBe(1);
    expect(counts[busy.id]).toBe(3);
    expect(counts[empty.id]).toBeUndefined();
    expect(orderByActiveCount([empty, quiet, busy], counts).map((c) => c.id)).toEqual([busy.id, quiet.id, empty.id]);
  });
});
