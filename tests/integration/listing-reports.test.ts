import { db } from "@/lib/db/client";
import { createOrder } from "@/lib/db/orders";
import { addToCart } from "@/lib/db/cart";
import { countCategoryProducts, getSellerPage, listCategoryProductsWithCount, listFeaturedShops, listMarketplaceProducts, productExists } from "@/lib/db/products";
import { searchProducts } from "@/lib/db/product-search";
import { listActiveProductsInRange } from "@/lib/db/sitemap";
import { countReportedListings, createListingReport, listReportedListings } from "@/lib/db/listing-reports";
import { listOwnProducts, updateOwnProduct } from "@/lib/db/seller-products";
import { reserveOrderStock, sellOrderStock } from "@/lib/db/stock";
import { LISTING_REPORT_MESSAGES } from "@/lib/messages/listing-reports";
import { signInAs, signOut } from "@/tests/support/session";
import { run } from "@/tests/support/actions";
import { serverOnly } from "@/tests/support/database-kind";
import { createCategory, createProduct, createShop, createUser } from "./factories";

// Reported listings against PostgreSQL (docs/decisions/listing-reports.md): one open report per
// user and listing, three different reporters hide it in the report's own transaction, and
// staff hide (the seller told by message and email) or dismiss (what the reports hid comes
// back). A hidden listing is in no public list or count, cannot be bought, and its seller
// cannot change its status.

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);

import { dismissListingReportsAction, hideReportedListingAction, reportListingAction } from "@/lib/actions/listing-reports";
import { changeProductStatusAction } from "@/lib/actions/shop";

const STAFF = { isStaff: true };
const SELLER = { isSeller: true };

async function listing(options: { status?: "active" | "sold" | "out_of_stock"; quantityAvailable?: number | null; name?: string } = {}) {
  const seller = await createUser({ isSeller: true, fullName: "Akinyi Otieno" });
  await createShop(seller.id, { shopName: `Akinyi's ${seller.id.slice(0, 6)}` });
  const category = await createCategory();
  const product = await createProduct(seller.id, { categoryId: category.id, name: options.name ?? `Hoodie ${seller.id.slice(0, 8)}`, status: options.status, quantityAvailable: options.quantityAvailable });
  return { seller, category, product };
}

const reporters = (count: number) => Promise.all(Array.from({ length: count }, (_, index) => createUser({ fullName: `Reporter ${index + 1}` })));

async function report(user: { id: string; email: string }, productId: string, reason: "suspected_scam" | "other" | "prohibited_item" = "suspected_scam", details?: string) {
  signInAs(user);
  const answer = await run(reportListingAction, { productId, reason, ...(details ? { details } : {}) });
  signOut();
  return answer;
}

const productRow = (id: string) => db.product.findUniqueOrThrow({ where: { id }, select: { status: true, statusBeforeHidden: true, hiddenAt: true, hiddenReason: true } });
const openReportIds = async (productId: string) => (await db.listingReport.findMany({ where: { productId, status: "open" }, select: { id: true } })).map((row) => row.id);

afterEach(() => signOut());

describe("reporting a listing", () => {
  it("takes one open report per user and listing, refuses a second with a clear message, and takes a new one after staff decided", async () => {
    const { product } = await listing();
    const [reporter] = await reporters(1);
    const staff = await createUser({ role: "staff" });
    expect(await report(reporter!, product.id, "other", "Sells stolen phones")).toMatchObject({ ok: true, message: LISTING_REPORT_MESSAGES.reported });
    expect(await report(reporter!, product.id)).toEqual({ ok: false, message: LISTING_REPORT_MESSAGES.alreadyReported });
    expect(await db.listingReport.count({ where: { productId: product.id } })).toBe(1);

    signInAs(staff, STAFF);
    expect(await run(dismissListingReportsAction, { productId: product.id, reportIds: await openReportIds(product.id) })).toMatchObject({ ok: true });
    expect(await report(reporter!, product.id)).toMatchObject({ ok: true });
    expect(await db.listingReport.groupBy({ by: ["status"], where: { productId: product.id }, _count: { _all: true }, orderBy: { status: "asc" } })).toEqual([
      { status: "open", _count: { _all: 1 } },
      { status: "dismissed", _count: { _all: 1 } },
    ]);
  });

  it("keeps the reason and details, and asks for details with Other", async () => {
    const { product } = await listing();
    const [reporter] = await reporters(1);
    signInAs(reporter!);
    expect(await run(reportListingAction, { productId: product.id, reason: "other" })).toMatchObject({ ok: false, fieldErrors: { details: LISTING_REPORT_MESSAGES.detailsRequired } });
    expect(await run(reportListingAction, { productId: product.id, reason: "prohibited_item", details: " Alcohol " })).toMatchObject({ ok: true });
    expect(await db.listingReport.findFirstOrThrow({ where: { productId: product.id }, select: { reason: true, details: true, reporterId: true, open: true } })).toEqual({
      reason: "prohibited_item",
      details: "Alcohol",
      reporterId: reporter!.id,
      open: true,
    });
  });

  it("refuses the listing's seller and a visitor", async () => {
    const { seller, product } = await listing();
    expect(await report(seller, product.id)).toEqual({ ok: false, message: LISTING_REPORT_MESSAGES.ownListing });
    expect(await run(reportListingAction, { productId: product.id, reason: "offensive" })).toEqual({ ok: false, message: LISTING_REPORT_MESSAGES.signedOut });
    expect(await db.listingReport.count({ where: { productId: product.id } })).toBe(0);
  });

  it("hides the listing at the third different reporter, remembering its status", async () => {
    const { product } = await listing({ status: "out_of_stock" });
    const [first, second, third] = await reporters(3);
    await report(first!, product.id);
    await report(second!, product.id);
    expect(await productRow(product.id)).toMatchObject({ status: "out_of_stock", hiddenAt: null });
    await report(third!, product.id);
    expect(await productRow(product.id)).toMatchObject({ status: "hidden", statusBeforeHidden: "out_of_stock", hiddenReason: null, hiddenAt: expect.any(Date) });
  });

  it("counts a user's second report of the same listing once", async () => {
    const { product } = await listing();
    const [first, second] = await reporters(2);
    await report(first!, product.id);
    await report(first!, product.id, "other", "Again, it is a scam");
    await report(second!, product.id);
    expect((await productRow(product.id)).status).toBe("active");
  });

  it("refuses a report of a hidden listing", async () => {
    const { product } = await listing();
    const [a, b, c, d] = await reporters(4);
    for (const reporter of [a, b, c]) await report(reporter!, product.id);
    expect(await report(d!, product.id)).toEqual({ ok: false, message: LISTING_REPORT_MESSAGES.unavailable });
  });

  serverOnly("three reports at once hide the listing exactly once, with the status it had", async () => {
    const { product } = await listing({ status: "sold" });
    const people = await reporters(5);
    const outcomes = await Promise.all(people.map((person) => createListingReport(person.id, product.id, "suspected_scam", null)));
    // The row lock puts them in a line: the third hides it, the two after find it hidden.
    expect(outcomes.filter((outcome) => outcome.ok && outcome.hidden)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && outcome.reason)).toEqual(["unavailable", "unavailable"]);
    expect(await productRow(product.id)).toMatchObject({ status: "hidden", statusBeforeHidden: "sold", hiddenReason: null });
  });

  serverOnly("one user's reports sent at once count once", async () => {
    const { product } = await listing();
    const [reporter] = await reporters(1);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => createListingReport(reporter!.id, product.id, "offensive", null)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await db.listingReport.count({ where: { productId: product.id } })).toBe(1);
  });
});

describe("a hidden listing", () => {
  it("is in no public list, search, count, sitemap or Featured Shops, and its page has nothing to show", async () => {
    const { seller, category, product } = await listing({ name: "Quantum flux capacitor hoodie" });
    const before = { marketplace: await listMarketplaceProducts({ pageSize: 500 }), count: await countCategoryProducts(category.id, { conditions: [], locations: [] }) };
    expect(before.marketplace.products.map((card) => card.id)).toContain(product.id);
    expect(before.count).toBe(1);
    expect(await productExists(product.id)).toBe(true);

    for (const reporter of await reporters(3)) await report(reporter, product.id);

    expect((await listMarketplaceProducts({ pageSize: 500 })).products.map((card) => card.id)).not.toContain(product.id);
    const categoryPage = await listCategoryProductsWithCount(category.id, { sort: "newest", conditions: [], locations: [] });
    expect({ cards: categoryPage.products.length, total: categoryPage.total }).toEqual({ cards: 0, total: 0 });
    expect(await countCategoryProducts(category.id, { conditions: [], locations: [] })).toBe(0);
    expect((await db.categoryActiveCount.findUnique({ where: { categoryId: category.id } }))?.active ?? 0).toBe(0);
    expect((await searchProducts("quantum flux capacitor")).products.map((card) => card.id)).not.toContain(product.id);
    expect((await getSellerPage(seller.id)).products.products).toEqual([]);
    expect((await listFeaturedShops()).map((shop) => shop.id)).not.toContain(seller.id);
    expect((await listActiveProductsInRange({ from: product.id, to: null }, 1)).map((row) => row.id)).not.toContain(product.id);
    expect(await productExists(product.id)).toBe(false);
  });

  it("cannot be put in a cart or bought", async () => {
    const { product } = await listing();
    const buyer = await createUser();
    const order = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
    if (!order.ok) throw new Error("order refused");
    for (const reporter of await reporters(3)) await report(reporter, product.id);
    expect(await addToCart(buyer.id, product.id, 1)).toMatchObject({ ok: false, reason: "unavailable" });
    expect(await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }])).toMatchObject({ ok: false });
    // An order made before the hiding cannot be paid for it either: the payment's stock check refuses it.
    expect(await db.$transaction((tx) => reserveOrderStock(tx, order.orderId))).toEqual({ productName: product.name, left: 0 });
  });

  it("shows in its seller's My shop as hidden, and the seller cannot change its status", async () => {
    const { seller, product } = await listing();
    for (const reporter of await reporters(3)) await report(reporter, product.id);
    expect((await listOwnProducts(seller.id)).products).toEqual([expect.objectContaining({ id: product.id, status: "hidden", hiddenReason: null })]);
    signInAs(seller, SELLER);
    expect(await run(changeProductStatusAction, { productId: product.id, status: "active" })).toEqual({ ok: false, message: LISTING_REPORT_MESSAGES.ownerCannotChange });
    expect((await productRow(product.id)).status).toBe("hidden");
  });

  it("stays hidden when its seller edits it, even to none left or more in stock", async () => {
    const { seller, product, category } = await listing({ quantityAvailable: 2 });
    for (const reporter of await reporters(3)) await report(reporter, product.id);
    const edit = (quantityAvailable: number) => updateOwnProduct(seller.id, product.id, { name: "Renamed hoodie", price: 900, description: "Warm", categoryId: category.id, condition: "good", quantityAvailable });
    await edit(0);
    expect(await productRow(product.id)).toMatchObject({ status: "hidden", statusBeforeHidden: "sold" });
    await edit(4);
    expect(await productRow(product.id)).toMatchObject({ status: "hidden", statusBeforeHidden: "active" });
  });

  it("stays hidden when a payment made before sells its last unit", async () => {
    const { product } = await listing({ quantityAvailable: 1 });
    const buyer = await createUser();
    const order = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
    if (!order.ok) throw new Error("order refused");
    // The payment's prompt held the last unit before the reports hid the listing.
    expect(await db.$transaction((tx) => reserveOrderStock(tx, order.orderId))).toBeNull();
    for (const reporter of await reporters(3)) await report(reporter, product.id);
    await db.$transaction((tx) => sellOrderStock(tx, order.orderId, new Date()));
    expect(await productRow(product.id)).toMatchObject({ status: "hidden", statusBeforeHidden: "sold" });
  });
});

describe("staff's decisions", () => {
  it("list the reported listings, the most reported first, with the seller and each report", async () => {
    const once = await listing({ name: "Reported once" });
    const twice = await listing({ name: "Reported twice" });
    const [a, b] = await reporters(2);
    await report(a!, once.product.id, "other", "Looks fake");
    await report(a!, twice.product.id);
    await report(b!, twice.product.id, "prohibited_item");
    const queue = await listReportedListings();
    const ours = queue.filter((entry) => [once.product.id, twice.product.id].includes(entry.product.id));
    expect(ours.map((entry) => [entry.product.name, entry.reports.length])).toEqual([
      ["Reported twice", 2],
      ["Reported once", 1],
    ]);
    expect(ours[1]).toMatchObject({
      seller: { id: once.seller.id },
      reports: [{ reason: "other", details: "Looks fake", reporterName: "Reporter 1" }],
    });
    expect(await countReportedListings()).toBeGreaterThanOrEqual(2);
  });

  it("hide: the listing is hidden with the reason, the reports upheld, the seller told by a message from staff and an email", async () => {
    const { seller, product } = await listing({ status: "out_of_stock" });
    const staff = await createUser({ role: "staff", fullName: "Staff Wafula" });
    const [reporter] = await reporters(1);
    await report(reporter!, product.id);
    signInAs(staff, STAFF);
    const reportIds = await openReportIds(product.id);
    expect(await run(hideReportedListingAction, { productId: product.id, reportIds, reason: "Counterfeit goods" })).toEqual({ ok: true, message: LISTING_REPORT_MESSAGES.hidden });
    expect(await productRow(product.id)).toMatchObject({ status: "hidden", statusBeforeHidden: "out_of_stock", hiddenReason: "Counterfeit goods" });
    expect(await db.listingReport.findMany({ where: { productId: product.id }, select: { status: true, open: true, decidedById: true, decidedAt: true } })).toEqual([
      { status: "upheld", open: null, decidedById: staff.id, decidedAt: expect.any(Date) },
    ]);
    expect(await db.message.findMany({ where: { recipientId: seller.id }, select: { senderId: true, body: true, productId: true } })).toEqual([
      { senderId: staff.id, body: LISTING_REPORT_MESSAGES.sellerMessage(product.name, "Counterfeit goods"), productId: product.id },
    ]);
    const emails = await db.emailOutbox.findMany({ where: { recipientId: seller.id }, select: { kind: true, payload: true } });
    expect(emails).toEqual([{ kind: "listing-hidden", payload: { productId: product.id, productName: product.name, reason: "Counterfeit goods" } }]);
    expect((await listOwnProducts(seller.id)).products[0]).toMatchObject({ status: "hidden", hiddenReason: "Counterfeit goods" });
  });

  it("hide keeps the status from before the reports hid the listing", async () => {
    const { product } = await listing({ status: "sold" });
    const staff = await createUser({ role: "staff" });
    for (const reporter of await reporters(3)) await report(reporter, product.id);
    signInAs(staff, STAFF);
    await run(hideReportedListingAction, { productId: product.id, reportIds: await openReportIds(product.id), reason: "Scam" });
    expect(await productRow(product.id)).toMatchObject({ status: "hidden", statusBeforeHidden: "sold", hiddenReason: "Scam" });
  });

  it("dismiss: the reports are dismissed and a listing the reports hid is back in the lists with its status", async () => {
    const { product, category } = await listing();
    const staff = await createUser({ role: "staff" });
    for (const reporter of await reporters(3)) await report(reporter, product.id);
    signInAs(staff, STAFF);
    expect(await run(dismissListingReportsAction, { productId: product.id, reportIds: await openReportIds(product.id) })).toEqual({ ok: true, message: LISTING_REPORT_MESSAGES.dismissed });
    expect(await productRow(product.id)).toEqual({ status: "active", statusBeforeHidden: null, hiddenAt: null, hiddenReason: null });
    expect(await db.listingReport.count({ where: { productId: product.id, status: "dismissed", open: null } })).toBe(3);
    expect(await countCategoryProducts(category.id, { conditions: [], locations: [] })).toBe(1);
    expect(await productExists(product.id)).toBe(true);
  });

  it("refuses a decision on reports already decided, changing nothing", async () => {
    const { product } = await listing();
    const staff = await createUser({ role: "staff" });
    const [reporter] = await reporters(1);
    await report(reporter!, product.id);
    const reportIds = await openReportIds(product.id);
    signInAs(staff, STAFF);
    await run(dismissListingReportsAction, { productId: product.id, reportIds });
    expect(await run(hideReportedListingAction, { productId: product.id, reportIds, reason: "Too late" })).toEqual({ ok: false, message: LISTING_REPORT_MESSAGES.alreadyDecided });
    expect(await run(dismissListingReportsAction, { productId: product.id, reportIds })).toEqual({ ok: false, message: LISTING_REPORT_MESSAGES.alreadyDecided });
    expect(await productRow(product.id)).toMatchObject({ status: "active", hiddenReason: null });
  });

  serverOnly("two staff deciding at once: one decides, the other is told it was already decided", async () => {
    const { product } = await listing();
    const [first, second] = [await createUser({ role: "staff" }), await createUser({ role: "staff" })];
    for (const reporter of await reporters(3)) await report(reporter, product.id);
    const reportIds = await openReportIds(product.id);
    const { hideReportedListing, dismissListingReports } = await import("@/lib/db/listing-reports");
    const outcomes = await Promise.all([hideReportedListing(product.id, reportIds, first.id, "Scam"), dismissListingReports(product.id, reportIds, second.id)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && outcome.reason)).toEqual(["already-decided"]);
  });

  it("are staff's alone", async () => {
    const { product } = await listing();
    const [reporter] = await reporters(1);
    await report(reporter!, product.id);
    signInAs(reporter!);
    expect(await run(dismissListingReportsAction, { productId: product.id, reportIds: await openReportIds(product.id) })).toEqual({ ok: false, message: LISTING_REPORT_MESSAGES.decideFailed });
    expect(await db.listingReport.count({ where: { productId: product.id, status: "open" } })).toBe(1);
  });
});
