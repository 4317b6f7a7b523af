import "server-only";
import { sellerReviewsRead, toSellerReviewsPage } from "./reviews";
import type { SellerReviewsPage } from "@/lib/reviews/types";
import { db } from "./client";
import { Prisma } from "./generated/client";
import type { ProductCondition, ProductStatus } from "./generated/enums";
import type { CatalogueFilters } from "@/lib/validation/catalogue";
import { isProAt } from "@/lib/subscriptions/plans";
import { CATALOGUE_COUNT_CAP, CATALOGUE_PAGE_SIZE, FALLBACK, FEATURED_SHOP_COUNT, FEATURED_SHOP_PRODUCT_COUNT } from "@/lib/constants";
import type { ProductCardData, ProductPage, ProductDetail, FeaturedShop, OwnShop, SellerReputationDetail, SellerReputationSummary } from "./types";
import { averageRating } from "@/lib/reviews/reputation";

// The public catalogue's reads. Browse lists (marketplace, category, search,
// seller page) show what can be bought: active products only. A sold or
// out-of-stock product stays reachable by its address, with its banner.

/** What every product card shows; shared with the seller's own reads (seller-products.ts). */
export const CARD_SELECT = {
  id: true,
  name: true,
  description: true,
  price: true,
  originalPrice: true,
  condition: true,
  location: true,
  imageUrl: true,
  status: true,
  sellerId: true,
  categoryId: true,
  quantityAvailable: true,
  category: { select: { name: true } },
  // The seller's standing from the maintained aggregate (one joined row, never a count of reviews).
  seller: { select: { reputation: { select: { reviewCount: true, ratingTotal: true, verifiedBusiness: true } } } },
} satisfies Prisma.ProductSelect;

type CardRow = Prisma.ProductGetPayload<{ select: typeof CARD_SELECT }>;

export function toCard({ category, seller, ...row }: CardRow): ProductCardData {
  return { ...row, categoryName: category.name, sellerReputation: toReputationSummary(seller.reputation) };
}

/** One page plus whether another follows, from a query that fetched one row extra. */
export function toPage(rows: CardRow[], pageSize: number): ProductPage {
  return { products: rows.slice(0, pageSize).map(toCard), hasMore: rows.length > pageSize };
}

function orderFor(sort: CatalogueFilters["sort"]): Prisma.ProductOrderByWithRelationInput[] {
  // The id breaks ties so pages never repeat or skip a product.
  if (sort === "price-asc") return [{ price: "asc" }, { id: "asc" }];
  if (sort === "price-desc") return [{ price: "desc" }, { id: "desc" }];
  return [{ createdAt: "desc" }, { id: "desc" }];
}

function browseWhere(categoryId: string | null, filters: Omit<CatalogueFilters, "sort">): Prisma.ProductWhereInput {
  return {
    status: "active",
    ...(categoryId ? { categoryId } : {}),
    ...(filters.conditions.length ? { condition: { in: filters.conditions } } : {}),
    ...(filters.minPrice !== undefined || filters.maxPrice !== undefined
      ? { price: { ...(filters.minPrice !== undefined ? { gte: filters.minPrice } : {}), ...(filters.maxPrice !== undefined ? { lte: filters.maxPrice } : {}) } }
      : {}),
    ...(filters.locations.length ? { location: { in: filters.locations } } : {}),
  };
}

export type PageOptions = { page?: number; pageSize?: number };

/** The marketplace grid: every active product, newest first. */
export async function listMarketplaceProducts({ page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageOptions = {}): Promise<ProductPage> {
  const rows = await db.product.findMany({
    where: { status: "active" },
    orderBy: orderFor("newest"),
    skip: (page - 1) * pageSize,
    take: pageSize + 1,
    select: CARD_SELECT,
  });
  return toPage(rows, pageSize);
}

/** A category page (or all categories when categoryId is null), filtered and sorted. */
export async function listCategoryProducts(
  categoryId: string | null,
  filters: CatalogueFilters,
  { page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageOptions = {},
): Promise<ProductPage> {
  const rows = await db.product.findMany({
    where: browseWhere(categoryId, filters),
    orderBy: orderFor(filters.sort),
    skip: (page - 1) * pageSize,
    take: pageSize + 1,
    select: CARD_SELECT,
  });
  return toPage(rows, pageSize);
}

/**
 * How many products match, counted up to CATALOGUE_COUNT_CAP + 1 (`LIMIT` inside the count): the
 * cost stays flat however large the catalogue is. A result above the cap means
 * "more than CATALOGUE_COUNT_CAP".
 */
export async function countCategoryProducts(categoryId: string | null, filters: Omit<CatalogueFilters, "sort">): Promise<number> {
  return db.product.count({ where: browseWhere(categoryId, filters), take: CATALOGUE_COUNT_CAP + 1 });
}

/** browseWhere as SQL, for the raw read below (the same filters, the same meaning). */
function browseConditions(categoryId: string | null, filters: Omit<CatalogueFilters, "sort">): Prisma.Sql {
  const parts = [Prisma.sql`p.status = 'active'`];
  if (categoryId) parts.push(Prisma.sql`p.category_id = ${categoryId}::uuid`);
  if (filters.conditions.length) parts.push(Prisma.sql`p.condition = ANY(${filters.conditions}::"ProductCondition"[])`);
  if (filters.minPrice !== undefined) parts.push(Prisma.sql`p.price >= ${filters.minPrice}`);
  if (filters.maxPrice !== undefined) parts.push(Prisma.sql`p.price <= ${filters.maxPrice}`);
  if (filters.locations.length) parts.push(Prisma.sql`p.location = ANY(${filters.locations}::text[])`);
  return Prisma.join(parts, " AND ");
}

/** orderFor as SQL. */
function browseOrder(sort: CatalogueFilters["sort"]): Prisma.Sql {
  if (sort === "price-asc") return Prisma.sql`p.price ASC, p.id ASC`;
  if (sort === "price-desc") return Prisma.sql`p.price DESC, p.id DESC`;
  return Prisma.sql`p.created_at DESC, p.id DESC`;
}

/**
 * A category page's first read in one round trip: its page of cards and the
 * count of every match, capped like countCategoryProducts. The same filters and order as
 * listCategoryProducts and countCategoryProducts (an integration test holds them equal).
 */
export async function listCategoryProductsWithCount(
  categoryId: string | null,
  filters: CatalogueFilters,
  { page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageOptions = {},
): Promise<ProductPage & { total: number }> {
  const where = browseConditions(categoryId, filters);
  // The count is the one row every answer has; the page's cards join it (none on an empty page).
  const rows = await db.$queryRaw<Array<{ total: number } & (RawCardRow | { [K in keyof RawCardRow]: null })>>`
    SELECT counted.total, cards.*
    FROM (SELECT count(*)::int AS total FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${CATALOGUE_COUNT_CAP + 1}) capped) counted
    LEFT JOIN LATERAL (
      SELECT p.id, p.name, p.description, p.price, p.original_price, p.condition, p.location, p.image_url, p.status,
             p.seller_id, p.category_id, c.name AS category_name, p.quantity_available, ${cardReputationColumns("p")}
      FROM products p JOIN categories c ON c.id = p.category_id ${cardReputationJoin("p")}
      WHERE ${where}
      ORDER BY ${browseOrder(filters.sort)}
      OFFSET ${(page - 1) * pageSize} LIMIT ${pageSize + 1}
    ) cards ON true`;
  const cards = rows.filter((row): row is { total: number } & RawCardRow => row.id !== null);
  return { products: cards.slice(0, pageSize).map(fromRawCard), hasMore: cards.length > pageSize, total: rows[0]?.total ?? 0 };
}

/** A card as raw SQL selects it (CARD_COLUMNS plus the category's name); shared with product-search.ts. */
export type RawCardRow = {
  id: string;
  name: string;
  description: string | null;
  price: number;
  original_price: number | null;
  condition: ProductCondition;
  location: string;
  image_url: string | null;
  status: ProductStatus;
  seller_id: string;
  category_id: string;
  category_name: string;
  quantity_available: number | null;
  review_count: number;
  rating_total: number;
  verified_business: boolean;
};

/** The seller's reputation columns of a raw card read, from the join below (zero when the seller has none yet). */
export function cardReputationColumns(alias: string): Prisma.Sql {
  const reputation = Prisma.raw(`${alias}_reputation`);
  return Prisma.sql`coalesce(${reputation}.review_count, 0) AS review_count, coalesce(${reputation}.rating_total, 0) AS rating_total,
    coalesce(${reputation}.verified_business, false) AS verified_business`;
}

/** Joins a raw card read's products (by their alias) to their sellers' maintained reputation. */
export function cardReputationJoin(alias: string): Prisma.Sql {
  const reputation = Prisma.raw(`${alias}_reputation`);
  return Prisma.sql`LEFT JOIN seller_reputations ${reputation} ON ${reputation}.seller_id = ${Prisma.raw(alias)}.seller_id`;
}

/** What a card and a page show of a seller's reputation row (none yet: no reviews, not verified). */
export function toReputationSummary(row: { reviewCount: number; ratingTotal: number; verifiedBusiness: boolean } | null): SellerReputationSummary {
  if (!row) return { averageRating: null, reviewCount: 0, verifiedBusiness: false };
  return { averageRating: averageRating(row.ratingTotal, row.reviewCount), reviewCount: row.reviewCount, verifiedBusiness: row.verifiedBusiness };
}

export function fromRawCard(row: RawCardRow): ProductCardData {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    originalPrice: row.original_price,
    condition: row.condition,
    location: row.location,
    imageUrl: row.image_url,
    status: row.status,
    sellerId: row.seller_id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    quantityAvailable: row.quantity_available,
    sellerReputation: toReputationSummary({ reviewCount: row.review_count, ratingTotal: row.rating_total, verifiedBusiness: row.verified_business }),
  };
}

/** The columns a card shows, for the raw reads that select them by hand (here and in product-search.ts). */
export const CARD_COLUMNS = Prisma.sql`p.id, p.name, p.description, p.price, p.original_price, p.condition, p.location, p.image_url,
  p.status, p.seller_id, p.category_id, p.quantity_available, p.created_at, p.search_vector`;

/** One product of any status, with its seller; null when there is none (or the id is malformed). */
export async function getProductDetail(id: string): Promise<ProductDetail | null> {
  const row = await db.product.findUnique({
    where: { id },
    select: {
      ...CARD_SELECT,
      createdAt: true,
      updatedAt: true,
      images: true,
      seller: {
        select: {
          id: true,
          profile: { select: { fullName: true, campusLocation: true } },
          shop: { select: { shopName: true } },
          reputation: CARD_SELECT.seller.select.reputation,
        },
      },
    },
  });
  if (!row) return null;
  const { seller, ...product } = row;
  return {
    ...toCard(row),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    images: product.images,
    seller: {
      id: seller.id,
      fullName: seller.profile?.fullName ?? FALLBACK.userName,
      campusLocation: seller.profile?.campusLocation ?? "Not specified",
      shopName: seller.shop?.shopName ?? null,
    },
  };
}

export type SellerPublicProfile = {
  id: string;
  fullName: string;
  email: string;
  campusLocation: string;
  /** A Pro Seller right now (see docs/decisions/subscription.md): the shop page shows a Pro badge. */
  isPro: boolean;
  shop: Omit<OwnShop, "id"> | null;
  /** From the seller_reputations aggregate: the average, count, stars and 'Verified business'. */
  reputation: SellerReputationDetail;
};

/** The public face of a seller: their profile and shop. Null for someone who is not a seller. */
export async function getSellerPublicProfile(sellerId: string): Promise<SellerPublicProfile | null> {
  return (await getSellerPage(sellerId, { pageSize: 1 })).seller;
}

/**
 * A seller's page in one round trip (relationJoins makes the nested reads one
 * query): the profile and shop, and a page of their active products, newest first.
 */
export async function getSellerPage(
  sellerId: string,
  { page = 1, pageSize = CATALOGUE_PAGE_SIZE, reviewsPage = 1 }: PageOptions & { reviewsPage?: number } = {},
): Promise<{ seller: SellerPublicProfile | null; products: ProductPage; reviews: SellerReviewsPage }> {
  const profile = await db.profile.findUnique({
    where: { id: sellerId },
    select: {
      id: true,
      fullName: true,
      email: true,
      campusLocation: true,
      isSeller: true,
      isPro: true,
      proUntil: true,
      user: {
        select: {
          shop: { select: { shopName: true, description: true, bannerUrl: true, offersDelivery: true, preferredContact: true, businessHours: true, policies: true } },
          reputation: {
            select: {
              reviewCount: true,
              ratingTotal: true,
              verifiedBusiness: true,
              oneStar: true,
              twoStars: true,
              threeStars: true,
              fourStars: true,
              fiveStars: true,
              replyConversations: true,
              replyMedianSeconds: true,
            },
          },
          products: { where: { status: "active" }, orderBy: orderFor("newest"), skip: (page - 1) * pageSize, take: pageSize + 1, select: CARD_SELECT },
          // A page of visible reviews in the same query (docs/decisions/reviews.md).
          reviewsReceived: sellerReviewsRead(reviewsPage),
        },
      },
    },
  });
  const none = { seller: null, products: { products: [], hasMore: false }, reviews: { reviews: [], hasMore: false } };
  // Buyers have no public page; someone with a shop or listings counts as a seller.
  if (!profile) return none;
  const { shop, products, reputation, reviewsReceived } = profile.user;
  if (!profile.isSeller && !shop) return none;
  return {
    seller: {
      id: profile.id,
      fullName: profile.fullName,
      email: profile.email,
      campusLocation: profile.campusLocation,
      isPro: isProAt(profile, new Date()),
      shop,
      reputation: {
        ...toReputationSummary(reputation),
        // Index 0 is one star, 4 five stars.
        stars: reputation ? [reputation.oneStar, reputation.twoStars, reputation.threeStars, reputation.fourStars, reputation.fiveStars] : [0, 0, 0, 0, 0],
        replies: { conversations: reputation?.replyConversations ?? 0, medianSeconds: reputation?.replyMedianSeconds ?? null },
      },
    },
    products: toPage(products, pageSize),
    reviews: toSellerReviewsPage(reviewsReceived),
  };
}

/**
 * Whether /product/[id] has a product to show: the rule of getProductDetail,
 * without reading the product. Middleware asks it to answer 404 (see
 * lib/catalogue/record-pages.ts). A hidden listing has nothing to show: its page says it is
 * unavailable, with a 404 (docs/decisions/listing-reports.md).
 */
export async function productExists(id: string): Promise<boolean> {
  return (await db.product.count({ where: { id, status: { not: "hidden" } } })) > 0;
}

/** Whether /seller/[sellerId] has a seller to show: the rule of getSellerPublicProfile, without reading the profile. */
export async function sellerExists(sellerId: string): Promise<boolean> {
  return (await db.profile.count({ where: { id: sellerId, OR: [{ isSeller: true }, { user: { shop: { isNot: null } } }] } })) > 0;
}

/** A seller's active products, newest first. */
export async function listSellerProducts(sellerId: string, { page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageOptions = {}): Promise<ProductPage> {
  const rows = await db.product.findMany({
    where: { sellerId, status: "active" },
    orderBy: orderFor("newest"),
    skip: (page - 1) * pageSize,
    take: pageSize + 1,
    select: CARD_SELECT,
  });
  return toPage(rows, pageSize);
}

/**
 * The landing page's Featured Shops (see docs/decisions/subscription.md): shops of Pro Sellers first, then the newest
 * shops, and only shops with something to sell (a brand-new empty shop never takes a
 * slot), each with its newest active products. Three round trips whatever the counts:
 * the shops, the ids of their newest products, then those cards.
 */
export async function listFeaturedShops(now = new Date()): Promise<FeaturedShop[]> {
  // One statement: the shops, then each shop's newest active products from the
  // (seller_id, created_at) index, a few rows per shop (LATERAL … LIMIT), never a ranking
  // of all of a shop's products.
  const rows = await db.$queryRaw<Array<RawCardRow & { shop_id: string; shop_name: string; shop_description: string | null; banner_url: string | null; pro: boolean }>>`
    WITH featured AS (
      SELECT s.id, s.shop_name, s.description, s.banner_url, s.created_at, coalesce(pr.is_pro AND pr.pro_until > ${now}, false) AS pro
      FROM shops s
      LEFT JOIN profiles pr ON pr.id = s.id
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.seller_id = s.id AND p.status = 'active')
      ORDER BY pro DESC, s.created_at DESC, s.id
      LIMIT ${FEATURED_SHOP_COUNT}
    )
    SELECT f.id AS shop_id, f.shop_name, f.description AS shop_description, f.banner_url, f.pro,
           newest.id, newest.name, newest.description, newest.price, newest.original_price, newest.condition, newest.location,
           newest.image_url, newest.status, newest.seller_id, newest.category_id, newest.quantity_available, c.name AS category_name,
           ${cardReputationColumns("newest")}
    FROM featured f
    CROSS JOIN LATERAL (
      SELECT ${CARD_COLUMNS} FROM products p
      WHERE p.seller_id = f.id AND p.status = 'active'
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${FEATURED_SHOP_PRODUCT_COUNT}
    ) newest
    JOIN categories c ON c.id = newest.category_id
    ${cardReputationJoin("newest")}
    ORDER BY f.pro DESC, f.created_at DESC, f.id, newest.created_at DESC, newest.id DESC`;

  const shops = new Map<string, FeaturedShop>();
  for (const row of rows) {
    const shop = shops.get(row.shop_id) ?? { id: row.shop_id, shopName: row.shop_name, description: row.shop_description, bannerUrl: row.banner_url, pro: row.pro, products: [] };
    shop.products.push(fromRawCard(row));
    shops.set(row.shop_id, shop);
  }
  return [...shops.values()];
}
