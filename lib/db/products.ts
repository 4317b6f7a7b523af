import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import type { ProductCondition, ProductStatus } from "./generated/enums";
import type { CatalogueFilters } from "@/lib/validation/catalogue";
import { isProAt } from "@/lib/subscriptions/plans";
import { CATALOGUE_COUNT_CAP, CATALOGUE_PAGE_SIZE, FALLBACK, FEATURED_SHOP_COUNT, FEATURED_SHOP_PRODUCT_COUNT } from "@/lib/constants";

// The public catalogue's reads. Browse lists (marketplace, category, search,
// seller page) show what can be bought: active products only. A sold or
// out-of-stock product stays reachable by its address, with its banner.

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
  /** Left to sell; null when the seller does not track it (D19). */
  quantityAvailable: number | null;
};

export type ProductPage = { products: ProductCardData[]; hasMore: boolean };

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
} satisfies Prisma.ProductSelect;

type CardRow = Prisma.ProductGetPayload<{ select: typeof CARD_SELECT }>;

export function toCard({ category, ...row }: CardRow): ProductCardData {
  return { ...row, categoryName: category.name };
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

type PageOptions = { page?: number; pageSize?: number };

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
 * cost stays flat however large the catalogue is (issue 17). A result above the cap means
 * "more than CATALOGUE_COUNT_CAP".
 */
export async function countCategoryProducts(categoryId: string | null, filters: Omit<CatalogueFilters, "sort">): Promise<number> {
  return db.product.count({ where: browseWhere(categoryId, filters), take: CATALOGUE_COUNT_CAP + 1 });
}

/** Query words: lower case letters and digits, at most 8 of them. */
export function searchTokens(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t.length >= 2))].slice(0, 8);
}

/**
 * Each query word as the catalogue knows it: kept when some listing has it,
 * otherwise replaced by the most similar listing word (pg_trgm), so
 * 'calculater' searches for 'calculator'. Short words are kept as typed.
 */
export async function correctSearchWords(tokens: string[]): Promise<string[]> {
  if (tokens.length === 0) return [];
  const rows = await db.$queryRaw<Array<{ ord: bigint; word: string }>>`
    SELECT t.ord, coalesce(
      (SELECT w.word FROM search_words w WHERE w.word = t.token),
      CASE WHEN length(t.token) >= 4 THEN
        (SELECT w.word FROM search_words w WHERE w.word % t.token ORDER BY similarity(w.word, t.token) DESC, w.word LIMIT 1)
      END,
      t.token) AS word
    FROM unnest(${tokens}::text[]) WITH ORDINALITY AS t(token, ord)
    ORDER BY t.ord`;
  return rows.map((row) => row.word);
}

/** Escapes LIKE's wildcards so the visitor's text is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Search over active products: full-text (name above description, every word
 * must match, the last one as a prefix while it is being typed) after typo
 * correction, or the spec's plain "name contains the text". Best match first.
 */
export async function searchProducts(query: string, { page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageOptions = {}): Promise<ProductPage> {
  const text = query.trim();
  const tokens = searchTokens(text);
  if (tokens.length === 0) return { products: [], hasMore: false };
  const words = await correctSearchWords(tokens);
  // Words are letters and digits only (searchTokens, search_words), so they are safe inside a tsquery.
  // A corrected word is searched as corrected or as typed; the last word typed may be unfinished.
  const tsquery = tokens
    .map((typed, i) => {
      const last = i === tokens.length - 1;
      const asTyped = last ? `${typed}:*` : typed;
      return words[i] === typed ? asTyped : `(${words[i]} | ${asTyped})`;
    })
    .join(" & ");
  const offset = (page - 1) * pageSize;

  const hits = await db.$queryRaw<Array<{ id: string }>>`
    WITH q AS (SELECT to_tsquery('english', ${tsquery}) AS query)
    SELECT p.id
    FROM products p, q
    WHERE p.status = 'active'
      AND (p.search_vector @@ q.query OR p.name ILIKE ${likePattern(text)})
    ORDER BY ts_rank(p.search_vector, q.query) DESC, p.created_at DESC, p.id
    OFFSET ${offset} LIMIT ${pageSize + 1}`;

  const ids = hits.map((hit) => hit.id);
  const rows = await db.product.findMany({ where: { id: { in: ids } }, select: CARD_SELECT });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toPage(ids.flatMap((id) => byId.get(id) ?? []), pageSize);
}

export type ProductDetail = ProductCardData & {
  createdAt: Date;
  updatedAt: Date;
  images: string[];
  seller: { id: string; fullName: string; campusLocation: string; shopName: string | null };
};

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
        },
      },
    },
  });
  if (!row) return null;
  const { seller, ...product } = row;
  return {
    ...toCard(product),
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
  /** A Pro Seller right now (D14): the shop page shows a Pro badge. */
  isPro: boolean;
  shop: {
    shopName: string;
    description: string | null;
    bannerUrl: string | null;
    offersDelivery: boolean;
    preferredContact: string | null;
  } | null;
};

/** The public face of a seller: their profile and shop. Null for someone who is not a seller. */
export async function getSellerPublicProfile(sellerId: string): Promise<SellerPublicProfile | null> {
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
      user: { select: { shop: { select: { shopName: true, description: true, bannerUrl: true, offersDelivery: true, preferredContact: true } } } },
    },
  });
  // Buyers have no public page; someone with a shop or listings counts as a seller.
  if (!profile) return null;
  const shop = profile.user.shop;
  if (!profile.isSeller && !shop) return null;
  return { id: profile.id, fullName: profile.fullName, email: profile.email, campusLocation: profile.campusLocation, isPro: isProAt(profile, new Date()), shop };
}

/**
 * Whether /product/[id] has a product to show: the rule of getProductDetail,
 * without reading the product. Middleware asks it to answer 404 (see
 * lib/catalogue/record-pages.ts).
 */
export async function productExists(id: string): Promise<boolean> {
  return (await db.product.count({ where: { id } })) > 0;
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

export type FeaturedShop = {
  id: string;
  shopName: string;
  description: string | null;
  bannerUrl: string | null;
  /** A Pro Seller's shop (D14): shown first, its products marked 'Featured'. */
  pro: boolean;
  products: ProductCardData[];
};

/**
 * The landing page's Featured Shops (D14): shops of Pro Sellers first, then the newest
 * shops, and only shops with something to sell (a brand-new empty shop never takes a
 * slot), each with its newest active products. Three round trips whatever the counts:
 * the shops, the ids of their newest products, then those cards.
 */
export async function listFeaturedShops(now = new Date()): Promise<FeaturedShop[]> {
  const shops = await db.$queryRaw<Array<{ id: string; shop_name: string; description: string | null; banner_url: string | null; pro: boolean }>>`
    SELECT s.id, s.shop_name, s.description, s.banner_url, coalesce(pr.is_pro AND pr.pro_until > ${now}, false) AS pro
    FROM shops s
    LEFT JOIN profiles pr ON pr.id = s.id
    WHERE EXISTS (SELECT 1 FROM products p WHERE p.seller_id = s.id AND p.status = 'active')
    ORDER BY pro DESC, s.created_at DESC, s.id
    LIMIT ${FEATURED_SHOP_COUNT}`;
  if (shops.length === 0) return [];

  const shopIds = shops.map((shop) => shop.id);
  // Each shop's newest active products from the (seller_id, created_at) index, a few rows per
  // shop (LATERAL … LIMIT), never a ranking of all of a shop's products (issue 17).
  const ranked = await db.$queryRaw<Array<{ id: string }>>`
    SELECT newest.id
    FROM unnest(${shopIds}::uuid[]) AS shop(id)
    CROSS JOIN LATERAL (
      SELECT p.id FROM products p
      WHERE p.seller_id = shop.id AND p.status = 'active'
      ORDER BY p.created_at DESC, p.id
      LIMIT ${FEATURED_SHOP_PRODUCT_COUNT}
    ) newest`;
  const rows = await db.product.findMany({
    where: { id: { in: ranked.map((r) => r.id) } },
    orderBy: orderFor("newest"),
    select: CARD_SELECT,
  });

  return shops.map((shop) => ({
    id: shop.id,
    shopName: shop.shop_name,
    description: shop.description,
    bannerUrl: shop.banner_url,
    pro: shop.pro,
    products: rows.filter((row) => row.sellerId === shop.id).map(toCard),
  }));
}

/** What sitemap.xml lists: active products, sellers with active products, approved categories. */
export async function listSitemapEntries() {
  const [products, sellers, categories] = await Promise.all([
    db.product.findMany({ where: { status: "active" }, select: { id: true, updatedAt: true }, orderBy: { createdAt: "desc" }, take: 45_000 }),
    db.product.groupBy({ by: ["sellerId"], where: { status: "active" }, _max: { updatedAt: true } }),
    db.category.findMany({ where: { status: "approved" }, select: { name: true } }),
  ]);
  return {
    products,
    sellers: sellers.map((s) => ({ id: s.sellerId, updatedAt: s._max.updatedAt })),
    categories,
  };
}
