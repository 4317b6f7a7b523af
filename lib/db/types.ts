// The row types and enums the UI and the pure rule modules use, in one place.
// Types only: nothing here loads Prisma or a server-only module, so a client
// component may import it (the lint rule allows only this file of lib/db
// outside the data layer's callers).
// The row types are defined here and the query modules import them, never the
// other way round: the rule modules (lib/catalogue, lib/validation) that import
// this file are imported by those query modules, so a re-export from them would
// close an import cycle (the import-cycle check in `npm test` fails on one).

import type { ProductCondition, ProductStatus } from "./generated/enums";
import type { StoredItemStatus } from "@/lib/orders/fulfilment";
import type { PayoutStatus } from "@/lib/payouts/b2c-rules";
import type { EarningsCursor, EarningsSource } from "@/lib/orders/earnings";

export type { AccountType, ProductCondition, ProductStatus } from "./generated/enums";

// Categories (categories.ts).
export type CategoryCard = { id: string; name: string; description: string | null; activeProducts: number };

export type CategoryOption = { id: string; name: string };

export type StaffCategoryRow = {
  id: string;
  name: string;
  /** A seller's suggestion (docs/decisions/category-suggestions.md), not one of the marketplace's own. */
  suggested: boolean;
  /** Who suggested it; null for built-in ones and deleted accounts. */
  suggestedBy: string | null;
  /** Hidden by staff (status pending): not loaded anywhere but here. */
  hidden: boolean;
  /** Whether browse lists show it (approved, and built in or with an active product). */
  listed: boolean;
  activeProducts: number;
  totalProducts: number;
};

// The navigation badges (counts.ts).
export type NavCounts = { unreadMessages: number; wishlist: number; cart: number };

// The public catalogue (products.ts).
export type ProductCardData = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  originalPrice: number | null;
  condition: ProductCondition;
  location: string;
  imageUrl: string | null;
  status: ProductStatus;
  sellerId: string;
  categoryId: string;
  categoryName: string;
  /** Left to sell; null when the seller does not track it (docs/decisions/stock.md). */
  quantityAvailable: number | null;
  sellerReputation: SellerReputationSummary;
  /** Only the owner's own reads (My shop) fill it: staff's reason while hidden, null while reports hold it (docs/decisions/listing-reports.md). */
  hiddenReason?: string | null;
};

/** A seller's standing as cards and pages show it, read from the seller_reputations aggregate (docs/decisions/reviews.md). */
export type SellerReputationSummary = {
  /** Visible reviews' mean, to one decimal; null with no reviews. */
  averageRating: number | null;
  reviewCount: number;
  /** Staff approved the wholesaler's documents (docs/decisions/verified-businesses.md). */
  verifiedBusiness: boolean;
};

/** The seller page's fuller view: how many visible reviews gave each number of stars (index 0 is one star). */
export type SellerReputationDetail = SellerReputationSummary & {
  stars: [number, number, number, number, number];
  /** Conversations started with the seller in the last 30 days, and the median wait for a first reply (docs/decisions/reply-time.md). */
  replies: { conversations: number; medianSeconds: number | null };
};

export type ProductPage = { products: ProductCardData[]; hasMore: boolean };

export type ProductDetail = ProductCardData & {
  createdAt: Date;
  updatedAt: Date;
  images: string[];
  seller: { id: string; fullName: string; campusLocation: string; shopName: string | null };
};

export type FeaturedShop = {
  id: string;
  shopName: string;
  description: string | null;
  bannerUrl: string | null;
  /** A Pro Seller's shop (docs/decisions/subscription.md): shown first, its products marked 'Featured'. */
  pro: boolean;
  products: ProductCardData[];
};

// A seller's own listings (seller-products.ts).
export type OwnProduct = ProductCardData;

// Shops (shops.ts).
export type OwnShop = {
  id: string;
  shopName: string;
  description: string | null;
  bannerUrl: string | null;
  offersDelivery: boolean;
  preferredContact: string | null;
  /** As stored: a list of { days, hours }, an older day-keyed object, or free text (lib/validation/shop.ts reads it). */
  businessHours: unknown;
  policies: string | null;
};

export type ShopStats = { listings: number; activeListings: number; totalSales: number; revenue: number; pendingOrders: number };

// Cart and wishlist lines (cart.ts, wishlist.ts): the row and what the list shows of its product.

export type CartLine = {
  id: string;
  quantity: number;
  /** When it was first added: the list's order, kept by an Undo. */
  createdAt: Date;
  product: { id: string; name: string; price: number; imageUrl: string | null; status: ProductStatus; sellerId: string };
};

export type WishlistLine = CartLine;

// A buyer's orders (orders.ts).
export type BuyerOrderView = {
  id: string;
  amount: number;
  paymentStatus: "pending" | "processing" | "completed" | "failed";
  orderStatus: "pending_payment" | "pending" | "processing" | "shipped" | "delivered" | "cancelled";
  checkoutRequestId: string | null;
  mpesaReceipt: string | null;
  paymentDate: Date | null;
  paymentError: string | null;
  phoneNumber: string | null;
  deliveryOption: "pickup" | "delivery" | null;
  deliveryAddress: string | null;
  deliveryInstructions: string | null;
  createdAt: Date;
  /** The buyer's profile phone, to prefill the payment form. */
  buyerPhone: string | null;
  /** Sellers the buyer has an issue report open against (docs/decisions/buyer-protection.md). */
  openReportSellerIds: string[];
  items: Array<{
    id: string;
    status: "pending_payment" | "pending" | "processing" | "shipped" | "delivered" | "refunded" | "cancelled";
    sellerId: string;
    /** A refund to the buyer exists for it (on its way or completed). */
    refunded: boolean;
    refund: { status: PayoutSummary["status"]; transactionId: string | null; completedAt: Date | null } | null;
    /** The seller's payout: whether it is still waiting (Confirm received still means something). */
    payout: { status: PayoutSummary["status"]; sent: boolean } | null;
    /** When the hold after delivery ends (see docs/decisions/buyer-protection.md). */
    payoutDueAt: Date | null;
    receivedConfirmedAt: Date | null;
    cancelReason: string | null;
    refundedAt: Date | null;
    productId: string | null;
    productName: string;
    productImageUrl: string | null;
    quantity: number;
    pricePerUnit: number;
    subtotal: number;
    location: string;
    sellerName: string | null;
    sellerCampus: string | null;
  }>;
};

export type BuyerOrderRow = {
  id: string;
  amount: number;
  orderStatus: string;
  paymentStatus: string;
  createdAt: Date;
  itemCount: number;
  firstItemName: string | null;
  /** Every item was refunded (a cancelled order otherwise reads Cancelled). */
  allRefunded: boolean;
};

// Profiles (profiles.ts).
export type ProfileOverview = {
  fullName: string;
  email: string;
  phone: string | null;
  campusLocation: string;
  campusLocationId: number | null;
  isSeller: boolean;
  isPro: boolean;
  proUntil: Date | null;
  accountType: "student" | "wholesaler";
  memberSince: Date;
  shopName: string | null;
  counts: { listings: number; orders: number; wishlist: number };
};

// Messages (messages.ts).
export type ConversationSummary = {
  otherId: string;
  otherName: string;
  /** The latest message of this folder with them, cut at PREVIEW_LENGTH characters (lib/messaging/rules.ts). */
  preview: string;
  lastAt: Date;
  /** Unread messages from them (received folder; 0 in sent). */
  unread: number;
  product: { id: string; name: string } | null;
  orderId: string | null;
};

export type ConversationMessage = {
  id: string;
  mine: boolean;
  body: string;
  read: boolean;
  createdAt: Date;
  product: { id: string; name: string } | null;
  orderId: string | null;
  orderItemId: string | null;
};

export type Conversation = {
  /** `gone`: the account was deleted; its messages stay, nobody can write to it. */
  other: { id: string; name: string; isSeller: boolean; gone: boolean };
  /** The reader blocked this person (and may unblock); or this person blocked the reader. */
  blockedByMe: boolean;
  blockedMe: boolean;
  /** Oldest first: the latest page, and whether older messages are left. */
  messages: ConversationMessage[];
  hasOlder: boolean;
};

export type ConversationOrder = { orderId: string; orderItemId: string; productName: string; viewerIsBuyer: boolean };

// A seller's order items and their payouts (fulfilment.ts).
export type PayoutSummary = {
  id: string;
  status: "pending" | "submitted" | "unknown" | "completed" | "failed" | "cancelled";
  phoneNumber: string | null;
  amount: number;
  transactionId: string | null;
  conversationId: string | null;
  resultDesc: string | null;
  /** When the refund (or payout) completed. */
  completedAt: Date | null;
};

export type SellerOrderRow = {
  id: string;
  orderId: string;
  productName: string;
  productImageUrl: string | null;
  quantity: number;
  subtotal: number;
  status: StoredItemStatus;
  buyerContacted: boolean;
  buyerAgreed: boolean;
  createdAt: Date;
  buyerName: string;
  /** A refund to the buyer exists (on its way or done): the item is no sale and needs nothing more. */
  refunded: boolean;
};

export type SellerOrderItem = SellerOrderRow & {
  productId: string | null;
  pricePerUnit: number;
  buyerId: string;
  buyerCampus: string | null;
  /** Only once the order is paid (the spec: phone after payment). */
  buyerPhone: string | null;
  paymentStatus: "pending" | "processing" | "completed" | "failed";
  mpesaReceipt: string | null;
  paymentDate: Date | null;
  orderCreatedAt: Date;
  deliveryOption: "pickup" | "delivery" | null;
  deliveryAddress: string | null;
  deliveryInstructions: string | null;
  deliveredAt: Date | null;
  /** The end of the hold after delivery: when the payout goes unless the buyer confirms or reports first. */
  payoutDueAt: Date | null;
  receivedConfirmedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  refundedAt: Date | null;
  /** The seller may still cancel it (paid, not shipped, no refund yet). */
  cancellable: boolean;
  payout: PayoutSummary | null;
  refund: PayoutSummary | null;
  /** An open issue report on the order holds its payouts (docs/decisions/buyer-protection.md). */
  held: boolean;
};

// Issue reports for staff (issue-reports.ts).
export type StaffIssue = {
  id: string;
  orderId: string | null;
  description: string;
  status: "open" | "in_review" | "resolved" | "closed";
  decision: "release" | "refund" | null;
  decidedAt: Date | null;
  decidedByName: string | null;
  createdAt: Date;
  buyerId: string;
  buyerName: string;
  sellerId: string | null;
  sellerName: string | null;
  order: { amount: number; paymentStatus: string; mpesaReceipt: string | null; phoneNumber: string | null } | null;
  items: Array<{ id: string; productName: string; subtotal: number; status: string; sellerId: string; payoutStatus: string | null; refundStatus: string | null }>;
  messages: Array<{ id: string; senderName: string; body: string; createdAt: Date }>;
};

// Payouts and refunds for staff (payouts.ts).
export type StaffPayout = {
  id: string;
  kind: "seller_payout" | "buyer_refund";
  status: PayoutStatus;
  amount: number;
  phoneNumber: string | null;
  attempt: number;
  transactionId: string | null;
  resultDesc: string | null;
  recipientName: string;
  productName: string;
  orderId: string;
  held: boolean;
  createdAt: Date;
  updatedAt: Date;
};

// My shop's Earnings (earnings.ts).
export type EarningsRow = EarningsSource & {
  id: string;
  orderId: string;
  productName: string;
  quantity: number;
  createdAt: Date;
};

/** A page of My shop's Earnings, and where the next (older) page starts: null on the last. */
export type EarningsPage = { rows: EarningsRow[]; next: EarningsCursor | null };

// Reported listings for staff (listing-reports.ts; see docs/decisions/listing-reports.md).
export type StaffReportedListing = {
  product: { id: string; name: string; description: string | null; imageUrl: string | null; price: number; status: ProductStatus; hiddenReason: string | null };
  seller: { id: string; name: string };
  /** The open reports, oldest first. */
  reports: Array<{ id: string; reason: "prohibited_item" | "suspected_scam" | "wrong_category" | "offensive" | "other"; details: string | null; reporterName: string; createdAt: Date }>;
};

// ---------------------------------------------------------------- verified businesses (docs/decisions/verified-businesses.md)

/** A wholesaler's document as a link to the private route (docs/decisions/private-documents.md). */
export type VerificationDocumentLink = { id: string; documentType: "student_id" | "business_license"; contentType: string; createdAt: Date };

/** A wholesaler's own verification, for their profile card. */
export type OwnVerification = {
  status: "pending" | "verified" | "rejected";
  reason: string | null;
  documentsSentAt: Date;
  decidedAt: Date | null;
  /** Newest first. */
  documents: VerificationDocumentLink[];
};
