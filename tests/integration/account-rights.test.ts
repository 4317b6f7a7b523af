import { decode, encode } from "next-auth/jwt";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { campus, createProduct, createUser, payOrder, TEST_PASSWORD } from "./factories";
import { findLedgerProblems } from "@/lib/db/ledger";

// Account rights (see docs/decisions/account-rights.md): change password, download my data, delete my account.

const cookieJar = new Map<string, string>();
jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name)! } : undefined),
    set: (name: string, value: string) => cookieJar.set(name, value),
  }),
  headers: async () => new Headers(),
}));

import { changePasswordAction, deleteAccountAction } from "@/lib/actions/account";
import { GET as exportData } from "@/app/api/account/export/route";
import { createAccount } from "@/lib/db/users";
import { createOrder } from "@/lib/db/orders";
import { verifyPassword } from "@/lib/auth/password";

const SECRET = process.env.NEXTAUTH_SECRET!;
const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id }, select: { email: true, passwordHash: true, sessionVersion: true, deletedAt: true } });

afterEach(async () => {
  signOut();
  cookieJar.clear();
  // Paid orders are made here, and deleting an account must keep every payment whole.
  expect(await findLedgerProblems()).toEqual([]);
});

/** An order of this product, paid through the one writer of payment state. */
async function paidOrder(buyerId: string, productId: string) {
  const order = await createOrder(buyerId, [{ productId, quantity: 1 }]);
  if (!order.ok) throw new Error("order refused");
  await payOrder(order.orderId, buyerId);
  return order.orderId;
}

describe("Change password", () => {
  const change = { currentPassword: TEST_PASSWORD, password: "maji-ya-ndimu-42", confirmPassword: "maji-ya-ndimu-42" };

  it("stores the new password, ends every other session and keeps this one with a re-issued cookie", async () => {
    const user = await createUser();
    signInAs(user);
    cookieJar.set("next-auth.session-token", await encode({ token: { sub: user.id, email: user.email, sv: 0 }, secret: SECRET }));

    expect(await run(changePasswordAction, change)).toMatchObject({ ok: true, message: "Password changed. Your other devices have been signed out." });
    const row = await userRow(user.id);
    expect(row.sessionVersion).toBe(1);
    expect(await verifyPassword(row.passwordHash, "maji-ya-ndimu-42")).toBe(true);
    expect(await verifyPassword(row.passwordHash, TEST_PASSWORD)).toBe(false);
    const reissued = await decode({ token: cookieJar.get("next-auth.session-token")!, secret: SECRET });
    expect(reissued).toMatchObject({ sub: user.id, email: user.email, sv: 1 });
  });

  it("a wrong current password is refused next to its field and changes nothing", async () => {
    const user = await createUser();
    signInAs(user);
    const before = await userRow(user.id);
    expect(await run(changePasswordAction, { ...change, currentPassword: "not-it" })).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: "That password is not right" },
    });
    expect(await userRow(user.id)).toEqual(before);
  });

  it("a new password with the person's name in it is refused with the reason", async () => {
    const user = await createUser({ fullName: "Wanjiru Kamau" });
    signInAs(user, { fullName: "Wanjiru Kamau" });
    const result = await run(changePasswordAction, { ...change, password: "wanjiru-2026!", confirmPassword: "wanjiru-2026!" });
    expect(result).toMatchObject({ ok: false, fieldErrors: { password: expect.stringContaining("it contains your name") } });
  });
});

describe("Download my data", () => {
  it("gives the signed-in person a JSON file of what is stored about them, orders included, secrets not", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser({ fullName: "Achieng Otieno" });
    const product = await createProduct(seller.id, { name: "Casio fx-991" });
    await paidOrder(buyer.id, product.id);
    signInAs(buyer);

    const response = await exportData(new Request("http://localhost/api/account/export"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="campus-market-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data).toMatchObject({ email: buyer.email, profile: { fullName: "Achieng Otieno" }, signInMethods: ["password"] });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].items[0]).toMatchObject({ productName: "Casio fx-991", quantity: 1 });
    expect(text).not.toMatch(/passwordHash|password_hash|sessionVersion|\$argon2|\$2[aby]\$/);
  });

  it("tells a payout for what one sold from a refund of what one bought", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    const orderId = await paidOrder(buyer.id, (await createProduct(seller.id, { name: "Desk lamp" })).id);
    const item = await db.orderItem.update({ where: { id: (await db.orderItem.findFirstOrThrow({ where: { orderId } })).id }, data: { status: "delivered", deliveredAt: new Date() } });
    const completedAt = new Date();
    await db.b2cPayout.create({
      data: { orderItemId: item.id, kind: "seller_payout", recipientId: seller.id, phoneNumber: "254708374149", amount: item.subtotal, originatorConversationId: `${crypto.randomUUID()}-1`, status: "completed", transactionId: `PO${Date.now()}`, completedAt },
    });
    await db.b2cPayout.create({
      data: { orderItemId: item.id, kind: "buyer_refund", recipientId: buyer.id, phoneNumber: "254708374149", amount: item.subtotal, originatorConversationId: `${crypto.randomUUID()}-1`, status: "failed", resultDesc: "The balance is insufficient for the transaction." },
    });
    await db.order.update({ where: { id: orderId }, data: { refundRequired: true, refundReason: "Never arrived" } });

    const exported = async (user: { id: string; email: string }) => {
      signInAs(user);
      return (await (await exportData(new Request("http://localhost/api/account/export"))).json()) as {
        payouts: Array<Record<string, unknown>>;
        orders: Array<Record<string, unknown>>;
      };
    };
    const sellers = await exported(seller);
    expect(sellers.payouts).toEqual([expect.objectContaining({ kind: "seller_payout", orderItemId: item.id, amount: item.subtotal, status: "completed", completedAt: completedAt.toISOString() })]);
    const buyers = await exported(buyer);
    expect(buyers.payouts).toEqual([expect.objectContaining({ kind: "buyer_refund", amount: item.subtotal, status: "failed", resultDesc: "The balance is insufficient for the transaction." })]);
    expect(buyers.orders).toEqual([expect.objectContaining({ id: orderId, refundRequired: true, refundReason: "Never arrived" })]);
  });

  it("a visitor gets 401 and no data", async () => {
    const response = await exportData(new Request("http://localhost/api/account/export"));
    expect(response.status).toBe(401);
  });
});

describe("Delete my account", () => {
  const confirm = { password: TEST_PASSWORD, confirmation: "DELETE" };

  it("a buyer with a paid order not yet delivered is told what must finish first, and nothing changes", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    await paidOrder(buyer.id, (await createProduct(seller.id)).id);
    signInAs(buyer);
    expect(await run(deleteAccountAction, confirm)).toMatchObject({
      ok: false,
      message: "Your account cannot be deleted yet: 1 order you bought must be delivered. Finish them, then try again.",
    });
    expect((await userRow(buyer.id)).deletedAt).toBeNull();
  });

  it("a seller with a sale to deliver, or a payout owed, is told so", async () => {
    const seller = await createUser({ isSeller: true });
    const buyer = await createUser();
    const orderId = await paidOrder(buyer.id, (await createProduct(seller.id)).id);
    signInAs(seller, { isSeller: true });
    expect(await run(deleteAccountAction, confirm)).toMatchObject({ ok: false, message: expect.stringContaining("1 item you sold must be delivered") });
    await db.orderItem.updateMany({ where: { orderId }, data: { status: "delivered", deliveredAt: new Date() } });
    expect(await run(deleteAccountAction, confirm)).toMatchObject({ ok: false, message: expect.stringContaining("1 payout to your M-Pesa must complete") });
  });

  it("the wrong password, or no confirmation word, deletes nothing", async () => {
    const user = await createUser();
    signInAs(user);
    expect(await run(deleteAccountAction, { ...confirm, password: "nope" })).toMatchObject({ ok: false, fieldErrors: { password: "That password is not right" } });
    expect(await run(deleteAccountAction, { ...confirm, confirmation: "delete" })).toMatchObject({ ok: false, fieldErrors: { confirmation: "Type DELETE to confirm" } });
    expect(await run(deleteAccountAction, { confirmation: "DELETE" })).toMatchObject({ ok: false, fieldErrors: { password: "Please enter your password" } });
    expect((await userRow(user.id)).deletedAt).toBeNull();
  });

  it("removes personal data and listings, keeps delivered orders under 'Deleted user', and frees the email", async () => {
    const FULL_NAME = "Zawadi Mwangi-Oloo";
    const seller = await createUser({ isSeller: true });
    const person = await createUser({ isSeller: true, fullName: FULL_NAME });
    await db.profile.update({ where: { id: person.id }, data: { phone: "254799123456", studentId: "SCT-221-0042" } });
    const theirListing = await createProduct(person.id, { name: "Zawadi's drawing set" });
    const bought = await createProduct(seller.id, { name: "Lab coat" });
    const orderId = await paidOrder(person.id, bought.id);
    await db.orderItem.updateMany({ where: { orderId }, data: { status: "delivered", deliveredAt: new Date() } });
    await db.cartItem.create({ data: { userId: person.id, productId: bought.id } });
    await db.wishlistItem.create({ data: { userId: seller.id, productId: theirListing.id } });
    await db.shop.create({ data: { id: person.id, shopName: "Zawadi's Art Corner", description: `Run by ${FULL_NAME}` } });
    await db.message.create({ data: { senderId: person.id, recipientId: seller.id, body: "Is the lab coat still there?", senderName: FULL_NAME, recipientName: "Seller" } });
    await db.message.create({ data: { senderId: seller.id, recipientId: person.id, body: "Yes, come by at 4.", senderName: "Seller", recipientName: FULL_NAME } });
    signInAs(person, { isSeller: true, fullName: FULL_NAME });

    expect(await run(deleteAccountAction, confirm)).toMatchObject({ ok: true, message: "Your account has been deleted" });

    const row = await userRow(person.id);
    expect(row).toMatchObject({ passwordHash: null, sessionVersion: 1, deletedAt: expect.any(Date) });
    expect(row.email).not.toBe(person.email);
    expect(await db.product.count({ where: { sellerId: person.id } })).toBe(0);
    expect(await db.shop.count({ where: { id: person.id } })).toBe(0);
    expect(await db.cartItem.count({ where: { userId: person.id } })).toBe(0);
    expect(await db.wishlistItem.count({ where: { productId: theirListing.id } })).toBe(0);
    // The order stays, as the seller sees it, with the buyer's name replaced.
    const sold = await db.orderItem.findFirstOrThrow({ where: { orderId }, select: { productName: true, buyer: { select: { profile: { select: { fullName: true } } } } } });
    expect(sold).toEqual({ productName: "Lab coat", buyer: { profile: { fullName: "Deleted user" } } });
    expect(await db.order.count({ where: { id: orderId, userId: person.id } })).toBe(1);
    // Messages stay with the other person, under 'Deleted user'.
    const kept = await db.message.findMany({ where: { OR: [{ senderId: person.id }, { recipientId: person.id }] }, select: { senderName: true, recipientName: true } });
    expect(kept).toHaveLength(2);
    expect(kept.every((message) => message.senderName !== FULL_NAME && message.recipientName !== FULL_NAME)).toBe(true);

    // No row anywhere names the person, their email, phone or student id.
    for (const trace of [FULL_NAME, "Zawadi", person.email, "254799123456", "SCT-221-0042"]) {
      expect(await rowsMentioning(trace)).toEqual([]);
    }

    // The email can sign up again, as a new account.
    const again = await createAccount({
      email: person.email,
      passwordHash: await hashPassword("new-start-2026"),
      fullName: FULL_NAME,
      phone: "0799123456",
      campusLocation: await campus(),
      accountType: "student",
    });
    expect(again.id).not.toBe(person.id);
  });
});

/**
 * Every text, varchar and JSON column of every table, searched for `needle`: "table.column"
 * for each hit. search_words is left out: it is the catalogue's vocabulary for typo-tolerant
 * search (single words, with no link to any product or person).
 */
async function rowsMentioning(needle: string): Promise<string[]> {
  const columns = await db.$queryRaw<Array<{ table_name: string; column_name: string }>>`
    SELECT table_name::text AS table_name, column_name::text AS column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      AND table_name NOT IN ('_prisma_migrations', 'rate_limits', 'search_words')`;
  const hits: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await db.$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE '%' || $1 || '%'`,
      needle,
    );
    if ((row?.n ?? 0) > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}
