import { randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { putObject } from "@/lib/storage";
import { productImageVersion } from "@/lib/seo/og-image";
import { createAuthToken } from "@/lib/db/auth-tokens";
import { newLinkToken, PASSWORD_RESET_TTL_MS } from "@/lib/auth/tokens";
import { createProduct, createUser, payOrder, TEST_PASSWORD } from "@/tests/integration/factories";
import { createOrder } from "@/lib/db/orders";
import { untilPhoneFree } from "@/tests/support/daraja";
import { startPaymentReconciler, stopPaymentReconciler } from "@/lib/payments/reconciler";
import { signUnsubscribeToken } from "@/lib/mail/unsubscribe-token";
import {
  actAs,
  callAction,
  callRoute,
  createCast,
  discoverActions,
  discoverRoutes,
  formOf,
  formUrlEncodedRequest,
  getRequest,
  isClearRefusal,
  jsonRequest,
  multipartRequest,
  ROLE_NAMES,
  ROLES,
  signInWithPassword,
  snapshot,
  suiteCategory,
  watchServerErrors,
  type ActionFn,
  type Cast,
  type Outcome,
  type Role,
  type RouteFn,
} from "./harness";

// The authorization matrix: every server action and every
// route handler method, read from the files, against every role. "Refused"
// means a clear refusal AND a database (and file store) exactly as before.
// Actions are called as the browser calls them (tests/support/actions.ts),
// route handlers with a real same-origin Request.

jest.mock("@/lib/auth/session", () => jest.requireActual("@/tests/support/session").sessionStub);
jest.mock("next/server", () => jest.requireActual("@/tests/security/next-stubs").nextServerStub());
jest.mock("next/headers", () => jest.requireActual("@/tests/security/next-stubs").nextHeadersStub());

const actions = discoverActions();
const routes = discoverRoutes();

type Verdict = "allowed" | "refused";
type Verdicts = Record<Role, Verdict>;

const A: Verdict = "allowed";
const R: Verdict = "refused";
/** Public entry points: everyone, signed in or not. */
const EVERYONE: Verdicts = { visitor: A, buyer: A, owner: A, otherSeller: A, staff: A, wholesaler: A };
/** Anyone signed in, on their own data. */
const SIGNED_IN: Verdicts = { visitor: R, buyer: A, owner: A, otherSeller: A, staff: A, wholesaler: A };
/** Anyone signed in except the owning seller, whose own product or shop it is (no buying from or following oneself). */
const SIGNED_IN_NOT_OWNER: Verdicts = { ...SIGNED_IN, owner: R };
/** Only the buyer, whose cart or wishlist line it is: everyone else aims at a line that is not theirs. */
const LINE_OWNER_ONLY: Verdicts = { visitor: R, buyer: A, owner: R, otherSeller: R, staff: R, wholesaler: R };
/** Sellers (students and wholesalers); staff are not sellers. */
const SELLERS: Verdicts = { visitor: R, buyer: R, owner: A, otherSeller: A, staff: R, wholesaler: A };
/** Only the seller whose record it is. */
const OWNER_ONLY: Verdicts = { visitor: R, buyer: R, owner: A, otherSeller: R, staff: R, wholesaler: R };
const STAFF_ONLY: Verdicts = { visitor: R, buyer: R, owner: R, otherSeller: R, staff: A, wholesaler: R };

type World = Cast & { product: { id: string; name: string } };
type Fixture = Record<string, string>;
type Ctx = { world: World; role: Role; fixture: Fixture };

type Entry = {
  /** What the row tries, from the role's point of view ("change the status of the owning seller's product"). */
  does: (role: Role) => string;
  verdicts: Verdicts;
  /** Why a visitor may call it; only for public entry points. */
  public?: string;
  /** Records the call needs besides the cast and a fresh product of the owning seller. */
  arrange?: (world: World) => Promise<Fixture>;
  call: (action: ActionFn & RouteFn, ctx: Ctx) => Promise<Outcome>;
  /** Someone else's record that an allowed call must leave alone (the call only reaches the caller's own data). */
  untouched?: { owner: Role; read: (ctx: Ctx) => Promise<unknown> };
};

const ownersProduct = (role: Role) => (role === "owner" ? "their own product" : "the owning seller's product");
const buyersLine = (role: Role, line: string) => (role === "buyer" ? `their own ${line}` : `the buyer's ${line}`);

const cartLine = async ({ buyer, product }: World) => {
  await db.cartItem.create({ data: { userId: buyer.id, productId: product.id, quantity: 2 } });
  return {};
};
const wishlistLine = async ({ buyer, product }: World) => {
  await db.wishlistItem.create({ data: { userId: buyer.id, productId: product.id, quantity: 2 } });
  return {};
};
/** The buyer's unpaid order of the owning seller's product, and one payment attempt of it. */
const buyersOrder = async ({ buyer, product }: World): Promise<Fixture> => {
  const order = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!order.ok) throw new Error("the buyer's order was refused");
  const checkoutRequestId = `ws_CO_${randomBytes(8).toString("hex")}`;
  await db.stkPushRequest.create({ data: { orderId: order.orderId, checkoutRequestId, phoneNumber: "254711000005", amount: order.amount, accountReference: "matrix" } });
  return { orderId: order.orderId, checkoutRequestId };
};
/** The buyer's paid order of the owning seller's product: its item is the owner's to fulfil. */
const buyersPaidOrder = async ({ buyer, product }: World): Promise<Fixture> => {
  const order = await createOrder(buyer.id, [{ productId: product.id, quantity: 1 }]);
  if (!order.ok) throw new Error("the buyer's order was refused");
  await payOrder(order.orderId, buyer.id);
  const item = await db.orderItem.findFirstOrThrow({ where: { orderId: order.orderId }, select: { id: true } });
  return { orderId: order.orderId, itemId: item.id };
};
/** A delivered item whose payout Daraja refused: staff may send it again. */
const failedPayout = async (world: World): Promise<Fixture> => {
  const fixture = await buyersPaidOrder(world);
  const item = await db.orderItem.update({ where: { id: fixture.itemId! }, data: { status: "delivered", buyerContacted: true, buyerAgreed: true, deliveredAt: new Date() }, select: { subtotal: true } });
  const id = randomUUID();
  await db.b2cPayout.create({
    data: { id, orderItemId: fixture.itemId!, recipientId: world.owner.id, phoneNumber: "254722000123", amount: item.subtotal, originatorConversationId: `${id}-1`, status: "failed", sentAt: new Date(), resultCode: 1, resultDesc: "The balance is insufficient for the transaction." },
  });
  return { ...fixture, payoutId: id };
};
/** A delivered item whose payout waits for the hold after delivery to end: the buyer may release it early. */
const deliveredOnHold = async (world: World): Promise<Fixture> => {
  const fixture = await buyersPaidOrder(world);
  const deliveredAt = new Date();
  const item = await db.orderItem.update({
    where: { id: fixture.itemId! },
    data: { status: "delivered", buyerContacted: true, buyerAgreed: true, deliveredAt, payoutDueAt: new Date(deliveredAt.getTime() + 48 * 3_600_000) },
    select: { subtotal: true },
  });
  const id = randomUUID();
  await db.b2cPayout.create({ data: { id, orderItemId: fixture.itemId!, recipientId: world.owner.id, phoneNumber: "254722000124", amount: item.subtotal, originatorConversationId: `${id}-1` } });
  return { ...fixture, payoutId: id };
};
/** The buyer's paid order item of the owning seller, delivered: the buyer may review it. */
const deliveredItem = async (world: World): Promise<Fixture> => {
  const fixture = await buyersPaidOrder(world);
  await db.orderItem.update({ where: { id: fixture.itemId! }, data: { status: "delivered", buyerContacted: true, buyerAgreed: true, deliveredAt: new Date() } });
  return fixture;
};
/** The buyer's review of their delivered item: theirs to edit, the owning seller's to answer, staff's to hide. */
const buyersReview = async (world: World): Promise<Fixture> => {
  const fixture = await deliveredItem(world);
  const review = await db.review.create({ data: { orderItemId: fixture.itemId!, sellerId: world.owner.id, reviewerId: world.buyer.id, rating: 4, body: "Good seller", editableUntil: new Date(Date.now() + 7 * 24 * 3_600_000) } });
  return { ...fixture, reviewId: review.id };
};
/** The buyer's open issue report on their paid order. */
const openReport = async (world: World): Promise<Fixture> => {
  const fixture = await buyersPaidOrder(world);
  const report = await db.issueReport.create({ data: { userId: world.buyer.id, orderId: fixture.orderId!, sellerId: world.owner.id, description: "It never arrived" } });
  return { ...fixture, reportId: report.id };
};
/** A category the owning seller suggested (see docs/decisions/category-suggestions.md), with one of their products in it: staff's to rename, hide or merge. */
const suggestedCategory = async ({ owner }: World): Promise<Fixture> => {
  const name = `Suggested ${randomUUID().slice(0, 8)}`;
  const category = await db.category.create({ data: { name, nameKey: name.toLowerCase(), status: "approved", suggested: true, createdById: owner.id } });
  await createProduct(owner.id, { categoryId: category.id });
  return { categoryId: category.id };
};
/** An open report of the owning seller's product by the buyer (see docs/decisions/listing-reports.md): staff's to decide. */
const reportedListing = async ({ buyer, product }: World): Promise<Fixture> => {
  const report = await db.listingReport.create({ data: { productId: product.id, reporterId: buyer.id, reason: "suspected_scam" } });
  return { reportId: report.id };
};
const ownersItem = (role: Role) => (role === "owner" ? "their own sold item" : "the owning seller's sold item");

/** A new wholesaler waiting for staff with one business licence on file (docs/decisions/verified-businesses.md): staff's to decide. */
const waitingWholesaler = async (): Promise<Fixture> => {
  const wholesaler = await createUser({ isSeller: true, accountType: "wholesaler" });
  await db.wholesalerDetails.create({ data: { userId: wholesaler.id, businessName: "Matrix Supplies" } });
  await db.verificationDocument.create({ data: { userId: wholesaler.id, documentType: "business_license", storageKey: `${wholesaler.id}_matrix.pdf`, contentType: "application/pdf", sizeBytes: 30 } });
  return { wholesalerId: wholesaler.id };
};
/** The cast's wholesaler, refused by staff: they may send new documents. */
const refusedWholesaler = async ({ wholesaler }: World): Promise<Fixture> => {
  const refused = { verificationStatus: "rejected" as const, verificationReason: "The licence has expired", verificationDecidedAt: new Date() };
  await db.wholesalerDetails.upsert({ where: { userId: wholesaler.id }, create: { userId: wholesaler.id, businessName: "Matrix Wholesale", ...refused }, update: refused });
  return {};
};
const licenceFile = () => new File([new TextEncoder().encode("%PDF-1.4\n% licence\n%%EOF\n")], "licence.pdf", { type: "application/pdf" });

const buyersPayment = ({ fixture }: Ctx) => db.order.findUniqueOrThrow({ where: { id: fixture.orderId! }, include: { stkPushes: true } });

const buyersCart = ({ world }: Ctx) => db.cartItem.findMany({ where: { userId: world.buyer.id }, orderBy: { id: "asc" } });
const buyersWishlist = ({ world }: Ctx) => db.wishlistItem.findMany({ where: { userId: world.buyer.id }, orderBy: { id: "asc" } });

let campusLocationId: number;

const productFields = async () => ({ name: "Casio fx-991ES", price: "1800", description: "Works perfectly.", categoryId: (await suiteCategory()).id, condition: "like_new" });

const MATRIX: Record<string, Entry> = {
  // ------------------------------------------------------------ server actions
  generateAccessCodesAction: {
    does: () => "generate wholesaler access codes",
    verdicts: STAFF_ONLY,
    call: (action) => callAction(action, { count: 2 }),
  },
  completeProfileAction: {
    does: () => "complete their own profile",
    verdicts: SIGNED_IN,
    call: (action) => callAction(action, { fullName: "Wanjiru Kamau", phone: "+254 712 345 678", campusLocation: "Main Campus" }),
  },
  getPostSignInDestinationAction: {
    does: () => "ask where the sign-in callback goes next",
    verdicts: EVERYONE,
    public: "the sign-in callback screen asks it before any session exists; a visitor is told they are not signed in",
    call: (action) => callAction(action),
  },
  resetPasswordAction: {
    does: () => "set a new password with an emailed reset link",
    verdicts: EVERYONE,
    public: "the emailed single-use token is the credential, for someone who cannot sign in",
    arrange: async () => {
      const user = await createUser();
      const { token, tokenHash } = newLinkToken();
      await createAuthToken({ userId: user.id, purpose: "password_reset", tokenHash, expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) });
      return { token };
    },
    call: (action, { fixture }) => callAction(action, { token: fixture.token, password: "ugali-sukuma-2026", confirmPassword: "ugali-sukuma-2026" }),
  },
  loadMoreProductsAction: {
    does: () => "load the next page of the marketplace",
    verdicts: EVERYONE,
    public: "the next page of public browse lists; the 'own' list answers only the caller's own products",
    call: (action) => callAction(action, { kind: "marketplace", page: 2 }),
  },

  addToCartAction: {
    does: (role) => `add ${ownersProduct(role)} to their cart`,
    verdicts: SIGNED_IN_NOT_OWNER,
    call: (action, { world }) => callAction(action, { productId: world.product.id, quantity: 1 }),
  },
  updateCartQuantityAction: {
    does: (role) => `change the quantity of ${buyersLine(role, "cart line")}`,
    verdicts: LINE_OWNER_ONLY,
    arrange: cartLine,
    call: (action, { world }) => callAction(action, { productId: world.product.id, quantity: 5 }),
  },
  removeFromCartAction: {
    does: (role) => `remove ${buyersLine(role, "cart line")}`,
    verdicts: LINE_OWNER_ONLY,
    arrange: cartLine,
    call: (action, { world }) => callAction(action, { productId: world.product.id }),
  },
  restoreCartLineAction: {
    does: (role) => `put ${ownersProduct(role)} back in their cart (Undo)`,
    verdicts: SIGNED_IN_NOT_OWNER,
    call: (action, { world }) => callAction(action, { productId: world.product.id, quantity: 1, addedAt: new Date() }),
  },
  checkoutCartAction: {
    does: (role) => (role === "buyer" ? "check out their own cart" : "check out their own (empty) cart while the buyer's has a line"),
    verdicts: LINE_OWNER_ONLY,
    arrange: cartLine,
    call: (action) => callAction(action),
    untouched: { owner: "buyer", read: buyersCart },
  },
  buyNowAction: {
    does: (role) => `buy ${ownersProduct(role)} now`,
    verdicts: SIGNED_IN_NOT_OWNER,
    call: (action, { world }) => callAction(action, { productId: world.product.id, quantity: 1 }),
  },
  saveCheckoutDetailsAction: {
    does: (role) => `save the delivery details of ${buyersLine(role, "order")}`,
    verdicts: LINE_OWNER_ONLY,
    arrange: buyersOrder,
    call: (action, { fixture }) => callAction(action, { orderId: fixture.orderId, deliveryOption: "delivery", deliveryAddress: "Hall 6", phoneNumber: "0712345678" }),
    untouched: { owner: "buyer", read: buyersPayment },
  },
  clearCartAction: {
    does: (role) => (role === "buyer" ? "clear their own cart" : "clear their own cart, and the buyer's cart stays as it was"),
    verdicts: SIGNED_IN,
    arrange: cartLine,
    call: (action) => callAction(action),
    untouched: { owner: "buyer", read: buyersCart },
  },
  addToWishlistAction: {
    does: (role) => `add ${ownersProduct(role)} to their wishlist`,
    verdicts: SIGNED_IN_NOT_OWNER,
    call: (action, { world }) => callAction(action, { productId: world.product.id }),
  },
  removeFromWishlistAction: {
    does: (role) => `remove ${buyersLine(role, "wishlist line")}`,
    verdicts: LINE_OWNER_ONLY,
    arrange: wishlistLine,
    call: (action, { world }) => callAction(action, { productId: world.product.id }),
  },
  updateWishlistQuantityAction: {
    does: (role) => `change the quantity of ${buyersLine(role, "wishlist line")}`,
    verdicts: LINE_OWNER_ONLY,
    arrange: wishlistLine,
    call: (action, { world }) => callAction(action, { productId: world.product.id, quantity: 4 }),
  },
  clearWishlistAction: {
    does: (role) => (role === "buyer" ? "clear their own wishlist" : "clear their own wishlist, and the buyer's wishlist stays as it was"),
    verdicts: SIGNED_IN,
    arrange: wishlistLine,
    call: (action) => callAction(action),
    untouched: { owner: "buyer", read: buyersWishlist },
  },
  moveToWishlistAction: {
    does: (role) => `move ${buyersLine(role, "cart line")} to a wishlist`,
    verdicts: LINE_OWNER_ONLY,
    arrange: cartLine,
    call: (action, { world }) => callAction(action, { productId: world.product.id }),
  },
  moveToCartAction: {
    // Without a wishlist line of one's own this is an add to one's own cart,
    // which anyone but the product's seller may do; the buyer's line stays.
    does: (role) =>
      role === "buyer" ? "move their own wishlist line to their cart" : `move the buyer's wishlist line: at most ${ownersProduct(role)} joins their own cart, and the buyer's wishlist stays`,
    verdicts: SIGNED_IN_NOT_OWNER,
    arrange: wishlistLine,
    call: (action, { world }) => callAction(action, { productId: world.product.id, quantity: 1 }),
    untouched: { owner: "buyer", read: buyersWishlist },
  },

  changeProductStatusAction: {
    does: (role) => `mark ${ownersProduct(role)} as sold`,
    verdicts: OWNER_ONLY,
    call: (action, { world }) => callAction(action, { productId: world.product.id, status: "sold" }),
  },
  deleteProductAction: {
    does: (role) => `delete ${ownersProduct(role)}`,
    verdicts: OWNER_ONLY,
    call: (action, { world }) => callAction(action, { productId: world.product.id }),
  },
  suggestCategoryAction: {
    does: () => "create a new approved category",
    verdicts: SELLERS,
    call: (action) => callAction(action, { name: `Lab coats ${randomBytes(4).toString("hex")}`, description: "White coats for the chemistry labs" }),
  },
  setShopFollowAction: {
    does: (role) => (role === "owner" ? "follow their own shop" : "follow the owning seller's shop"),
    verdicts: SIGNED_IN_NOT_OWNER,
    call: (action, { world }) => callAction(action, { shopId: world.owner.id, following: true }),
  },
  registerAsSellerAction: {
    does: () => "register themselves as a seller",
    verdicts: SIGNED_IN,
    call: (action) => callAction(action),
  },
  editProfileAction: {
    does: () => "edit their own profile (the phone unchanged, so no password is asked)",
    verdicts: SIGNED_IN,
    call: (action) => callAction(action, { fullName: "Wanjiru Kamau", phone: "254700000000", campusLocationId: String(campusLocationId) }),
  },
  changePasswordAction: {
    does: () => "change their own password, giving the current one",
    verdicts: SIGNED_IN,
    call: (action) => callAction(action, { currentPassword: TEST_PASSWORD, password: "maji-ya-ndimu-42", confirmPassword: "maji-ya-ndimu-42" }),
  },
  deleteAccountAction: {
    does: () => "delete their own account, giving the password",
    verdicts: SIGNED_IN,
    call: (action) => callAction(action, { password: TEST_PASSWORD, confirmation: "DELETE" }),
  },
  becomeSellerAction: {
    does: () => "open their own shop with a name and the seller terms",
    verdicts: SIGNED_IN,
    call: (action) => callAction(action, { shopName: "Wanjiru's Books", acceptTerms: true }),
  },
  sendMessageAction: {
    does: (role) => (role === "owner" ? "send a message to themselves about their own product" : "send the owning seller a message about their product"),
    verdicts: SIGNED_IN_NOT_OWNER,
    call: (action, { world }) => callAction(action, { recipientId: world.owner.id, body: "Is it still available?", productId: world.product.id }),
  },
  updateOrderItemStatusAction: {
    does: (role) => `move ${ownersItem(role)} to processing`,
    verdicts: OWNER_ONLY,
    arrange: buyersPaidOrder,
    call: (action, { fixture }) => callAction(action, { itemId: fixture.itemId, status: "processing" }),
  },
  contactBuyerAction: {
    does: (role) => `contact the buyer about ${ownersItem(role)}`,
    verdicts: OWNER_ONLY,
    arrange: buyersPaidOrder,
    call: (action, { fixture }) => callAction(action, { itemId: fixture.itemId, body: "When can you collect it?" }),
  },
  listSellerOrdersAction: {
    // Each seller reads only their own sold items.
    does: () => "list their own sold items",
    verdicts: SELLERS,
    arrange: buyersPaidOrder,
    call: (action) => callAction(action, { search: "" }),
  },
  reportIssueAction: {
    does: (role) => `report an issue with ${buyersLine(role, "paid order")}`,
    verdicts: LINE_OWNER_ONLY,
    arrange: buyersPaidOrder,
    call: (action, { fixture }) => callAction(action, { orderId: fixture.orderId, description: "The screen is cracked" }),
  },
  confirmReceivedAction: {
    does: (role) => `confirm receipt of ${buyersLine(role, "delivered item")}, releasing the seller's held payout`,
    verdicts: LINE_OWNER_ONLY,
    arrange: deliveredOnHold,
    call: (action, { fixture }) => callAction(action, { itemId: fixture.itemId }),
  },
  submitReviewAction: {
    does: (role) => `rate the seller of ${buyersLine(role, "delivered item")}`,
    verdicts: LINE_OWNER_ONLY,
    arrange: deliveredItem,
    call: (action, { fixture }) => callAction(action, { orderItemId: fixture.itemId, rating: 5, body: "Quick hand-over at the library" }),
  },
  editReviewAction: {
    does: (role) => `edit ${buyersLine(role, "review")}`,
    verdicts: LINE_OWNER_ONLY,
    arrange: buyersReview,
    call: (action, { fixture }) => callAction(action, { reviewId: fixture.reviewId, rating: 2, body: "The charger was missing" }),
  },
  replyToReviewAction: {
    does: (role) => (role === "owner" ? "answer the buyer's review of them" : "answer the buyer's review of the owning seller"),
    verdicts: OWNER_ONLY,
    arrange: buyersReview,
    call: (action, { fixture }) => callAction(action, { reviewId: fixture.reviewId, reply: "Thank you, come again" }),
  },
  hideReviewAction: {
    does: () => "hide the buyer's review of the owning seller, with a reason",
    verdicts: STAFF_ONLY,
    arrange: buyersReview,
    call: (action, { fixture }) => callAction(action, { reviewId: fixture.reviewId, reason: "Advertising is not allowed in reviews" }),
  },
  cancelOrderItemAction: {
    does: (role) => `cancel ${ownersItem(role)} before shipping, refunding the buyer`,
    verdicts: OWNER_ONLY,
    arrange: buyersPaidOrder,
    call: (action, { fixture }) => callAction(action, { itemId: fixture.itemId, reason: "It broke while packing" }),
  },
  decideIssueAction: {
    does: () => "resolve the buyer's issue report and release the seller's payout",
    verdicts: STAFF_ONLY,
    arrange: openReport,
    call: (action, { fixture }) => callAction(action, { reportId: fixture.reportId, decision: "release" }),
  },
  reportListingAction: {
    does: (role) => `report ${ownersProduct(role)} to staff`,
    verdicts: SIGNED_IN_NOT_OWNER,
    call: (action, { world }) => callAction(action, { productId: world.product.id, reason: "suspected_scam", details: "Asks for payment outside the app" }),
  },
  hideReportedListingAction: {
    does: () => "hide the owning seller's reported product with a reason",
    verdicts: STAFF_ONLY,
    arrange: reportedListing,
    call: (action, { world, fixture }) => callAction(action, { productId: world.product.id, reportIds: [fixture.reportId], reason: "Counterfeit goods" }),
  },
  dismissListingReportsAction: {
    does: () => "dismiss the reports of the owning seller's product",
    verdicts: STAFF_ONLY,
    arrange: reportedListing,
    call: (action, { world, fixture }) => callAction(action, { productId: world.product.id, reportIds: [fixture.reportId] }),
  },
  retryPayoutAction: {
    does: () => "send the owning seller's failed payout again",
    verdicts: STAFF_ONLY,
    arrange: failedPayout,
    call: (action, { fixture }) => callAction(action, { payoutId: fixture.payoutId }),
  },
  approveVerificationAction: {
    does: () => "approve a waiting wholesaler's business documents",
    verdicts: STAFF_ONLY,
    arrange: waitingWholesaler,
    call: (action, { fixture }) => callAction(action, { wholesalerId: fixture.wholesalerId }),
  },
  refuseVerificationAction: {
    does: () => "refuse a waiting wholesaler's business documents with a reason",
    verdicts: STAFF_ONLY,
    arrange: waitingWholesaler,
    call: (action, { fixture }) => callAction(action, { wholesalerId: fixture.wholesalerId, reason: "The licence photo is blurred" }),
  },
  renameCategoryAction: {
    does: () => "rename the owning seller's suggested category",
    verdicts: STAFF_ONLY,
    arrange: suggestedCategory,
    call: (action, { fixture }) => callAction(action, { categoryId: fixture.categoryId, name: `Renamed ${randomUUID().slice(0, 8)}` }),
  },
  hideCategoryAction: {
    does: () => "hide the owning seller's suggested category, moving its product to Other",
    verdicts: STAFF_ONLY,
    arrange: suggestedCategory,
    call: (action, { fixture }) => callAction(action, { categoryId: fixture.categoryId }),
  },
  showCategoryAction: {
    does: () => "show a hidden category again",
    verdicts: STAFF_ONLY,
    arrange: async (world) => {
      const fixture = await suggestedCategory(world);
      await db.category.update({ where: { id: fixture.categoryId! }, data: { status: "pending" } });
      return fixture;
    },
    call: (action, { fixture }) => callAction(action, { categoryId: fixture.categoryId }),
  },
  mergeCategoriesAction: {
    does: () => "merge the owning seller's suggested category into another, moving its product",
    verdicts: STAFF_ONLY,
    arrange: async (world) => ({ ...(await suggestedCategory(world)), targetId: (await suggestedCategory(world)).categoryId! }),
    call: (action, { fixture }) => callAction(action, { sourceId: fixture.categoryId, targetId: fixture.targetId }),
  },
  markConversationReadAction: {
    // Marks only messages the caller received from the owning seller: the buyer's stay unread.
    does: (role) => (role === "buyer" ? "mark the owning seller's message to them read" : "mark their own conversation with the owning seller read"),
    verdicts: SIGNED_IN,
    arrange: async ({ owner, buyer }) => {
      await db.message.create({ data: { senderId: owner.id, recipientId: buyer.id, body: "Yes, still available", senderName: "Owner", recipientName: "Buyer" } });
      return {};
    },
    call: (action, { world }) => callAction(action, { otherUserId: world.owner.id }),
    untouched: { owner: "buyer", read: ({ world }) => db.message.findMany({ where: { recipientId: world.buyer.id }, orderBy: { id: "asc" } }) },
  },
  setOnboardingCompletedAction: {
    // The tutorial's flag is the caller's own: the buyer's stays as it was for everyone else.
    does: (role) => (role === "buyer" ? "restart their own tutorial" : "restart their own tutorial, and the buyer's flag stays as it was"),
    verdicts: SIGNED_IN,
    call: (action) => callAction(action, { completed: false }),
    untouched: { owner: "buyer", read: ({ world }) => db.profile.findUnique({ where: { id: world.buyer.id }, select: { onboardingCompleted: true } }) },
  },
  loadOlderMessagesAction: {
    // Reads only the caller's own messages with the owning seller (none, for most roles).
    does: () => "read an older page of their own conversation with the owning seller",
    verdicts: SIGNED_IN,
    call: (action, { world }) => callAction(action, { otherUserId: world.owner.id, before: new Date().toISOString() }),
  },
  setUserBlockedAction: {
    // Blocks are the caller's own: blocking the owning seller changes nothing of theirs.
    does: (role) => (role === "owner" ? "block themselves" : "block the owning seller for themselves"),
    verdicts: SIGNED_IN_NOT_OWNER,
    call: (action, { world }) => callAction(action, { otherUserId: world.owner.id, blocked: true }),
  },
  setEmailPreferenceAction: {
    // The switches are the caller's own: the buyer's stay as they were for everyone else.
    does: (role) => (role === "buyer" ? "turn off their own message emails" : "turn off their own message emails, and the buyer's stay on"),
    verdicts: SIGNED_IN,
    call: (action) => callAction(action, { topic: "messages", enabled: false }),
    untouched: { owner: "buyer", read: ({ world }) => db.emailOptOut.findMany({ where: { userId: world.buyer.id } }) },
  },
  subscribeAction: {
    // Pro features a shop (see docs/decisions/subscription.md): sellers only; the never-settling number keeps the payment pending.
    // The simulator, like Daraja, takes one prompt at a time per phone: each role waits for the last to be answered.
    does: () => "pay for Pro on their own account",
    verdicts: SELLERS,
    call: async (action) => {
      await untilPhoneFree(process.env.MPESA_SIMULATOR_URL!, "254711000005");
      return callAction(action, { plan: "weekly", phoneNumber: "254711000005" });
    },
  },

  // ------------------------------------------------------------ route handlers
  "GET /api/auth/[...nextauth]": {
    does: () => "read next-auth's list of sign-in providers",
    verdicts: EVERYONE,
    public: "next-auth's own endpoints (providers, CSRF token, session) are what a signed-out browser asks first",
    call: (handler) => callRoute(handler, getRequest("/api/auth/providers"), { nextauth: ["providers"] }),
  },
  "POST /api/auth/[...nextauth]": {
    does: () => "sign in with an email and password",
    verdicts: EVERYONE,
    public: "signing in is what a visitor does; next-auth checks its own CSRF token and the login limits apply",
    call: (handler, { world }) => signInWithPassword(handler, world.buyer.email, TEST_PASSWORD),
  },
  "POST /api/email/confirmation": {
    does: () => "ask for a confirmation link for an unconfirmed address",
    verdicts: EVERYONE,
    public: "someone who has not confirmed their email cannot sign in; the answer is the same whether or not the address has an account",
    arrange: async () => ({ email: (await createUser({ verified: false })).email }),
    call: (handler, { fixture }) => callRoute(handler, jsonRequest("/api/email/confirmation", { email: fixture.email })),
  },
  "POST /api/email/confirmation/resend": {
    does: () => "ask for a new confirmation link for an unconfirmed address",
    verdicts: EVERYONE,
    public: "someone who has not confirmed their email cannot sign in; the answer is the same whether or not the address has an account",
    arrange: async () => ({ email: (await createUser({ verified: false })).email }),
    call: (handler, { fixture }) => callRoute(handler, jsonRequest("/api/email/confirmation/resend", { email: fixture.email })),
  },
  "POST /api/email/password-reset": {
    does: () => "ask for a password reset link",
    verdicts: EVERYONE,
    public: "the forgotten-password form is for people who cannot sign in; the answer is the same whether or not the address has an account",
    arrange: async () => ({ email: (await createUser()).email }),
    call: (handler, { fixture }) => callRoute(handler, jsonRequest("/api/email/password-reset", { email: fixture.email })),
  },
  "POST /api/mpesa/stkpush": {
    // Only the order's buyer may have their phone prompted for it (the never-settling test number).
    does: (role) => buyersLine(role, "order's M-Pesa payment to start"),
    verdicts: LINE_OWNER_ONLY,
    arrange: buyersOrder,
    call: async (handler, { fixture }) => {
      await untilPhoneFree(process.env.MPESA_SIMULATOR_URL!, "254711000005");
      return callRoute(handler, jsonRequest("/api/mpesa/stkpush", { orderId: fixture.orderId, phoneNumber: "254711000005" }));
    },
    untouched: { owner: "buyer", read: buyersPayment },
  },
  "GET /api/mpesa/status/[checkoutRequestId]": {
    does: (role) => buyersLine(role, "payment's status"),
    verdicts: LINE_OWNER_ONLY,
    arrange: buyersOrder,
    call: (handler, { fixture }) => callRoute(handler, getRequest(`/api/mpesa/status/${fixture.checkoutRequestId}`), { checkoutRequestId: fixture.checkoutRequestId! }),
  },
  "GET /api/events": {
    // Everyone signed in has their own stream; it only ever carries their own messages (integration tests).
    does: () => "follow their own live messages and order changes",
    verdicts: SIGNED_IN,
    call: async (handler) => {
      const outcome = await callRoute(handler, getRequest("/api/events"));
      await outcome.response.body?.cancel(); // an event stream never ends by itself
      return outcome;
    },
  },
  "GET /api/health": {
    does: () => "ask whether the process is alive",
    verdicts: EVERYONE,
    public: "load balancers and process managers probe it without a session; it answers only 'ok'",
    call: (handler) => callRoute(handler, getRequest("/api/health")),
  },
  "GET /api/ready": {
    does: () => "ask whether this instance can serve",
    verdicts: EVERYONE,
    public: "load balancers probe it without a session; it names failing parts, never an error text or address",
    // Instrumentation starts the background jobs in a server; here the test does, for the call only.
    call: async (handler) => {
      startPaymentReconciler();
      try {
        return await callRoute(handler, getRequest("/api/ready"));
      } finally {
        stopPaymentReconciler();
      }
    },
  },
  "POST /api/mpesa/b2c": {
    // The spec's payout call, kept for staff retries: the amount and phone sent are the stored ones.
    does: () => "send the owning seller's failed payout again (the spec's POST /mpesa/b2c)",
    verdicts: STAFF_ONLY,
    arrange: failedPayout,
    call: (handler, { fixture, world }) =>
      callRoute(handler, jsonRequest("/api/mpesa/b2c", { phoneNumber: "254799999999", amount: 100000, orderId: fixture.orderId, orderItemId: fixture.itemId, sellerId: world.owner.id, remarks: "retry" })),
  },
  "POST /api/mpesa/b2c/[token]/[kind]": {
    // Like the STK callback: the token in the address is the credential.
    does: () => "deliver Daraja's payout result with the callback token",
    verdicts: EVERYONE,
    public: "Daraja calls it server to server; the unguessable token in its address is what is checked, and a wrong one is 404",
    arrange: failedPayout,
    call: (handler, { fixture }) => {
      const token = process.env.MPESA_CALLBACK_TOKEN!;
      const result = { Result: { ResultType: 0, ResultCode: 1, ResultDesc: "The balance is insufficient for the transaction.", OriginatorConversationID: `${fixture.payoutId}-1`, ConversationID: "AG_matrix", TransactionID: "TMATRIX001" } };
      return callRoute(handler, jsonRequest(`/api/mpesa/b2c/${token}/result`, result), { token, kind: "result" });
    },
  },
  "POST /api/mpesa/callback/[token]": {
    // The token in the address is the credential (no session, no Origin: a server calls it).
    does: () => "deliver Daraja's payment result with the callback token",
    verdicts: EVERYONE,
    public: "Daraja calls it server to server; the unguessable token in its address is what is checked, and a wrong one is 404",
    arrange: buyersOrder,
    call: (handler, { fixture }) => {
      const token = process.env.MPESA_CALLBACK_TOKEN!;
      const cancelled = { Body: { stkCallback: { MerchantRequestID: "m", CheckoutRequestID: fixture.checkoutRequestId, ResultCode: 1032, ResultDesc: "Request cancelled by user" } } };
      return callRoute(handler, jsonRequest(`/api/mpesa/callback/${token}`, cancelled), { token });
    },
  },
  "POST /api/email/unsubscribe": {
    // The signed token in the address is the credential (no session: a mail server posts it).
    does: () => "turn off the buyer's message emails with the one-click link of the buyer's email",
    verdicts: EVERYONE,
    public: "mail clients post the one-click unsubscribe without a session (RFC 8058); the signed token names the one person and topic it can turn off, and any other token is 404",
    call: (handler, { world }) =>
      callRoute(handler, formUrlEncodedRequest(`/api/email/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(process.env.NEXTAUTH_SECRET!, world.buyer.id, "messages"))}`, { "List-Unsubscribe": "One-Click" })),
  },
  "GET /api/account/export": {
    does: () => "download everything stored about themselves",
    verdicts: SIGNED_IN,
    call: (handler) => callRoute(handler, getRequest("/api/account/export")),
  },
  "POST /api/email/welcome": {
    does: () => "send themselves the welcome email",
    verdicts: SIGNED_IN,
    call: (handler) => callRoute(handler, jsonRequest("/api/email/welcome", {})),
  },
  "POST /api/seller/products": {
    does: () => "add a product to their own shop",
    verdicts: SELLERS,
    call: async (handler) => callRoute(handler, await multipartRequest("/api/seller/products", "POST", formOf(await productFields()))),
  },
  "PUT /api/seller/products/[id]": {
    does: (role) => `rename and reprice ${ownersProduct(role)}`,
    verdicts: OWNER_ONLY,
    call: async (handler, { world }) =>
      callRoute(
        handler,
        await multipartRequest(`/api/seller/products/${world.product.id}`, "PUT", formOf({ ...(await productFields()), name: "Renamed by someone", price: "10" })),
        { id: world.product.id },
      ),
  },
  "PUT /api/seller/shop": {
    // The shop is the caller's by its id; an id in the form is ignored, so
    // another seller aiming at the owner's shop only ever writes their own.
    does: (role) => (role === "owner" ? "update their own shop" : "update a shop while naming the owning seller's shop in the form: only their own is written"),
    verdicts: SELLERS,
    call: async (handler, { world, role }) =>
      callRoute(
        handler,
        await multipartRequest(
          "/api/seller/shop",
          "PUT",
          formOf({ shopName: `${ROLE_NAMES[role]}'s renamed shop`, description: "Open after lectures", ...(role === "owner" ? {} : { id: world.owner.id, shopId: world.owner.id }) }),
        ),
      ),
    untouched: { owner: "owner", read: ({ world }) => db.shop.findUnique({ where: { id: world.owner.id } }) },
  },
  "POST /api/signup": {
    does: () => "create a new student account",
    verdicts: EVERYONE,
    public: "creating an account is what a visitor does; the per-IP and per-address limits apply",
    call: (handler) =>
      multipartRequest(
        "/api/signup",
        "POST",
        formOf({
          fullName: "Otieno Ouma",
          email: `otieno-${randomUUID()}@students.example.ac.ke`,
          password: "ugali-sukuma-2026",
          phone: "+254 712 345 678",
          campusLocationId: String(campusLocationId),
          accountType: "student",
        }),
      ).then((request) => callRoute(handler, request)),
  },
  "GET /api/uploads/verification-documents/[id]": {
    // Private (see docs/decisions/private-documents.md): the owner and staff only; everyone else gets the 404 of a missing document.
    does: (role) => (role === "owner" ? "read their own verification document" : "read the owning seller's verification document"),
    verdicts: { visitor: R, buyer: R, owner: A, otherSeller: R, staff: A, wholesaler: R },
    arrange: async ({ owner }) => {
      const storageKey = `${owner.id}_${Date.now()}_${randomBytes(4).toString("hex")}.pdf`;
      await putObject("verification-documents", storageKey, new TextEncoder().encode("%PDF-1.4\n% student id\n%%EOF\n"), "application/pdf");
      const document = await db.verificationDocument.create({
        data: { userId: owner.id, documentType: "student_id", storageKey, contentType: "application/pdf", sizeBytes: 30 },
      });
      return { documentId: document.id };
    },
    call: (handler, { fixture }) => callRoute(handler, getRequest(`/api/uploads/verification-documents/${fixture.documentId}`), { id: fixture.documentId! }),
  },
  "POST /api/uploads/verification-documents": {
    // Only a wholesaler, for their own account after a refusal (docs/decisions/verified-businesses.md); the others have no business to verify.
    does: (role) => (role === "wholesaler" ? "send new business documents after a refusal" : "send business documents while the cast's wholesaler is refused"),
    verdicts: { visitor: R, buyer: R, owner: R, otherSeller: R, staff: R, wholesaler: A },
    arrange: refusedWholesaler,
    call: async (handler) => callRoute(handler, await multipartRequest("/api/uploads/verification-documents", "POST", formOf({ documentFile: licenceFile() }))),
  },
  "GET /media/[bucket]/[key]": {
    does: () => "see a product photo",
    verdicts: EVERYONE,
    public: "product photos and shop banners are on public pages; verification documents are never served here",
    arrange: async () => {
      const key = `${randomBytes(16).toString("hex")}.web.webp`;
      await putObject("product-images", key, new Uint8Array([0x52, 0x49, 0x46, 0x46]), "image/webp");
      return { key };
    },
    call: (handler, { fixture }) => callRoute(handler, getRequest(`/media/product-images/${fixture.key}`), { bucket: "product-images", key: fixture.key! }),
  },
  "GET /media/og/product/[id]/[version]": {
    does: () => "see a product's share card",
    verdicts: EVERYONE,
    public: "the image a shared product link shows: the product page's own name, price, photo and shop, drawn as a PNG",
    arrange: async ({ product }) => {
      const { updatedAt } = await db.product.findUniqueOrThrow({ where: { id: product.id }, select: { updatedAt: true } });
      return { version: productImageVersion(updatedAt) };
    },
    call: (handler, { world, fixture }) =>
      callRoute(handler, getRequest(`/media/og/product/${world.product.id}/${fixture.version}`), { id: world.product.id, version: fixture.version! }),
  },
  "GET /sitemap.xml": {
    does: () => "read the sitemap index",
    verdicts: EVERYONE,
    public: "search engines read it without a session; it names only files of public addresses",
    call: (handler) => callRoute(handler, getRequest("/sitemap.xml")),
  },
  "GET /sitemap/[file]": {
    does: () => "read a file of the sitemap",
    verdicts: EVERYONE,
    public: "search engines read it without a session; it lists only public pages, sellers and active products",
    call: (handler) => callRoute(handler, getRequest("/sitemap/pages.xml"), { file: "pages.xml" }),
  },
};

const entryPoints = [...[...actions.keys()].map((name) => ({ id: name, kind: "action" as const })), ...[...routes.keys()].map((id) => ({ id, kind: "route" as const }))];

beforeAll(async () => {
  campusLocationId = (await db.campusLocation.upsert({ where: { name: "Main Campus" }, create: { name: "Main Campus" }, update: {} })).id;
});

describe("the authorization matrix", () => {
  it("finds the server actions and route handlers in the files", () => {
    expect(actions.size).toBeGreaterThanOrEqual(20);
    expect([...routes.keys()]).toEqual(expect.arrayContaining(["POST /api/signup", "PUT /api/seller/products/[id]", "GET /media/[bucket]/[key]"]));
  });

  it("has a row for every exported server action and route handler method, and none for one that is gone", () => {
    const found = entryPoints.map((entry) => entry.id).sort();
    expect({ withoutRows: found.filter((id) => !MATRIX[id]) }).toEqual({ withoutRows: [] });
    expect({ rowsWithoutEntryPoint: Object.keys(MATRIX).filter((id) => !found.includes(id)) }).toEqual({ rowsWithoutEntryPoint: [] });
  });

  it("says why every entry point a visitor may call is public", () => {
    const unexplained = Object.entries(MATRIX).filter(([, entry]) => entry.verdicts.visitor === "allowed" && !entry.public);
    expect(unexplained.map(([id]) => id)).toEqual([]);
  });
});

for (const { id, kind } of entryPoints) {
  const entry = MATRIX[id];
  const title = `${kind} ${id}${entry?.public ? ` (public: ${entry.public})` : ""}`;

  describe(title, () => {
    if (!entry) {
      it("has a row in the authorization matrix", () => {
        throw new Error(`${id} has no row in tests/security/authorization-matrix.test.ts: say who may call it`);
      });
      return;
    }

    const fn = (kind === "action" ? actions.get(id) : routes.get(id)) as ActionFn & RouteFn;
    let world: World;
    let errors: ReturnType<typeof watchServerErrors>;
    beforeAll(async () => {
      world = await createCast((await suiteCategory()).id);
    });
    beforeEach(async () => {
      // A fresh product of the owning seller for every row: an earlier allowed
      // row (a delete, a status change) must not decide a later one.
      const product = await createProduct(world.owner.id, { categoryId: (await suiteCategory()).id });
      world = { ...world, product: { id: product.id, name: product.name } };
      errors = watchServerErrors();
    });
    afterEach(() => {
      errors.restore();
      actAs("visitor", world);
    });

    it.each(ROLES.map((role) => [`${ROLE_NAMES[role]} ${entry.verdicts[role] === "allowed" ? "can" : "cannot"} ${entry.does(role)}`, role] as const))("%s", async (_name, role) => {
      const fixture = (await entry.arrange?.(world)) ?? {};
      const ctx: Ctx = { world, role, fixture };
      const watched = entry.untouched && entry.untouched.owner !== role ? await entry.untouched.read(ctx) : undefined;
      const refused = entry.verdicts[role] === "refused";
      const before = refused ? await snapshot() : undefined;

      actAs(role, world);
      const outcome = await entry.call(fn, ctx);
      actAs("visitor", world);

      const answer = { status: outcome.status, message: outcome.message };
      expect({ unexpectedErrors: errors.lines() }).toEqual({ unexpectedErrors: [] });
      if (refused) {
        expect({ clearRefusal: isClearRefusal(outcome), ...answer }).toEqual({ clearRefusal: true, ...answer });
        expect(await snapshot()).toEqual(before);
      } else {
        expect({ allowed: outcome.ok, ...answer }).toEqual({ allowed: true, ...answer });
        if (entry.untouched && entry.untouched.owner !== role) expect(await entry.untouched.read(ctx)).toEqual(watched);
      }
    });
  });
}
