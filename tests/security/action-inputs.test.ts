import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { db } from "@/lib/db/client";
import { createAuthToken } from "@/lib/db/auth-tokens";
import { hashLinkToken, PASSWORD_RESET_TTL_MS } from "@/lib/auth/tokens";
import { campus, createProduct, createUser, payOrder, TEST_PASSWORD } from "@/tests/integration/factories";
import { buildUser, session } from "@/tests/support/session";
import type { CurrentUser } from "@/lib/auth/session";
import { createOrder } from "@/lib/db/orders";
import { actAs, callAction, createCast, discoverActions, suiteCategory, watchServerErrors, type ActionFn, type Cast, type Role } from "./harness";
import { anyActionValue, applyPlan, controlCharacterExamples, plans, type Plan } from "./arbitraries";
import { answersEveryInput } from "./properties";

// Property tests for every server action: whatever the
// browser sends (random and control-character text, huge numbers, wrong types,
// extra fields), the answer is the action's result or its message, never a
// server error, and a refusal stores nothing. Each action is called by a role
// it serves, so the input gets past the session check to the schema and beyond.

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
jest.mock("next/server", () => jest.requireActual("@/tests/security/next-stubs").nextServerStub());
jest.mock("next/headers", () => jest.requireActual("@/tests/security/next-stubs").nextHeadersStub());

const actions = discoverActions();

/** `spare` is the owner's product that status changes and deletes work on, put back before every run. */
type World = Cast & {
  product: { id: string; name: string };
  spare: string;
  categoryName: string;
  orderId: string;
  campusId: number;
  /** The buyer's paid order of the owner's product, its item, a payout of it and an issue report on it. */
  paid: { orderId: string; itemId: string; payoutId: string; reportId: string };
  /** Another paid item of the owner's, delivered, its payout waiting for the hold and held by an open report (so a confirmation never sends it). */
  held: { orderId: string; itemId: string; payoutId: string; reportId: string };
  /** A third paid item of the owner's, not yet shipped: the seller may cancel it. */
  cancellable: { itemId: string };
};
type Bases = Array<Record<string, unknown> | undefined>;
type Spec = {
  as: Role;
  bases: (world: World) => Bases;
  numRuns?: number;
  /** What the valid input needs to be accepted (the buyer's cart or wishlist line). */
  arrange?: (world: World) => Promise<unknown>;
  /** Who calls instead of the cast's member of role `as` (an account made for this action alone). */
  actor?: () => CurrentUser;
};

let freshAccount: CurrentUser | undefined;
const newFreshAccount = async () => {
  freshAccount = buildUser(await createUser());
};

const RESET_TOKEN = "Reset-link-token-for-the-property-tests-001";
const PRODUCT_REF = (world: World) => [{ productId: world.product.id }];
const WITH_QUANTITY = (world: World) => [{ productId: world.product.id, quantity: 2 }];
const NO_INPUT = () => [undefined];
const SPARE_PRODUCT = async ({ owner, spare }: World) => {
  const { id: categoryId } = await suiteCategory();
  const data = { name: "Spare calculator", price: 900, categoryId, sellerId: owner.id, status: "active" as const, soldAt: null };
  return db.product.upsert({ where: { id: spare }, create: { id: spare, ...data }, update: data });
};
const CART_LINE = ({ buyer, product }: World) =>
  db.cartItem.upsert({ where: { userId_productId: { userId: buyer.id, productId: product.id } }, create: { userId: buyer.id, productId: product.id }, update: {} });
const WISHLIST_LINE = ({ buyer, product }: World) =>
  db.wishlistItem.upsert({ where: { userId_productId: { userId: buyer.id, productId: product.id } }, create: { userId: buyer.id, productId: product.id }, update: {} });

/** Staff's category actions each work on categories of their own, put back before every run (a merge deletes its source). */
const STAFF_CATEGORY_IDS = { rename: randomUUID(), hide: randomUUID(), show: randomUUID(), mergeSource: randomUUID(), mergeTarget: randomUUID() };
const STAFF_CATEGORIES = async () => {
  for (const [key, id] of Object.entries(STAFF_CATEGORY_IDS)) {
    const data = { name: `Staff ${key} category`, nameKey: `staff ${key.toLowerCase()} category`, status: key === "show" ? ("pending" as const) : ("approved" as const) };
    await db.category.upsert({ where: { id }, create: { id, ...data }, update: data });
  }
};

/** The paid item back where each run finds it: pending, its payout failed, its report open. */
const PAID_ITEM_RESET = async ({ paid }: World) => {
  await db.orderItem.update({ where: { id: paid.itemId }, data: { status: "pending", buyerContacted: false, buyerAgreed: false, deliveredAt: null } });
  await db.b2cPayout.update({ where: { id: paid.payoutId }, data: { status: "failed", sentAt: new Date(), nextCheckAt: null } });
  await db.issueReport.update({ where: { id: paid.reportId }, data: { status: "open", decision: null, decidedById: null, decidedAt: null } });
};

/** The held item back where each run finds it: delivered, not confirmed, its payout waiting, the report open. */
const HELD_ITEM_RESET = async ({ held }: World) => {
  await db.orderItem.update({ where: { id: held.itemId }, data: { status: "delivered", receivedConfirmedAt: null, payoutDueAt: new Date(Date.now() + 48 * 3_600_000) } });
  await db.b2cPayout.update({ where: { id: held.payoutId }, data: { status: "pending", sentAt: null } });
  await db.issueReport.update({ where: { id: held.reportId }, data: { status: "open", decision: null, decidedById: null, decidedAt: null } });
};

/** The cancellable item back to pending, its refund row gone (a refund already on its way to the simulator is ignored when its result finds no row). */
/** The cast's wholesaler back to waiting for staff, with one document on file, before every run (docs/decisions/verified-businesses.md). */
const WAITING_WHOLESALER = async ({ wholesaler }: World) => {
  const waiting = { verificationStatus: "pending" as const, verificationReason: null, verificationDecidedAt: null, verificationDecidedById: null };
  await db.wholesalerDetails.upsert({ where: { userId: wholesaler.id }, create: { userId: wholesaler.id, businessName: "Property Supplies", ...waiting }, update: waiting });
  if ((await db.verificationDocument.count({ where: { userId: wholesaler.id } })) === 0) {
    await db.verificationDocument.create({ data: { userId: wholesaler.id, documentType: "business_license", storageKey: `${wholesaler.id}_property.pdf`, contentType: "application/pdf", sizeBytes: 30 } });
  }
};

const CANCELLABLE_ITEM_RESET = async ({ cancellable }: World) => {
  await db.b2cPayout.deleteMany({ where: { orderItemId: cancellable.itemId } });
  await db.orderItem.update({ where: { id: cancellable.itemId }, data: { status: "pending", cancelledAt: null, cancelReason: null, refundedAt: null } });
};

/**
 * The owner's listing that reports and staff's decisions work on (not world.product, which later
 * actions need on sale), back on sale with no report before every run: each run's report is the
 * buyer's first, and each decision finds one open report.
 */
const REPORTED_PRODUCT_ID = randomUUID();
const LISTING_REPORT_ID = randomUUID();
const UNREPORTED_LISTING = async ({ owner }: World) => {
  const { id: categoryId } = await suiteCategory();
  const data = { name: "Reported calculator", price: 700, categoryId, sellerId: owner.id, status: "active" as const, statusBeforeHidden: null, hiddenAt: null, hiddenReason: null };
  await db.product.upsert({ where: { id: REPORTED_PRODUCT_ID }, create: { id: REPORTED_PRODUCT_ID, ...data }, update: data });
  await db.listingReport.deleteMany({ where: { productId: REPORTED_PRODUCT_ID } });
};
const REPORTED_LISTING = async (world: World) => {
  await UNREPORTED_LISTING(world);
  await db.listingReport.create({ data: { id: LISTING_REPORT_ID, productId: REPORTED_PRODUCT_ID, reporterId: world.buyer.id, reason: "offensive" } });
};

/** Reviews of the held item, which HELD_ITEM_RESET leaves delivered: none before each run of Rate the seller, one as written before each run of the others. */
const REVIEW_ID = randomUUID();
const UNREVIEWED_ITEM = async (world: World) => {
  await HELD_ITEM_RESET(world);
  await db.review.deleteMany({ where: { orderItemId: world.held.itemId } });
};
const REVIEWED_ITEM = async (world: World) => {
  await HELD_ITEM_RESET(world);
  const written = { rating: 4, body: "Good seller", reply: null, repliedAt: null, hiddenAt: null, hiddenReason: null, hiddenById: null, editableUntil: new Date(Date.now() + 7 * 24 * 3_600_000) };
  await db.review.deleteMany({ where: { orderItemId: world.held.itemId, id: { not: REVIEW_ID } } });
  await db.review.upsert({ where: { id: REVIEW_ID }, create: { id: REVIEW_ID, orderItemId: world.held.itemId, sellerId: world.owner.id, reviewerId: world.buyer.id, ...written }, update: written });
};

/** Which valid inputs each action's property starts from, and who calls it. */
const SPECS: Record<string, Spec> = {
  generateAccessCodesAction: { as: "staff", bases: () => [{ count: 1 }], numRuns: 40 },
  completeProfileAction: { as: "buyer", bases: () => [{ fullName: "Wanjiru Kamau", phone: "+254 712 345 678", campusLocation: "Main Campus", isSeller: "false" }], numRuns: 60 },
  getPostSignInDestinationAction: { as: "visitor", bases: NO_INPUT, numRuns: 30 },
  resetPasswordAction: {
    as: "visitor",
    bases: () => [{ token: RESET_TOKEN, password: "ugali-sukuma-2026", confirmPassword: "ugali-sukuma-2026" }],
    numRuns: 40,
    // A live reset link for the buyer before every run (a run that resets the password spends it).
    arrange: async ({ buyer }) => {
      const tokenHash = hashLinkToken(RESET_TOKEN);
      await db.authToken.deleteMany({ where: { tokenHash } });
      await createAuthToken({ userId: buyer.id, purpose: "password_reset", tokenHash, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) });
    },
  },
  loadMoreProductsAction: {
    as: "buyer",
    bases: (world) => [
      { kind: "marketplace", page: 2 },
      { kind: "search", q: "casio calculator", page: 2 },
      { kind: "category", category: world.categoryName, query: "sort=newest&condition=new&location=Main+Campus&minPrice=10", page: 2 },
      { kind: "seller", sellerId: world.owner.id, page: 2 },
      { kind: "own", page: 2 },
    ],
    numRuns: 80,
  },
  addToCartAction: { as: "buyer", bases: WITH_QUANTITY },
  updateCartQuantityAction: { as: "buyer", bases: WITH_QUANTITY, arrange: CART_LINE },
  removeFromCartAction: { as: "buyer", bases: PRODUCT_REF, arrange: CART_LINE },
  restoreCartLineAction: { as: "buyer", bases: (world) => [{ productId: world.product.id, quantity: 1, addedAt: new Date("2026-11-20T10:00:00.000Z") }] },
  clearCartAction: { as: "buyer", bases: NO_INPUT, arrange: CART_LINE },
  addToWishlistAction: { as: "buyer", bases: PRODUCT_REF },
  removeFromWishlistAction: { as: "buyer", bases: PRODUCT_REF, arrange: WISHLIST_LINE },
  updateWishlistQuantityAction: { as: "buyer", bases: WITH_QUANTITY, arrange: WISHLIST_LINE },
  clearWishlistAction: { as: "buyer", bases: NO_INPUT, arrange: WISHLIST_LINE },
  moveToWishlistAction: { as: "buyer", bases: PRODUCT_REF, arrange: CART_LINE },
  moveToCartAction: { as: "buyer", bases: WITH_QUANTITY, arrange: WISHLIST_LINE },
  changeProductStatusAction: { as: "owner", bases: (world) => [{ productId: world.spare, status: "out_of_stock" }], arrange: SPARE_PRODUCT },
  deleteProductAction: { as: "owner", bases: (world) => [{ productId: world.spare }], arrange: SPARE_PRODUCT },
  suggestCategoryAction: { as: "owner", bases: () => [{ name: "Lab coats", description: "White coats for the chemistry labs" }], numRuns: 60 },
  setShopFollowAction: { as: "buyer", bases: (world) => [{ shopId: world.owner.id, following: true }] },
  registerAsSellerAction: { as: "buyer", bases: NO_INPUT },
  editProfileAction: {
    as: "owner",
    bases: (world) => [
      { fullName: "Wanjiru Kamau", phone: "254700000000", campusLocationId: String(world.campusId) },
      { fullName: "Wanjiru Kamau", phone: "0711 222 333", campusLocationId: String(world.campusId), currentPassword: TEST_PASSWORD },
    ],
    numRuns: 60,
  },
  // Each run starts from a fresh account of its own: the valid input changes its password or
  // deletes it, and the cast's buyer must stay as it is for every other action.
  changePasswordAction: {
    as: "buyer",
    actor: () => freshAccount!,
    bases: () => [{ currentPassword: TEST_PASSWORD, password: "maji-ya-ndimu-42", confirmPassword: "maji-ya-ndimu-42" }],
    arrange: newFreshAccount,
    numRuns: 30,
  },
  deleteAccountAction: { as: "buyer", actor: () => freshAccount!, bases: () => [{ password: TEST_PASSWORD, confirmation: "DELETE" }], arrange: newFreshAccount, numRuns: 30 },
  becomeSellerAction: { as: "buyer", bases: () => [{ shopName: "Wanjiru's Books", acceptTerms: true }], numRuns: 40 },
  sendMessageAction: { as: "buyer", bases: (world) => [{ recipientId: world.owner.id, body: "Is it still available?", productId: world.product.id }], numRuns: 40 },
  markConversationReadAction: { as: "buyer", bases: (world) => [{ otherUserId: world.owner.id }] },
  setOnboardingCompletedAction: { as: "buyer", bases: () => [{ completed: true }, { completed: false }] },
  setEmailPreferenceAction: { as: "buyer", bases: () => [{ topic: "messages", enabled: false }, { topic: "payouts", enabled: true }] },
  updateOrderItemStatusAction: { as: "owner", arrange: PAID_ITEM_RESET, bases: (world) => [{ itemId: world.paid.itemId, status: "processing" }] },
  contactBuyerAction: { as: "owner", arrange: PAID_ITEM_RESET, bases: (world) => [{ itemId: world.paid.itemId, body: "When can you collect it?" }] },
  listSellerOrdersAction: { as: "owner", bases: (world) => [{ search: "" }, { search: world.paid.orderId.slice(0, 8) }] },
  reportIssueAction: { as: "buyer", bases: (world) => [{ orderId: world.paid.orderId, description: "The screen is cracked" }] },
  confirmReceivedAction: { as: "buyer", arrange: HELD_ITEM_RESET, bases: (world) => [{ itemId: world.held.itemId }] },
  submitReviewAction: { as: "buyer", arrange: UNREVIEWED_ITEM, bases: (world) => [{ orderItemId: world.held.itemId, rating: 5, body: "Quick hand-over" }, { orderItemId: world.held.itemId, rating: "1" }], numRuns: 40 },
  editReviewAction: { as: "buyer", arrange: REVIEWED_ITEM, bases: () => [{ reviewId: REVIEW_ID, rating: 2, body: "The charger was missing" }, { reviewId: REVIEW_ID, rating: 3 }], numRuns: 40 },
  replyToReviewAction: { as: "owner", arrange: REVIEWED_ITEM, bases: () => [{ reviewId: REVIEW_ID, reply: "Thank you, come again" }], numRuns: 40 },
  hideReviewAction: { as: "staff", arrange: REVIEWED_ITEM, bases: () => [{ reviewId: REVIEW_ID, reason: "Advertising is not allowed in reviews" }], numRuns: 40 },
  cancelOrderItemAction: { as: "owner", arrange: CANCELLABLE_ITEM_RESET, bases: (world) => [{ itemId: world.cancellable.itemId, reason: "It broke while packing" }], numRuns: 20 },
  decideIssueAction: { as: "staff", arrange: PAID_ITEM_RESET, bases: (world) => [{ reportId: world.paid.reportId, decision: "release" }] },
  reportListingAction: {
    as: "buyer",
    arrange: UNREPORTED_LISTING,
    bases: () => [{ productId: REPORTED_PRODUCT_ID, reason: "other", details: "Sells exam papers" }, { productId: REPORTED_PRODUCT_ID, reason: "wrong_category" }],
  },
  hideReportedListingAction: { as: "staff", arrange: REPORTED_LISTING, bases: () => [{ productId: REPORTED_PRODUCT_ID, reportIds: [LISTING_REPORT_ID], reason: "Counterfeit goods" }] },
  dismissListingReportsAction: { as: "staff", arrange: REPORTED_LISTING, bases: () => [{ productId: REPORTED_PRODUCT_ID, reportIds: [LISTING_REPORT_ID] }] },
  retryPayoutAction: { as: "staff", arrange: PAID_ITEM_RESET, bases: (world) => [{ payoutId: world.paid.payoutId }] },
  approveVerificationAction: { as: "staff", arrange: WAITING_WHOLESALER, bases: (world) => [{ wholesalerId: world.wholesaler.id }] },
  refuseVerificationAction: { as: "staff", arrange: WAITING_WHOLESALER, bases: (world) => [{ wholesalerId: world.wholesaler.id, reason: "The licence photo is blurred" }] },
  renameCategoryAction: { as: "staff", arrange: STAFF_CATEGORIES, bases: () => [{ categoryId: STAFF_CATEGORY_IDS.rename, name: "Lab equipment" }] },
  hideCategoryAction: { as: "staff", arrange: STAFF_CATEGORIES, bases: () => [{ categoryId: STAFF_CATEGORY_IDS.hide }] },
  showCategoryAction: { as: "staff", arrange: STAFF_CATEGORIES, bases: () => [{ categoryId: STAFF_CATEGORY_IDS.show }] },
  mergeCategoriesAction: { as: "staff", arrange: STAFF_CATEGORIES, bases: () => [{ sourceId: STAFF_CATEGORY_IDS.mergeSource, targetId: STAFF_CATEGORY_IDS.mergeTarget }] },
  loadOlderMessagesAction: { as: "buyer", bases: (world) => [{ otherUserId: world.owner.id, before: new Date().toISOString() }] },
  // A fresh account per run: a run that blocks the owner must not stop the buyer messaging them in the rows after.
  setUserBlockedAction: { as: "buyer", actor: () => freshAccount!, arrange: newFreshAccount, bases: (world) => [{ otherUserId: world.owner.id, blocked: true }] },
  // The never-settling number: the first prompt stays on the phone, later valid runs are told it waits.
  subscribeAction: { as: "owner", bases: () => [{ plan: "weekly", phoneNumber: "254711000005" }], numRuns: 40 },
  checkoutCartAction: { as: "buyer", bases: NO_INPUT, arrange: CART_LINE },
  buyNowAction: { as: "buyer", bases: WITH_QUANTITY },
  saveCheckoutDetailsAction: {
    as: "buyer",
    bases: (world) => [
      { orderId: world.orderId, deliveryOption: "pickup", pickupConfirmed: true, phoneNumber: "0712 345 678" },
      { orderId: world.orderId, deliveryOption: "delivery", deliveryAddress: "Hall 6, room 12", deliveryInstructions: "Call first", phoneNumber: "254712345678" },
    ],
    numRuns: 60,
  },
};

let world: World;
let errors: ReturnType<typeof watchServerErrors>;

beforeAll(async () => {
  const category = await suiteCategory();
  const cast = await createCast(category.id);
  const product = await createProduct(cast.owner.id, { categoryId: category.id });
  const { name } = await db.category.findUniqueOrThrow({ where: { id: category.id } });
  const order = await createOrder(cast.buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!order.ok) throw new Error("the buyer's order was refused");
  const paidOrder = await createOrder(cast.buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!paidOrder.ok) throw new Error("the buyer's second order was refused");
  await payOrder(paidOrder.orderId, cast.buyer.id);
  const item = await db.orderItem.findFirstOrThrow({ where: { orderId: paidOrder.orderId }, select: { id: true, subtotal: true } });
  const payoutId = randomUUID();
  await db.b2cPayout.create({ data: { id: payoutId, orderItemId: item.id, recipientId: cast.owner.id, phoneNumber: "254722000124", amount: item.subtotal, originatorConversationId: `${payoutId}-1`, status: "failed", sentAt: new Date() } });
  const report = await db.issueReport.create({ data: { userId: cast.buyer.id, orderId: paidOrder.orderId, sellerId: cast.owner.id, description: "It never arrived" } });
  const heldOrder = await createOrder(cast.buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!heldOrder.ok) throw new Error("the buyer's third order was refused");
  await payOrder(heldOrder.orderId, cast.buyer.id);
  const heldItem = await db.orderItem.findFirstOrThrow({ where: { orderId: heldOrder.orderId }, select: { id: true, subtotal: true } });
  const heldPayoutId = randomUUID();
  await db.b2cPayout.create({ data: { id: heldPayoutId, orderItemId: heldItem.id, recipientId: cast.owner.id, phoneNumber: "254722000125", amount: heldItem.subtotal, originatorConversationId: `${heldPayoutId}-1` } });
  const heldReport = await db.issueReport.create({ data: { userId: cast.buyer.id, orderId: heldOrder.orderId, sellerId: cast.owner.id, description: "Scratched" } });
  const cancellableOrder = await createOrder(cast.buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!cancellableOrder.ok) throw new Error("the buyer's fourth order was refused");
  await payOrder(cancellableOrder.orderId, cast.buyer.id);
  const cancellableItem = await db.orderItem.findFirstOrThrow({ where: { orderId: cancellableOrder.orderId }, select: { id: true } });
  world = {
    ...cast,
    product: { id: product.id, name: product.name },
    spare: randomUUID(),
    categoryName: name,
    orderId: order.orderId,
    campusId: (await campus()).id,
    paid: { orderId: paidOrder.orderId, itemId: item.id, payoutId, reportId: report.id },
    held: { orderId: heldOrder.orderId, itemId: heldItem.id, payoutId: heldPayoutId, reportId: heldReport.id },
    cancellable: { itemId: cancellableItem.id },
  };
});
beforeEach(() => {
  errors = watchServerErrors();
});
afterEach(() => {
  errors.restore();
  actAs("visitor", world);
});

it("every server action has an input property", () => {
  expect([...actions.keys()].filter((name) => !SPECS[name])).toEqual([]);
});

describe.each([...actions.keys()].filter((name) => SPECS[name]))("%s", (name) => {
  const spec = SPECS[name]!;
  it("accepts its valid input, and answers any other with its result or a clear refusal, never a server error, storing nothing when it refuses", async () => {
    const bases = spec.bases(world);
    const action = actions.get(name) as ActionFn;
    const call = (input: unknown) => (input === undefined ? callAction(action) : callAction(action, input));
    // The starting point must be accepted, or every run below would be refused for the same dull reason.
    for (const base of bases) {
      await spec.arrange?.(world);
      actAs(spec.as, world);
      if (spec.actor) session.user = spec.actor();
      const outcome = await call(base);
      expect({ base, ok: outcome.ok, message: outcome.message }).toEqual({ base, ok: true, message: outcome.message });
    }
    // A whole argument of any kind (what a forged request can carry), as well as one broken field.
    const arbitrary = plans(bases.length, anyActionValue, fc.oneof(anyActionValue, fc.anything({ maxDepth: 2 })));
    await answersEveryInput<Plan>(
      arbitrary,
      async (plan) => {
        actAs(spec.as, world);
        if (spec.actor) session.user = spec.actor();
        return call(applyPlan(bases, plan));
      },
      { numRuns: spec.numRuns ?? 30, examples: controlCharacterExamples(bases), errors, prepare: () => spec.arrange?.(world) ?? Promise.resolve() },
    );
  });
});
