import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { db } from "@/lib/db/client";
import { getProductDetail, getSellerPublicProfile } from "@/lib/db/products";
import { isMissingRecordPage } from "@/lib/catalogue/record-pages";
import { middleware } from "@/middleware";
import { resolveCategory } from "@/lib/catalogue/browse";
import { createCategory, createProduct, createUser } from "./factories";

// A missing product or seller answers 404 with its not-found screen in the
// HTML: the pages draw the screen, middleware sets the status from the same
// rules as the pages' reads. The HTML itself is checked against a running build
// by scripts/measurements/check-not-found.mjs.

const MISSING_UUID = "00000000-0000-0000-0000-000000000000";

async function buyer() {
  return createUser({ isSeller: false });
}

describe("isMissingRecordPage", () => {
  it("says a product page is missing exactly when getProductDetail finds nothing", async () => {
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id, { status: "sold" });

    expect(await getProductDetail(product.id)).not.toBeNull();
    expect(await isMissingRecordPage(`/product/${product.id}`)).toBe(false);
    expect(await getProductDetail(MISSING_UUID)).toBeNull();
    expect(await isMissingRecordPage(`/product/${MISSING_UUID}`)).toBe(true);
  });

  it("says a seller page is missing exactly when getSellerPublicProfile finds nothing", async () => {
    const seller = await createUser({ isSeller: true });
    const shopOwner = await buyer();
    await db.shop.create({ data: { id: shopOwner.id, shopName: `Shop ${randomUUID().slice(0, 8)}` } });
    const plainBuyer = await buyer();

    for (const [id, missing] of [
      [seller.id, false],
      [shopOwner.id, false],
      [plainBuyer.id, true],
      [MISSING_UUID, true],
    ] as const) {
      expect(await getSellerPublicProfile(id)).toEqual(missing ? null : expect.anything());
      expect(await isMissingRecordPage(`/seller/${id}`)).toBe(missing);
    }
  });

  it("treats an id that is not a UUID as missing without asking the database", async () => {
    expect(await isMissingRecordPage("/product/not-a-uuid")).toBe(true);
    expect(await isMissingRecordPage("/seller/%E0%A4%A")).toBe(true);
  });

  it("leaves every other path alone", async () => {
    for (const path of ["/home", "/studentmarketplace", "/category/", "/product/", "/seller/orders/abc"]) {
      expect(await isMissingRecordPage(path)).toBe(false);
    }
  });
});

describe("a category page: an unknown one was a soft 404", () => {
  it("is missing exactly when the page finds no category, and All Products is always there", async () => {
    const name = `Cat ${randomUUID().slice(0, 8)}`;
    const category = await createCategory(name);
    const seller = await createUser({ isSeller: true });
    await createProduct(seller.id, { categoryId: category.id });
    for (const [value, missing] of [
      [encodeURIComponent(name), false],
      [encodeURIComponent(name.toUpperCase()), false],
      [category.id, false],
      ["all", false],
      ["nonsense", true],
      [MISSING_UUID, true],
    ] as const) {
      const view = await resolveCategory(value);
      expect(!view.isAll && !view.category).toBe(missing);
      expect(await isMissingRecordPage(`/category/${value}`)).toBe(missing);
    }
  });

  it("answers 404 to a browser loading an unknown category, and 200 to a known one", async () => {
    const category = await createCategory(`Cat ${randomUUID().slice(0, 8)}`);
    const seller = await createUser({ isSeller: true });
    await createProduct(seller.id, { categoryId: category.id });
    const load = (path: string) => middleware(new NextRequest(`http://localhost${path}`, { headers: { "sec-fetch-dest": "document" } }));
    expect((await load("/category/nonsense")).status).toBe(404);
    expect((await load(`/category/${encodeURIComponent(category.name)}`)).status).toBe(200);
    expect((await load("/category/all")).status).toBe(200);
  });
});

describe("middleware on a product or seller page", () => {
  const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost${path}`, { headers });

  it("answers 404 for a document request of a missing product or seller, and lets the page render", async () => {
    for (const path of [`/product/${MISSING_UUID}`, "/product/not-a-uuid", `/seller/${MISSING_UUID}`]) {
      const response = await middleware(request(path));
      expect(response.status).toBe(404);
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("leaves an existing product at 200", async () => {
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id);
    const response = await middleware(request(`/product/${product.id}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("answers 404 to a browser loading the page, and 200 to the app's own navigation, which reads the not-found screen from the page's data", async () => {
    expect((await middleware(request(`/product/${MISSING_UUID}`, { "sec-fetch-dest": "document" }))).status).toBe(404);
    expect((await middleware(request(`/product/${MISSING_UUID}`, { "sec-fetch-dest": "empty" }))).status).toBe(200);
  });
});
