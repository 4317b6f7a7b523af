import { db } from "@/lib/db/client";
import { createCategory, createProduct, createUser } from "./factories";

// The database itself keeps the rules the spec implies, whatever code path writes.

async function expectRejected(write: Promise<unknown>, pattern: RegExp) {
  await expect(write).rejects.toThrow(pattern);
}

describe("data model constraints", () => {
  it("one cart row per user and product", async () => {
    const buyer = await createUser();
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id);
    await db.cartItem.create({ data: { userId: buyer.id, productId: product.id, quantity: 1 } });
    await expectRejected(db.cartItem.create({ data: { userId: buyer.id, productId: product.id, quantity: 2 } }), /Unique constraint/);
  });

  it("one wishlist row per user and product", async () => {
    const buyer = await createUser();
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id);
    await db.wishlistItem.create({ data: { userId: buyer.id, productId: product.id } });
    await expectRejected(db.wishlistItem.create({ data: { userId: buyer.id, productId: product.id } }), /Unique constraint/);
  });

  it("cart quantities stay within 1 to 99", async () => {
    const buyer = await createUser();
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id);
    await expectRejected(db.cartItem.create({ data: { userId: buyer.id, productId: product.id, quantity: 100 } }), /cart_items_quantity_range|check constraint/i);
    await expectRejected(db.cartItem.create({ data: { userId: buyer.id, productId: product.id, quantity: 0 } }), /cart_items_quantity_range|check constraint/i);
  });

  it("a product price cannot be negative", async () => {
    const seller = await createUser({ isSeller: true });
    const category = await createCategory();
    await expectRejected(
      db.product.create({ data: { name: "Broken", price: -1, categoryId: category.id, sellerId: seller.id } }),
      /products_price_not_negative|check constraint/i,
    );
  });

  it("one shop per user, keyed by the user's id", async () => {
    const seller = await createUser({ isSeller: true });
    await db.shop.create({ data: { id: seller.id, shopName: "First" } });
    await expectRejected(db.shop.create({ data: { id: seller.id, shopName: "Second" } }), /Unique constraint/);
  });

  it("one follow per user and shop", async () => {
    const seller = await createUser({ isSeller: true });
    const follower = await createUser();
    await db.shop.create({ data: { id: seller.id } });
    await db.shopFollow.create({ data: { userId: follower.id, shopId: seller.id } });
    await expectRejected(db.shopFollow.create({ data: { userId: follower.id, shopId: seller.id } }), /Unique constraint/);
  });

  it("a wholesaler code exists once and a used code names who used it", async () => {
    await db.wholesalerCode.create({ data: { code: "ABCD2345", creatorEmail: "staff@test" } });
    await expectRejected(db.wholesalerCode.create({ data: { code: "ABCD2345", creatorEmail: "staff@test" } }), /Unique constraint/);
    await expectRejected(
      db.wholesalerCode.update({ where: { code: "ABCD2345" }, data: { isUsed: true } }),
      /wholesaler_codes_used_consistent|check constraint/i,
    );
  });

  it("an order item has at most one payout", async () => {
    const buyer = await createUser();
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id, { price: 700 });
    const order = await db.order.create({
      data: {
        userId: buyer.id,
        amount: 700,
        items: {
          create: {
            productId: product.id,
            productName: product.name,
            sellerId: seller.id,
            buyerUserId: buyer.id,
            quantity: 1,
            pricePerUnit: 700,
            subtotal: 700,
          },
        },
      },
      include: { items: true },
    });
    const orderItemId = order.items[0]!.id;
    await db.b2cPayout.create({
      data: { orderItemId, recipientId: seller.id, phoneNumber: "254700000001", amount: 700, originatorConversationId: `oc-${orderItemId}` },
    });
    await expectRejected(
      db.b2cPayout.create({
        data: { orderItemId, recipientId: seller.id, phoneNumber: "254700000001", amount: 700, originatorConversationId: `oc2-${orderItemId}` },
      }),
      /Unique constraint/,
    );
  });

  it("an order starts pending payment, and its items too", async () => {
    const buyer = await createUser();
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id);
    const order = await db.order.create({
      data: {
        userId: buyer.id,
        amount: product.price,
        items: {
          create: { productId: product.id, productName: product.name, sellerId: seller.id, buyerUserId: buyer.id, quantity: 1, pricePerUnit: product.price, subtotal: product.price },
        },
      },
      include: { items: true },
    });
    expect(order.paymentStatus).toBe("pending");
    expect(order.orderStatus).toBe("pending_payment");
    expect(order.items[0]!.status).toBe("pending_payment");
  });

  it("deleting a product keeps the order item with its copied name and price", async () => {
    const buyer = await createUser();
    const seller = await createUser({ isSeller: true });
    const product = await createProduct(seller.id, { price: 1200 });
    const order = await db.order.create({
      data: {
        userId: buyer.id,
        amount: 1200,
        items: { create: { productId: product.id, productName: product.name, sellerId: seller.id, buyerUserId: buyer.id, quantity: 1, pricePerUnit: 1200, subtotal: 1200 } },
      },
      include: { items: true },
    });
    await db.product.delete({ where: { id: product.id } });
    const item = await db.orderItem.findUniqueOrThrow({ where: { id: order.items[0]!.id } });
    expect(item.productId).toBeNull();
    expect(item.productName).toBe(product.name);
    expect(item.subtotal).toBe(1200);
  });
});
