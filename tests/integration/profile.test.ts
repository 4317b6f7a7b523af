import { db } from "@/lib/db/client";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { campus, createProduct, createUser, TEST_PASSWORD } from "./factories";

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { becomeSellerAction, editProfileAction } from "@/lib/actions/account";
import { getProfileOverview } from "@/lib/db/profiles";
import { listBuyerOrders, createOrder } from "@/lib/db/orders";

const profileOf = (id: string) => db.profile.findUniqueOrThrow({ where: { id }, select: { fullName: true, phone: true, campusLocation: true, campusLocationId: true, isSeller: true } });

afterEach(() => signOut());

describe("Edit Profile", () => {
  it("saves the name, phone and the campus chosen from the list", async () => {
    const user = await createUser();
    const city = await campus("City Campus");
    signInAs(user);
    const result = await run(editProfileAction, { fullName: "  Achieng Otieno ", phone: "0712 345 678", campusLocationId: String(city.id) });
    expect(result).toMatchObject({ ok: true, message: "Profile updated successfully" });
    expect(await profileOf(user.id)).toMatchObject({ fullName: "Achieng Otieno", phone: "0712 345 678", campusLocation: "City Campus", campusLocationId: city.id });
  });

  it("a campus that is not on the list is refused next to the field, and nothing changes", async () => {
    const user = await createUser({ fullName: "Before" });
    signInAs(user);
    const result = await run(editProfileAction, { fullName: "After", campusLocationId: "999999" });
    expect(result).toMatchObject({ ok: false, fieldErrors: { campusLocationId: "Please choose your campus from the list" } });
    expect((await profileOf(user.id)).fullName).toBe("Before");
  });

  it("a blank name is refused with the form's message", async () => {
    const user = await createUser();
    signInAs(user);
    const result = await run(editProfileAction, { fullName: " ", campusLocationId: String((await campus()).id) });
    expect(result).toMatchObject({ ok: false, message: "Failed to update profile information", fieldErrors: { fullName: "Full name is required" } });
  });

  it("a seller changing the phone payouts go to must give the current password", async () => {
    const seller = await createUser({ isSeller: true });
    const city = await campus();
    signInAs(seller, { isSeller: true });
    const input = { fullName: "Seller", phone: "0799 888 777", campusLocationId: String(city.id) };

    expect(await run(editProfileAction, input)).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: "Enter your current password to change the phone your payouts go to" },
    });
    expect(await run(editProfileAction, { ...input, currentPassword: "not-the-password" })).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: "That password is not right" },
    });
    expect((await profileOf(seller.id)).phone).toBe("254700000000");

    expect(await run(editProfileAction, { ...input, currentPassword: TEST_PASSWORD })).toMatchObject({ ok: true });
    expect((await profileOf(seller.id)).phone).toBe("0799 888 777");
  });

  it("a seller keeping the same number, written another way, is not asked for the password", async () => {
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    expect(await run(editProfileAction, { fullName: "Seller", phone: "+254 700 000 000", campusLocationId: String((await campus()).id) })).toMatchObject({ ok: true });
  });

  it("password guesses through Edit Profile are limited", async () => {
    const seller = await createUser({ isSeller: true });
    signInAs(seller, { isSeller: true });
    const input = { fullName: "Seller", phone: "0799 888 777", campusLocationId: String((await campus()).id), currentPassword: "guess" };
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await run(editProfileAction, input));
    expect(answers.slice(0, 10).every((answer) => !answer.ok && answer.fieldErrors?.currentPassword === "That password is not right")).toBe(true);
    expect(answers[10]).toMatchObject({ ok: false, message: "Too many requests. Please try again later." });
    // Even the right password waits now.
    expect(await run(editProfileAction, { ...input, currentPassword: TEST_PASSWORD })).toMatchObject({ ok: false, message: "Too many requests. Please try again later." });
  });

  it("a buyer changes their phone without a password (no payouts go there)", async () => {
    const buyer = await createUser();
    signInAs(buyer);
    expect(await run(editProfileAction, { fullName: "Buyer", phone: "0799 888 777", campusLocationId: String((await campus()).id) })).toMatchObject({ ok: true });
  });

  it("a visitor is refused", async () => {
    expect(await run(editProfileAction, { fullName: "X", campusLocationId: "1" })).toMatchObject({ ok: false, message: "Profile not found. Please sign in again or contact support." });
  });
});

describe("Become a Seller", () => {
  it("makes the buyer a seller with a shop of the chosen name", async () => {
    const buyer = await createUser();
    signInAs(buyer);
    expect(await run(becomeSellerAction, { shopName: " Achieng's Books ", acceptTerms: true })).toMatchObject({ ok: true, message: "You can now sell on Campus Market" });
    expect((await profileOf(buyer.id)).isSeller).toBe(true);
    expect(await db.shop.findUnique({ where: { id: buyer.id }, select: { shopName: true } })).toEqual({ shopName: "Achieng's Books" });
  });

  it("without the terms accepted nothing changes", async () => {
    const buyer = await createUser();
    signInAs(buyer);
    expect(await run(becomeSellerAction, { shopName: "Books", acceptTerms: false as boolean as true })).toMatchObject({
      ok: false,
      fieldErrors: { acceptTerms: "Please accept the seller terms to open your shop" },
    });
    expect((await profileOf(buyer.id)).isSeller).toBe(false);
    expect(await db.shop.findUnique({ where: { id: buyer.id } })).toBeNull();
  });

  it("an existing shop keeps its settings and takes the new name", async () => {
    const buyer = await createUser();
    await db.shop.create({ data: { id: buyer.id, shopName: "Old", description: "Kept" } });
    signInAs(buyer);
    await run(becomeSellerAction, { shopName: "New", acceptTerms: true });
    expect(await db.shop.findUnique({ where: { id: buyer.id }, select: { shopName: true, description: true } })).toEqual({ shopName: "New", description: "Kept" });
  });
});

describe("the profile page's reads", () => {
  it("the header counts listings, orders and wishlist items in one read", async () => {
    const seller = await createUser({ isSeller: true, fullName: "Achieng" });
    const other = await createUser({ isSeller: true });
    const mine = await createProduct(seller.id);
    const theirs = await createProduct(other.id);
    await db.wishlistItem.create({ data: { userId: seller.id, productId: theirs.id } });
    const order = await createOrder(seller.id, [{ productId: theirs.id, quantity: 1 }]);
    expect(order.ok).toBe(true);

    const overview = await getProfileOverview(seller.id);
    expect(overview).toMatchObject({ fullName: "Achieng", isSeller: true, counts: { listings: 1, orders: 1, wishlist: 1 } });
    expect(mine.id).toBeTruthy();
    expect(await getProfileOverview("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("the Orders tab lists only the buyer's own orders, newest first, each named by its first line (by name among lines of one checkout)", async () => {
    const buyer = await createUser();
    const stranger = await createUser();
    const seller = await createUser({ isSeller: true });
    const first = await createProduct(seller.id, { name: "Calculator" });
    const second = await createProduct(seller.id, { name: "Lab coat" });
    const older = await createOrder(buyer.id, [{ productId: first.id, quantity: 1 }]);
    const newer = await createOrder(buyer.id, [
      { productId: second.id, quantity: 1 },
      { productId: first.id, quantity: 2 },
    ]);
    await createOrder(stranger.id, [{ productId: first.id, quantity: 1 }]);
    if (!older.ok || !newer.ok) throw new Error("orders refused");

    const rows = await listBuyerOrders(buyer.id);
    expect(rows.map((row) => row.id)).toEqual([newer.orderId, older.orderId]);
    expect(rows[0]).toMatchObject({ itemCount: 2, firstItemName: "Calculator", orderStatus: "pending_payment", paymentStatus: "pending" });
  });
});
