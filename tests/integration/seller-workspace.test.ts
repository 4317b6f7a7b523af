import { readdir } from "node:fs/promises";
import { logger } from "@/lib/log/logger.mjs";
import path from "node:path";
import sharp from "sharp";
import { db } from "@/lib/db/client";
import type { CurrentUser } from "@/lib/auth/session";
import { clearFaults, failNext } from "@/lib/db/faults";
import { buildUser, session } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { createCategory, createProduct, createUser } from "./factories";
import { getSellerPage } from "@/lib/db/products";
import { readBusinessHours } from "@/lib/validation/shop";

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { POST as addProduct } from "@/app/api/seller/products/route";
import { PUT as updateProduct } from "@/app/api/seller/products/[id]/route";
import { PUT as saveShop } from "@/app/api/seller/shop/route";
import { GET as media } from "@/app/media/[bucket]/[key]/route";
import { changeProductStatusAction, deleteProductAction, registerAsSellerAction, setShopFollowAction, suggestCategoryAction } from "@/lib/actions/shop";

function as(user: { id: string; email: string }, isSeller = true): CurrentUser {
  return buildUser(user, { fullName: "Seller", isSeller });
}

async function seller() {
  const user = await createUser({ isSeller: true });
  return { ...user, current: as(user) };
}

const storageRoot = () => path.resolve(process.env.STORAGE_DIR!);
async function storedFiles(bucket: string): Promise<string[]> {
  return readdir(path.join(storageRoot(), bucket)).catch(() => []);
}

let photo: Buffer;
beforeAll(async () => {
  // A real 2000x1500 JPEG, as a phone would send (larger than the web size).
  photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 20, g: 120, b: 90 } } }).jpeg({ quality: 90 }).toBuffer();
});

function productForm(fields: Record<string, string>, image?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image) form.set("image", new File([new Uint8Array(image.bytes)], image.name, { type: image.type }));
  return form;
}

/** A multipart request as the browser sends it, with its declared length. */
async function multipart(url: string, method: string, form: FormData): Promise<Request> {
  const draft = new Request(url, { method, body: form });
  const body = await draft.arrayBuffer();
  return new Request(url, { method, body, headers: { "content-type": draft.headers.get("content-type")!, "content-length": String(body.byteLength) } });
}

const post = async (form: FormData) => addProduct(await multipart("http://localhost/api/seller/products", "POST", form));
const put = async (id: string, form: FormData) =>
  updateProduct(await multipart(`http://localhost/api/seller/products/${id}`, "PUT", form), { params: Promise.resolve({ id }) });
const putShop = async (form: FormData) => saveShop(await multipart("http://localhost/api/seller/shop", "PUT", form));

let categoryId: string;
beforeAll(async () => {
  categoryId = (await createCategory()).id;
});
const valid = () => ({ name: "Casio fx-991ES", price: "1800", description: "Works perfectly.", categoryId, condition: "like_new" });

afterEach(() => {
  session.user = null;
});

describe("adding a product", () => {
  it("a seller adds a product with a photo: stored with its campus, condition code and a web-sized image", async () => {
    const s = await seller();
    session.user = s.current;
    const response = await post(productForm(valid(), { bytes: photo, name: "IMG_2031.JPG", type: "image/jpeg" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe("Product added successfully");
    const data = { product: body.data };
    const product = await db.product.findUniqueOrThrow({ where: { id: data.product.id } });
    expect(product).toMatchObject({ name: "Casio fx-991ES", price: 1800, condition: "like_new", status: "active", location: "Main Campus", sellerId: s.id });
    expect(product.imageUrl).toMatch(/^\/media\/product-images\/[0-9a-f]{32}\.web\.webp$/);

    // A metadata-free full-size copy keeps the upload's extension, the original is not kept
    //; the web copy is at most 1200 px and served for a year.
    const stem = product.imageUrl!.split("/").pop()!.replace(".web.webp", "");
    expect((await storedFiles("product-images")).filter((file) => file.startsWith(`${stem}.`)).sort()).toEqual([`${stem}.full.jpg`, `${stem}.web.webp`]);
    const served = await media(new Request(`http://localhost${product.imageUrl}`), { params: Promise.resolve({ bucket: "product-images", key: `${stem}.web.webp` }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-type")).toBe("image/webp");
    const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(Math.max(size.width!, size.height!)).toBe(1200);
  });

  it.each([
    [{ name: "" }, "name", "Product name is required"],
    [{ price: "" }, "price", "Price is required"],
    [{ price: "-5" }, "price", "Price must be positive"],
    [{ price: "12.50" }, "price", "Price must be in whole shillings"],
    [{ price: "abc" }, "price", "Enter the price in digits, like 1500"],
    [{ price: "0" }, "price", "Price must be positive"],
    [{ price: "0x10" }, "price", "Enter the price in digits, like 1500"],
    [{ description: "  " }, "description", "Description is required"],
    [{ categoryId: "" }, "categoryId", "Category is required"],
    [{ categoryId: "00000000-0000-4000-8000-000000000000" }, "categoryId", "Category is required"],
    [{ condition: "" }, "condition", "Condition is required"],
    [{ condition: "Used - Good" }, "condition", "Condition is required"],
  ])("%j is refused with '%s': %s", async (override, field, message) => {
    const s = await seller();
    session.user = s.current;
    const before = await db.product.count({ where: { sellerId: s.id } });
    const response = await post(productForm({ ...valid(), ...override }));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors[field]).toBe(message);
    await expect(db.product.count({ where: { sellerId: s.id } })).resolves.toBe(before);
  });

  it("a file that claims to be an image but is not is refused and nothing is stored", async () => {
    const s = await seller();
    session.user = s.current;
    const before = await storedFiles("product-images");
    const response = await post(productForm(valid(), { bytes: new TextEncoder().encode("not really a picture"), name: "cat.jpg", type: "image/jpeg" }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.image).toBe("Please choose an image file (JPG, PNG or WebP).");
    expect(await storedFiles("product-images")).toEqual(before);
    await expect(db.product.count({ where: { sellerId: s.id } })).resolves.toBe(0);
  });

  it("an image over 5 MB is refused before it is read", async () => {
    const s = await seller();
    session.user = s.current;
    const response = await post(productForm(valid(), { bytes: new Uint8Array(5 * 1024 * 1024 + 600 * 1024), name: "big.jpg", type: "image/jpeg" }));
    expect(response.status).toBe(413);
  });

  it("a failed database write after the upload leaves no file behind", async () => {
    const s = await seller();
    session.user = s.current;
    const before = await storedFiles("product-images");
    const logged = jest.spyOn(logger, "error").mockImplementation(() => {});
    failNext({ model: "Product", operation: "create" }, new Error("database went away"));
    let response: Response;
    try {
      response = await post(productForm(valid(), { bytes: photo, name: "photo.jpg", type: "image/jpeg" }));
      expect(logged).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "database went away" }) }, "product not saved");
    } finally {
      clearFaults();
      logged.mockRestore();
    }
    expect(response.status).toBe(500);
    expect((await response.json()).message).toBe("Failed to add product");
    expect((await storedFiles("product-images")).sort()).toEqual(before.sort());
  });

  it("a visitor and a buyer cannot add products", async () => {
    session.user = null;
    expect((await post(productForm(valid()))).status).toBe(401);
    const buyer = await createUser();
    session.user = as(buyer, false);
    expect((await post(productForm(valid()))).status).toBe(403);
  });

  it("a seller without a campus gets 'Unknown' as the location", async () => {
    const s = await seller();
    await db.profile.update({ where: { id: s.id }, data: { campusLocation: "Not specified" } });
    session.user = s.current;
    const { data: product } = await (await post(productForm(valid()))).json();
    const data = { product };
    expect(data.product.location).toBe("Unknown");
  });
});

describe("another seller's product", () => {
  async function twoSellers() {
    const owner = await seller();
    const other = await seller();
    const product = await createProduct(owner.id, { categoryId, price: 1000, name: "Owner's lamp" });
    return { owner, other, product };
  }

  it("cannot be edited", async () => {
    const { other, product } = await twoSellers();
    session.user = other.current;
    const response = await put(product.id, productForm({ ...valid(), price: "10" }));
    expect(response.status).toBe(404);
    await expect(db.product.findUnique({ where: { id: product.id } })).resolves.toMatchObject({ price: 1000, name: "Owner's lamp" });
  });

  it("cannot have its status changed", async () => {
    const { other, product } = await twoSellers();
    session.user = other.current;
    await expect(run(changeProductStatusAction, { productId: product.id, status: "sold" })).resolves.toEqual({ ok: false, message: "Failed to update product status" });
    await expect(db.product.findUnique({ where: { id: product.id } })).resolves.toMatchObject({ status: "active", soldAt: null });
  });

  it("cannot be deleted", async () => {
    const { other, product } = await twoSellers();
    session.user = other.current;
    await expect(run(deleteProductAction, { productId: product.id })).resolves.toEqual({ ok: false, message: "Failed to delete product" });
    await expect(db.product.count({ where: { id: product.id } })).resolves.toBe(1);
  });
});

describe("the owner's changes", () => {
  it("edits price and keeps the condition code; a new photo replaces the old files", async () => {
    const s = await seller();
    session.user = s.current;
    const { data: addedProduct } = await (await post(productForm(valid(), { bytes: photo, name: "a.jpg", type: "image/jpeg" }))).json();
    const added = { product: addedProduct };
    const oldStem = added.product.imageUrl.split("/").pop().replace(".web.webp", "");
    const response = await put(added.product.id, productForm({ ...valid(), price: "1500", condition: "good" }, { bytes: photo, name: "b.png", type: "image/jpeg" }));
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("Product updated successfully");
    const product = await db.product.findUniqueOrThrow({ where: { id: added.product.id } });
    expect(product).toMatchObject({ price: 1500, condition: "good" });
    const files = await storedFiles("product-images");
    expect(files.some((f) => f.startsWith(oldStem))).toBe(false);
  });

  it("marks sold with the time, then active again clears it", async () => {
    const s = await seller();
    session.user = s.current;
    const product = await createProduct(s.id, { categoryId });
    await expect(run(changeProductStatusAction, { productId: product.id, status: "sold" })).resolves.toMatchObject({ ok: true, message: "Product marked as sold" });
    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).soldAt).toBeInstanceOf(Date);
    await expect(run(changeProductStatusAction, { productId: product.id, status: "out_of_stock" })).resolves.toMatchObject({ message: "Product marked as out of stock" });
    await run(changeProductStatusAction, { productId: product.id, status: "active" });
    await expect(db.product.findUniqueOrThrow({ where: { id: product.id } })).resolves.toMatchObject({ status: "active", soldAt: null });
  });

  it("deletes the product, its cart and wishlist rows and its image files", async () => {
    const s = await seller();
    const buyer = await createUser();
    session.user = s.current;
    const { data: saved } = await (await post(productForm(valid(), { bytes: photo, name: "a.jpg", type: "image/jpeg" }))).json();
    const data = { product: saved };
    const stem = data.product.imageUrl.split("/").pop().replace(".web.webp", "");
    await db.cartItem.create({ data: { userId: buyer.id, productId: data.product.id, quantity: 1 } });
    await expect(run(deleteProductAction, { productId: data.product.id })).resolves.toEqual({ ok: true, message: "Product deleted successfully" });
    await expect(db.product.count({ where: { id: data.product.id } })).resolves.toBe(0);
    await expect(db.cartItem.count({ where: { productId: data.product.id } })).resolves.toBe(0);
    expect((await storedFiles("product-images")).some((f) => f.startsWith(stem))).toBe(false);
  });

  it("malformed requests change nothing", async () => {
    const s = await seller();
    session.user = s.current;
    await expect(run(changeProductStatusAction, { productId: "nope", status: "sold" })).resolves.toMatchObject({ ok: false });
    await expect(run(changeProductStatusAction, { productId: (await createProduct(s.id)).id, status: "gone" } as never)).resolves.toMatchObject({ ok: false });
    await expect(run(deleteProductAction, {} as never)).resolves.toMatchObject({ ok: false });
  });
});

describe("shop settings", () => {
  const shopForm = (fields: Record<string, string>, banner?: Uint8Array) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (banner) form.set("banner", new File([new Uint8Array(banner)], "banner.jpg", { type: "image/jpeg" }));
    return form;
  };

  it("creates the shop under the owner's id, parsing business hours into a structure", async () => {
    const s = await seller();
    session.user = s.current;
    const response = await putShop(shopForm({ shopName: "Amina Books", description: "Used books", businessHours: "Mon-Fri: 8:00-17:00\nSat: 9:00-13:00", offersDelivery: "on", preferredContact: "WhatsApp" }, photo));
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe("Shop settings updated successfully");
    const shop = await db.shop.findUniqueOrThrow({ where: { id: s.id } });
    expect(shop).toMatchObject({ shopName: "Amina Books", offersDelivery: true, preferredContact: "WhatsApp", businessHours: [{ days: "Mon-Fri", hours: "8:00-17:00" }, { days: "Sat", hours: "9:00-13:00" }] });
    expect(shop.bannerUrl).toMatch(new RegExp(`^/media/shop-banners/${s.id}-\\d+-[0-9a-f]{6}\\.web\\.webp$`));
  });

  it("the seller's page reads the hours in the order the seller wrote them, and the policies", async () => {
    const s = await seller();
    session.user = s.current;
    // Stored as a day-keyed object, jsonb would hand these back as Sat, Sun, Mon-Fri.
    await putShop(shopForm({ shopName: "Amina Books", businessHours: "Mon-Fri: 8:00-17:00\nSat: 9:00-13:00\nSun: closed", policies: "Returns within 2 days.\nMeet at the library." }));
    const { seller: page } = await getSellerPage(s.id);
    expect(page?.shop?.policies).toBe("Returns within 2 days.\nMeet at the library.");
    expect(readBusinessHours(page?.shop?.businessHours)).toEqual([
      { days: "Mon-Fri", hours: "8:00-17:00" },
      { days: "Sat", hours: "9:00-13:00" },
      { days: "Sun", hours: "closed" },
    ]);
  });

  it("keeps business hours as text when they do not parse", async () => {
    const s = await seller();
    session.user = s.current;
    await putShop(shopForm({ shopName: "Shop", businessHours: "Most afternoons after class" }));
    await expect(db.shop.findUniqueOrThrow({ where: { id: s.id } })).resolves.toMatchObject({ businessHours: "Most afternoons after class" });
  });

  it("refuses a missing name with the spec's message", async () => {
    const s = await seller();
    session.user = s.current;
    const response = await putShop(shopForm({ shopName: "  " }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.shopName).toBe("Shop name is required");
    await expect(db.shop.count({ where: { id: s.id } })).resolves.toBe(0);
  });

  it("a second seller saving settings writes their own shop, never the first one's", async () => {
    const first = await seller();
    const second = await seller();
    session.user = first.current;
    await putShop(shopForm({ shopName: "First's shop" }));
    session.user = second.current;
    const form = shopForm({ shopName: "Hijacked" });
    form.set("id", first.id);
    await putShop(form);
    await expect(db.shop.findUniqueOrThrow({ where: { id: first.id } })).resolves.toMatchObject({ shopName: "First's shop" });
    await expect(db.shop.findUniqueOrThrow({ where: { id: second.id } })).resolves.toMatchObject({ shopName: "Hijacked" });
  });

  it("a new banner replaces the old one's files", async () => {
    const s = await seller();
    session.user = s.current;
    await putShop(shopForm({ shopName: "Shop" }, photo));
    const first = (await db.shop.findUniqueOrThrow({ where: { id: s.id } })).bannerUrl!;
    await putShop(shopForm({ shopName: "Shop" }, photo));
    const stem = first.split("/").pop()!.replace(".web.webp", "");
    expect((await storedFiles("shop-banners")).some((f) => f.startsWith(stem))).toBe(false);
  });
});

describe("categories, follows and becoming a seller", () => {
  it("a suggested category is created approved; suggesting it again returns the same one", async () => {
    const s = await seller();
    session.user = s.current;
    const name = `Lab Gear ${Date.now()}`;
    const first = await run(suggestCategoryAction, { name, description: "Coats, goggles" });
    expect(first).toMatchObject({ ok: true, message: "New category added" });
    const again = await run(suggestCategoryAction, { name: name.toUpperCase() });
    expect(again.ok && first.ok && again.data?.id === first.data?.id).toBe(true);
    await expect(db.category.findFirstOrThrow({ where: { nameKey: name.toLowerCase() } })).resolves.toMatchObject({ status: "approved", createdById: s.id });
  });

  it("a category needs a name and a signed-in user", async () => {
    const s = await seller();
    session.user = s.current;
    await expect(run(suggestCategoryAction, { name: " " })).resolves.toMatchObject({ ok: false, message: "Failed to add category", fieldErrors: { name: "Category name is required" } });
    session.user = null;
    await expect(run(suggestCategoryAction, { name: "Anything" })).resolves.toMatchObject({ ok: false, message: "Please sign in to add categories" });
  });

  it("following is one row per user and shop, and unfollowing removes it", async () => {
    const owner = await seller();
    await db.shop.create({ data: { id: owner.id, shopName: "Followed" } });
    const buyer = await createUser();
    session.user = as(buyer, false);
    await Promise.all([run(setShopFollowAction, { shopId: owner.id, following: true }), run(setShopFollowAction, { shopId: owner.id, following: true })]);
    await expect(db.shopFollow.count({ where: { shopId: owner.id } })).resolves.toBe(1);
    await run(setShopFollowAction, { shopId: owner.id, following: false });
    await expect(db.shopFollow.count({ where: { shopId: owner.id } })).resolves.toBe(0);
    session.user = null;
    await expect(run(setShopFollowAction, { shopId: owner.id, following: true })).resolves.toMatchObject({ ok: false });
    await expect(db.shopFollow.count({ where: { shopId: owner.id } })).resolves.toBe(0);
  });

  it("a buyer registers as a seller", async () => {
    const buyer = await createUser();
    session.user = as(buyer, false);
    await expect(run(registerAsSellerAction)).resolves.toMatchObject({ ok: true });
    await expect(db.profile.findUniqueOrThrow({ where: { id: buyer.id } })).resolves.toMatchObject({ isSeller: true });
  });
});
