// The row types and enums the UI and the pure rule modules use, in one place.
// Type-only re-exports: nothing here loads Prisma or a server-only module, so a
// client component may import it (the lint rule allows only this file of lib/db
// outside the data layer's callers).

export type { AccountType, ProductCondition, ProductStatus } from "./generated/enums";
export type { CategoryCard, CategoryOption, StaffCategoryRow } from "./categories";
export type { NavCounts } from "./counts";
export type { FeaturedShop, ProductCardData, ProductDetail, ProductPage } from "./products";
export type { OwnProduct } from "./seller-products";
export type { OwnShop, ShopStats } from "./shops";
export type { CartLine } from "./cart";
export type { WishlistLine } from "./wishlist";
export type { BuyerOrderRow, BuyerOrderView } from "./orders";
export type { ProfileOverview } from "./profiles";
export type { Conversation, ConversationMessage, ConversationOrder, ConversationSummary } from "./messages";
export type { SellerOrderRow, SellerOrderItem, PayoutSummary } from "./fulfilment";
export type { StaffIssue, StaffPayout } from "./payouts";
