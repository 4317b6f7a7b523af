import { randomUUID } from "node:crypto";
import { revalidateTag } from "next/cache";
import { db } from "@/lib/db/client";
import { createPublicCacheHandler, IN_PROCESS } from "@/lib/cache/public-cache.mjs";
import { createSuggestedCategory, findCategoryByFormerName, listApprovedCategories, listCatalogueFacets, listCategoriesByName, listCategoriesForStaff } from "@/lib/db/categories";
import { NextRequest } from "next/server";
import { signInAs, signOut } from "@/tests/support/session";
import { formerCategoryPath } from "@/lib/catalogue/record-pages";
import { run } from "@/tests/support/actions";
import { until } from "@/tests/support/poll";
import { createCategory, createProduct, createUser } from "./factories";

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { hideCategoryAction, mergeCategoriesAction, renameCategoryAction, showCategoryAction } from "@/lib/actions/admin-categories";
import { middleware } from "@/middleware";

// Staff keep the categories sellers create at once (see docs/decisions/category-suggestions.md) on
// /admin/categories: rename, hide (products to Other), show again, merge; and browse lists
// leave out a seller's suggestion until it has an active product.

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function signInStaff() {
  signInAs(await createUser({ role: "staff" }), { isStaff: true });
}

/** The counts the triggers keep must equal a real count, for every category. */
async function expectCountsMatchProducts() {
  const drift = await db.$queryRaw<Array<{ category_id: string }>>`
    SELECT c.id AS category_id
    FROM categories c
    LEFT JOIN category_active_counts k ON k.category_id = c.id
    LEFT JOIN products p ON p.category_id = c.id
    GROUP BY c.id, k.active
    HAVING coalesce(k.active, 0) <> count(p.id) FILTER (WHERE p.status = 'active')`;
  expect(drift).toEqual([]);
}

const browseNames = async () => (await listCatalogueFacets()).categories.map((category) => category.name);
const other = () => db.category.findUnique({ where: { nameKey: "other" } });

afterEach(() => signOut());

describe("who may change categories", () => {
  it("a visitor is told to log in, and a buyer or a seller is refused, with nothing changed", async () => {
    const category = await createCategory(unique("Kept"));
    const calls = () => [
      run(renameCategoryAction, { categoryId: category.id, name: unique("Renamed") }),
      run(hideCategoryAction, { categoryId: category.id }),
      run(showCategoryAction, { categoryId: category.id }),
      run(mergeCategoriesAction, { sourceId: category.id, targetId: randomUUID() }),
    ];
    expect((await Promise.all(calls())).map((result) => result.message)).toEqual(Array(4).fill("Please log in to continue"));
    signInAs(await createUser());
    expect(await Promise.all(calls())).toEqual([
      { ok: false, message: "Failed to rename category" },
      { ok: false, message: "Failed to hide category" },
      { ok: false, message: "Failed to show category" },
      { ok: false, message: "Failed to merge categories" },
    ]);
    signInAs(await createUser({ isSeller: true }), { isSeller: true });
    expect((await Promise.all(calls())).every((result) => !result.ok)).toBe(true);
    await expect(db.category.findUniqueOrThrow({ where: { id: category.id } })).resolves.toMatchObject({ name: category.name, status: "approved" });
  });
});

describe("hiding", () => {
  it("creates Other when there is none, moves every product there and takes the category out of every list", async () => {
    // Another suite may have seeded the demo data, Other included: put that one aside for this test.
    const seeded = await other();
    if (seeded) await db.category.update({ where: { id: seeded.id }, data: { name: `Other (set aside ${seeded.id})`, nameKey: `other (set aside ${seeded.id})` } });
    try {
      await hideIntoNewOther();
    } finally {
      const created = await other();
      if (seeded) {
        if (created) await db.product.updateMany({ where: { categoryId: created.id }, data: { categoryId: seeded.id } });
        if (created) await db.category.delete({ where: { id: created.id } });
        await db.category.update({ where: { id: seeded.id }, data: { name: seeded.name, nameKey: seeded.nameKey } });
      }
    }
  });

  async function hideIntoNewOther() {
    expect(await other()).toBeNull();
    const seller = await createUser({ isSeller: true });
    const category = await createCategory(unique("Test junk"));
    const active = await createProduct(seller.id, { categoryId: category.id });
    const sold = await createProduct(seller.id, { categoryId: category.id, status: "sold" });
    await signInStaff();

    await expect(run(hideCategoryAction, { categoryId: category.id })).resolves.toEqual({ ok: true, message: `${category.name} hidden; 2 product(s) moved to Other` });

    const otherCategory = await other();
    expect(otherCategory).toMatchObject({ name: "Other", status: "approved", suggested: false });
    const moved = await db.product.findMany({ where: { id: { in: [active.id, sold.id] } }, select: { categoryId: true } });
    expect(moved.map((product) => product.categoryId)).toEqual([otherCategory!.id, otherCategory!.id]);
    await expect(db.category.findUniqueOrThrow({ where: { id: category.id } })).resolves.toMatchObject({ status: "pending" });
    expect(await browseNames()).not.toContain(category.name);
    expect((await listApprovedCategories()).map((option) => option.id)).not.toContain(category.id);
    expect(await browseNames()).toContain("Other");
    await expectCountsMatchProducts();
    // Every instance's public cache is expired by the database; this one's own entries at once.
    expect(revalidateTag).toHaveBeenCalledWith("*", { expire: 0 });
  }

  it("Other itself cannot be hidden", async () => {
    const seller = await createUser({ isSeller: true });
    await signInStaff();
    const hidden = await createCategory(unique("Hidden first"));
    await createProduct(seller.id, { categoryId: hidden.id });
    await run(hideCategoryAction, { categoryId: hidden.id });
    const otherCategory = (await other())!;
    await expect(run(hideCategoryAction, { categoryId: otherCategory.id })).resolves.toMatchObject({ ok: false, message: expect.stringContaining("Other keeps its name") });
    await expect(db.category.findUniqueOrThrow({ where: { id: otherCategory.id } })).resolves.toMatchObject({ status: "approved" });
  });

  it("shown again, a hidden category is back in the lists; its old products stay in Other", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory(unique("Comeback"));
    const product = await createProduct(seller.id, { categoryId: category.id });
    await signInStaff();
    await run(hideCategoryAction, { categoryId: category.id });
    await expect(run(showCategoryAction, { categoryId: category.id })).resolves.toEqual({ ok: true, message: `${category.name} is shown again` });
    expect(await browseNames()).toContain(category.name);
    await expect(db.product.findUniqueOrThrow({ where: { id: product.id } })).resolves.toMatchObject({ categoryId: (await other())!.id });
  });

  it("an unknown category is refused", async () => {
    await signInStaff();
    await expect(run(hideCategoryAction, { categoryId: randomUUID() })).resolves.toEqual({ ok: false, message: "Category not found" });
    await expect(run(hideCategoryAction, { categoryId: "not-an-id" })).resolves.toMatchObject({ ok: false, message: "Failed to hide category" });
  });
});

describe("renaming", () => {
  it("keeps the category's products, which reach it by id, and lists it by its new name", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory(unique("Calc"));
    const product = await createProduct(seller.id, { categoryId: category.id });
    await signInStaff();
    const name = unique("Calculators");
    await expect(run(renameCategoryAction, { categoryId: category.id, name: `  ${name} ` })).resolves.toEqual({ ok: true, message: `Category renamed to ${name}` });
    await expect(db.category.findUniqueOrThrow({ where: { id: category.id } })).resolves.toMatchObject({ name, nameKey: name.toLowerCase() });
    await expect(db.product.findUniqueOrThrow({ where: { id: product.id } })).resolves.toMatchObject({ categoryId: category.id });
    expect(await browseNames()).toContain(name);
    expect(await browseNames()).not.toContain(category.name);
  });

  it("a name another category has, in any letter case, is refused next to the field; the category's own name in another case is fine", async () => {
    const taken = await createCategory(unique("Taken"));
    const category = await createCategory(unique("Mine"));
    await signInStaff();
    await expect(run(renameCategoryAction, { categoryId: category.id, name: taken.name.toUpperCase() })).resolves.toEqual({
      ok: false,
      message: "Failed to rename category",
      fieldErrors: { name: "A category with this name already exists" },
    });
    await expect(db.category.findUniqueOrThrow({ where: { id: category.id } })).resolves.toMatchObject({ name: category.name });
    await expect(run(renameCategoryAction, { categoryId: category.id, name: category.name.toUpperCase() })).resolves.toMatchObject({ ok: true });
  });

  it.each([
    ["", "Category name is required"],
    ["x".repeat(51), "Category name must be at most 50 characters"],
    ["All", "This name is used by All Products"],
    [randomUUID(), "Category name cannot look like an id"],
  ])("the name %j is refused: %s", async (name, message) => {
    const category = await createCategory(unique("Named"));
    await signInStaff();
    await expect(run(renameCategoryAction, { categoryId: category.id, name })).resolves.toEqual({ ok: false, message: "Failed to rename category", fieldErrors: { name: message } });
  });

  it("Other keeps its name", async () => {
    await signInStaff();
    const otherCategory = (await other()) ?? (await createCategory("Other"));
    await expect(run(renameCategoryAction, { categoryId: otherCategory.id, name: unique("Misc") })).resolves.toMatchObject({ ok: false, message: expect.stringContaining("Other keeps its name") });
    await expect(db.category.findUniqueOrThrow({ where: { id: otherCategory.id } })).resolves.toMatchObject({ name: "Other" });
  });

  it("expires every instance's cached product pages, which show the category's name", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory(unique("Cached"));
    const product = await createProduct(seller.id, { categoryId: category.id });
    // The path the product uses on this database (tests/integration/public-cache.test.ts).
    const listenTo = process.env.DATABASE_KIND === "embedded" ? IN_PROCESS : process.env.DATABASE_URL!;
    const cache = createPublicCacheHandler({ listenTo, log: { error: () => undefined } });
    try {
      const entry = () => ({
        value: new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new Uint8Array([1])), c.close()) }),
        tags: [`product:${product.id}`],
        stale: 0,
        timestamp: performance.timeOrigin + performance.now(),
        expire: 60,
        revalidate: 60,
      });
      const cached = async () => (await cache.get("page", [])) !== undefined;
      // Listening once a fresh entry survives a moment and a probe notice reaches it.
      const promptly = { timeoutMs: 3_000, everyMs: 20 };
      await cache.set("probe", Promise.resolve({ ...entry(), tags: ["probe"] }));
      await until(async () => (await db.$executeRawUnsafe(`SELECT pg_notify('public_cache', 'probe')`), (await cache.get("probe", [])) === undefined), promptly);
      await cache.set("page", Promise.resolve(entry()));
      expect(await cached()).toBe(true);
      await signInStaff();
      await run(renameCategoryAction, { categoryId: category.id, name: unique("Renamed") });
      await until(async () => !(await cached()), promptly);
    } finally {
      await cache.stopListening();
    }
  });
});

describe("merging", () => {
  it("moves every product into the other category and deletes the source; the counts follow", async () => {
    const seller = await createUser({ isSeller: true });
    const source = await createCategory(unique("Phones"));
    const target = await createCategory(unique("Electronics"));
    await createProduct(seller.id, { categoryId: source.id });
    await createProduct(seller.id, { categoryId: source.id });
    await createProduct(seller.id, { categoryId: source.id, status: "sold" });
    await createProduct(seller.id, { categoryId: target.id });
    await signInStaff();

    await expect(run(mergeCategoriesAction, { sourceId: source.id, targetId: target.id })).resolves.toEqual({
      ok: true,
      message: `${source.name} merged into ${target.name}; 3 product(s) moved`,
    });
    expect(await db.category.findUnique({ where: { id: source.id } })).toBeNull();
    expect(await db.product.count({ where: { categoryId: target.id } })).toBe(4);
    expect(await listCategoriesByName([target.name])).toEqual([{ id: target.id, name: target.name, description: null, activeProducts: 3 }]);
    expect(await browseNames()).not.toContain(source.name);
    const row = (await listCategoriesForStaff()).find((category) => category.id === target.id);
    expect(row).toMatchObject({ activeProducts: 3, totalProducts: 4 });
    await expectCountsMatchProducts();
  });

  it("into itself, into a hidden category, Other into anything, and unknown categories are refused, moving nothing", async () => {
    const seller = await createUser({ isSeller: true });
    const source = await createCategory(unique("Source"));
    const hidden = await createCategory(unique("Hidden target"));
    const product = await createProduct(seller.id, { categoryId: source.id });
    await signInStaff();
    await run(hideCategoryAction, { categoryId: hidden.id });
    const otherCategory = (await other())!;

    await expect(run(mergeCategoriesAction, { sourceId: source.id, targetId: source.id })).resolves.toEqual({
      ok: false,
      message: "Failed to merge categories",
      fieldErrors: { targetId: "A category cannot be merged into itself" },
    });
    await expect(run(mergeCategoriesAction, { sourceId: source.id, targetId: hidden.id })).resolves.toEqual({ ok: false, message: "Show the category first, or choose another one to merge into" });
    await expect(run(mergeCategoriesAction, { sourceId: otherCategory.id, targetId: source.id })).resolves.toMatchObject({ ok: false, message: expect.stringContaining("Other keeps its name") });
    await expect(run(mergeCategoriesAction, { sourceId: source.id, targetId: randomUUID() })).resolves.toEqual({ ok: false, message: "Category not found" });

    await expect(db.product.findUniqueOrThrow({ where: { id: product.id } })).resolves.toMatchObject({ categoryId: source.id });
    expect(await db.category.count({ where: { id: { in: [source.id, otherCategory.id] } } })).toBe(2);
  });
});

describe("old addresses of a renamed or merged category", () => {
  const leadsTo = async (name: string) => (await findCategoryByFormerName(name))?.name ?? null;

  it("a renamed category's old name leads to it, in any letter case, until a category takes that name back", async () => {
    await signInStaff();
    const oldName = unique("Vitabu");
    const category = await createCategory(oldName);
    const newName = unique("Textbooks");
    expect(await run(renameCategoryAction, { categoryId: category.id, name: newName })).toMatchObject({ ok: true });
    expect(await leadsTo(oldName)).toBe(newName);
    expect(await leadsTo(oldName.toUpperCase())).toBe(newName);
    expect(await leadsTo(newName)).toBeNull(); // its own name needs no forwarding
    // Renamed back: the name is live again, and the second name now leads here.
    expect(await run(renameCategoryAction, { categoryId: category.id, name: oldName })).toMatchObject({ ok: true });
    expect(await leadsTo(oldName)).toBeNull();
    expect(await leadsTo(newName)).toBe(oldName);
    // A change of letter case only is no new address.
    expect(await run(renameCategoryAction, { categoryId: category.id, name: oldName.toUpperCase() })).toMatchObject({ ok: true });
    expect(await leadsTo(oldName)).toBeNull();
  });

  it("a merged-away category's name, and the names it had before, lead to the category it went into", async () => {
    await signInStaff();
    const first = unique("Calculators");
    const source = await createCategory(first);
    const second = unique("Calcs");
    await run(renameCategoryAction, { categoryId: source.id, name: second });
    const target = await createCategory(unique("Electronics"));
    expect(await run(mergeCategoriesAction, { sourceId: source.id, targetId: target.id })).toMatchObject({ ok: true });
    expect(await leadsTo(second)).toBe(target.name);
    expect(await leadsTo(first)).toBe(target.name);
  });

  it("leads nowhere while the category is hidden, and goes with it when it is deleted", async () => {
    await signInStaff();
    const oldName = unique("Furniture");
    const category = await createCategory(oldName);
    const newName = unique("Hostel furniture");
    await run(renameCategoryAction, { categoryId: category.id, name: newName });
    await run(hideCategoryAction, { categoryId: category.id });
    expect(await leadsTo(oldName)).toBeNull();
    await run(showCategoryAction, { categoryId: category.id });
    expect(await leadsTo(oldName)).toBe(newName);
    await db.category.delete({ where: { id: category.id } });
    expect(await db.categoryFormerName.count({ where: { categoryId: category.id } })).toBe(0);
    expect(await leadsTo(oldName)).toBeNull();
  });

  it("a page loaded at the old address is sent on for good (308) with its filters; the app's own navigation is sent on by the page", async () => {
    await signInStaff();
    const oldName = unique("Old Name");
    const category = await createCategory(oldName);
    const newName = unique("New Name");
    await run(renameCategoryAction, { categoryId: category.id, name: newName });
    const load = (path: string, dest = "document") => middleware(new NextRequest(`http://localhost${path}`, { headers: { "sec-fetch-dest": dest } }));
    const moved = await load(`/category/${encodeURIComponent(oldName)}?condition=new&minPrice=100`);
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe(`http://localhost/category/${encodeURIComponent(newName)}?condition=new&minPrice=100`);
    expect((await load(`/category/${encodeURIComponent(newName)}`)).status).toBe(200);
    expect((await load("/category/never-a-category")).status).toBe(404);
    expect(await formerCategoryPath(oldName)).toBe(`/category/${encodeURIComponent(newName)}`);
    // A form posted to the old address is not turned into a GET elsewhere.
    const posted = await middleware(new NextRequest(`http://localhost/category/${encodeURIComponent(oldName)}`, { method: "POST", headers: { "sec-fetch-dest": "document" } }));
    expect(posted.status).toBe(404);
  });
});

describe("browse lists and a seller's suggestion", () => {
  it("an empty suggestion is not listed until it has an active product; a built-in category always is", async () => {
    const seller = await createUser({ isSeller: true });
    const suggested = (await createSuggestedCategory(unique("Lab coats"), null, seller.id))!;
    const builtIn = await createCategory(unique("Built in"));
    await expect(db.category.findUniqueOrThrow({ where: { id: suggested.id } })).resolves.toMatchObject({ suggested: true, status: "approved" });

    expect(await browseNames()).not.toContain(suggested.name);
    expect(await listCategoriesByName([suggested.name])).toEqual([]);
    expect(await browseNames()).toContain(builtIn.name);
    // Sellers still find it in the product form's list.
    expect((await listApprovedCategories()).map((option) => option.id)).toContain(suggested.id);

    const product = await createProduct(seller.id, { categoryId: suggested.id, status: "sold" });
    expect(await browseNames()).not.toContain(suggested.name);
    await db.product.update({ where: { id: product.id }, data: { status: "active" } });
    expect(await browseNames()).toContain(suggested.name);
    expect(await listCategoriesByName([suggested.name])).toEqual([{ id: suggested.id, name: suggested.name, description: null, activeProducts: 1 }]);
    await db.product.update({ where: { id: product.id }, data: { status: "sold" } });
    expect(await browseNames()).not.toContain(suggested.name);
  });

  it("a suggestion stays a suggestion when its seller's account is deleted", async () => {
    const seller = await createUser({ isSeller: true });
    const suggested = (await createSuggestedCategory(unique("Orphan"), null, seller.id))!;
    await db.user.delete({ where: { id: seller.id } });
    await expect(db.category.findUniqueOrThrow({ where: { id: suggested.id } })).resolves.toMatchObject({ suggested: true, createdById: null });
    expect(await browseNames()).not.toContain(suggested.name);
  });

  it("the staff list shows each category's state and counts", async () => {
    const seller = await createUser({ isSeller: true, fullName: "Achieng Otieno" });
    const suggested = (await createSuggestedCategory(unique("Suggested"), null, seller.id))!;
    await createProduct(seller.id, { categoryId: suggested.id, status: "sold" });
    const rows = await listCategoriesForStaff();
    expect(rows.find((row) => row.id === suggested.id)).toEqual({
      id: suggested.id,
      name: suggested.name,
      suggested: true,
      suggestedBy: "Achieng Otieno",
      hidden: false,
      listed: false,
      activeProducts: 0,
      totalProducts: 1,
    });
    // Hidden ones come last.
    const firstHidden = rows.findIndex((row) => row.hidden);
    expect(firstHidden === -1 || rows.slice(firstHidden).every((row) => row.hidden)).toBe(true);
  });
});
