import { db } from "@/lib/db/client";
import { getNavCounts } from "@/lib/db/counts";
import { getSessionViewer } from "@/lib/db/users";
import { listCategoriesByName } from "@/lib/db/categories";
import { listCartItems } from "@/lib/db/cart";
import { cartSubtotal } from "@/lib/cart/totals";
import { createCategory, createProduct, createUser } from "./factories";

describe("navigation badges", () => {
  it("count unread messages, wishlist rows and cart quantities of this user only", async () => {
    const buyer = await createUser();
    const other = await createUser();
    const seller = await createUser({ isSeller: true });
    const [a, b] = [await createProduct(seller.id), await createProduct(seller.id)];
    await db.cartItem.createMany({ data: [{ userId: buyer.id, productId: a.id, quantity: 2 }, { userId: buyer.id, productId: b.id, quantity: 3 }, { userId: other.id, productId: a.id, quantity: 9 }] });
    await db.wishlistItem.create({ data: { userId: buyer.id, productId: a.id } });
    await db.message.createMany({
      data: [
        { senderId: seller.id, recipientId: buyer.id, body: "unread", senderName: "S", recipientName: "B" },
        { senderId: seller.id, recipientId: buyer.id, body: "read", senderName: "S", recipientName: "B", read: true },
        { senderId: buyer.id, recipientId: seller.id, body: "sent", senderName: "B", recipientName: "S" },
      ],
    });
    await expect(getNavCounts(buyer.id)).resolves.toEqual({ unreadMessages: 1, wishlist: 1, cart: 5 });
    // The signed-in request's one read carries the same badges, and the hearts.
    await expect(getSessionViewer(buyer.id)).resolves.toMatchObject({ id: buyer.id, navCounts: { unreadMessages: 1, wishlist: 1, cart: 5 }, wishlistIds: [a.id] });
  });

  it("the session's read has the user and profile, and nothing for a user that is gone", async () => {
    const user = await createUser({ isSeller: true });
    const viewer = await getSessionViewer(user.id);
    expect(viewer).toMatchObject({ id: user.id, sessionVersion: 0, profile: { isSeller: true, role: "user" }, navCounts: { unreadMessages: 0, wishlist: 0, cart: 0 }, wishlistIds: [], followedShopIds: [] });
    const shop = await createUser({ isSeller: true });
    await db.shop.create({ data: { id: shop.id, shopName: "Followed" } });
    await db.shopFollow.create({ data: { userId: user.id, shopId: shop.id } });
    await expect(getSessionViewer(user.id)).resolves.toMatchObject({ followedShopIds: [shop.id] });
    await expect(getSessionViewer("00000000-0000-4000-8000-000000000000")).resolves.toBeNull();
  });

  it("a new user has nothing to count", async () => {
    const user = await createUser();
    await expect(getNavCounts(user.id)).resolves.toEqual({ unreadMessages: 0, wishlist: 0, cart: 0 });
  });
});

describe("landing categories", () => {
  it("come in the asked order, matched without case, with active product counts", async () => {
    const seller = await createUser({ isSeller: true });
    const first = await createCategory(`Zeta ${Date.now()}`);
    const second = await createCategory(`Alpha ${Date.now()}`);
    await createProduct(seller.id, { categoryId: first.id });
    await createProduct(seller.id, { categoryId: first.id, status: "sold" });
    const cards = await listCategoriesByName([first.name.toUpperCase(), "No Such Category", second.name]);
    expect(cards.map((card) => [card.name, card.activeProducts])).toEqual([
      [first.name, 1],
      [second.name, 0],
    ]);
  });
});

describe("cart page data", () => {
  it("lists the user's rows with prices and totals them", async () => {
    const buyer = await createUser();
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id, { price: 1500 });
    await db.cartItem.create({ data: { userId: buyer.id, productId: product.id, quantity: 3 } });
    const lines = await listCartItems(buyer.id);
    expect(lines).toHaveLength(1);
    expect(cartSubtotal(lines)).toBe(4500);
  });
});
