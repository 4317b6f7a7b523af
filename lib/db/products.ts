import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import type { ProductCondition, ProductStatus } from "./generated/enums";
import type { CatalogueFilters } from "@/lib/validation/catalogue";
import { isProAt } from "@/lib/subscriptions/plans";
import { CATALOGUE_COUNT_CAP, CATALOGUE_PAGE_SIZE, FALLBACK, SEARCH_PLAN, FEATURED_SHOP_COUNT, FEATURED_SHOP_PRODUCT_COUNT } from "@/lib/constants";
import type { ProductCardData, ProductPage, ProductDetail, FeaturedShop } from "./types";

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
             p.seller_id, p.category_id, c.name AS category_name, p.quantity_available
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE ${where}
      ORDER BY ${browseOrder(filters.sort)}
      OFFSET ${(page - 1) * pageSize} LIMIT ${pageSize + 1}
    ) cards ON true`;
  const cards = rows.filter((row): row is { total: number } & RawCardRow => row.id !== null);
  return { products: cards.slice(0, pageSize).map(fromRawCard), hasMore: cards.length > pageSize, total: rows[0]?.total ?? 0 };
}

/** Query words: lower case letters and digits, at most 8 of them. */
export function searchTokens(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t.length >= 2))].slice(0, 8);
}

/**
 * Each query word as the catalogue knows it: kept when some listing has it,
 * otherwise replaced by the most similar listing word (pg_trgm), so
 * 'calculater' searches for 'calculator'. Short words are kept as typed.
 * The same SQL is the first step of searchProducts.
 */
const CORRECTED_WORDS = (tokens: string[]) => Prisma.sql`
  SELECT t.token, t.ord, t.ord = cardinality(${tokens}::text[]) AS last, coalesce(
    (SELECT w.word FROM search_words w WHERE w.word = t.token),
    CASE WHEN length(t.token) >= 4 THEN
      (SELECT w.word FROM search_words w WHERE w.word % t.token ORDER BY similarity(w.word, t.token) DESC, w.word LIMIT 1)
    END,
    t.token) AS word
  FROM unnest(${tokens}::text[]) WITH ORDINALITY AS t(token, ord)`;

export async function correctSearchWords(tokens: string[]): Promise<string[]> {
  if (tokens.length === 0) return [];
  const rows = await db.$queryRaw<Array<{ word: string }>>`SELECT c.word FROM (${CORRECTED_WORDS(tokens)}) c ORDER BY c.ord`;
  return rows.map((row) => row.word);
}

/** Escapes LIKE's wildcards so the visitor's text is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A card as raw SQL selects it (CARD_COLUMNS plus the category's name). */
type RawCardRow = {
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
};

function fromRawCard(row: RawCardRow): ProductCardData {
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
  };
}

/** The columns a card shows, for the raw reads that select them by hand. */
const CARD_COLUMNS = Prisma.sql`p.id, p.name, p.description, p.price, p.original_price, p.condition, p.location, p.image_url,
  p.status, p.seller_id, p.category_id, p.quantity_available, p.created_at, p.search_vector`;

/**
 * Search over active products in one statement: full-text (every word must match, the
 * last one as a prefix while it is being typed) after typo correction, or the spec's
 * plain "name contains the text". Best match first, newest among equals.
 *
 * Best match: each query word scores by how it matches, a whole word above a
 * word that only starts with it (so 'calculator' puts calculators above the Calculus
 * textbook, whose 'calculus' merely starts like it), and the name above the description:
 * a whole word in the name 8, in the description 4, the start of a word in the name 2,
 * in the description 1, nothing 0 (a match through "name contains"). A corrected word
 * counts as a whole word. The words' scores add up; ts_rank orders equal scores.
 *
 * Its cost does not grow with the catalogue (plans in bench/PLANS.md): the
 * listing counts in search_words size the query first (SEARCH_PLAN). A query with a rare
 * word is answered from the GIN index and at most RANKED_MATCHES matches are ranked. A
 * query made only of common words (whose index lists are long) is answered from the
 * newest NEWEST_WINDOW active listings, walked in date order, and from the index as well
 * when that window holds less than a page. Results stop where the ranked set does.
 */
export async function searchProducts(query: string, { page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageOptions = {}): Promise<ProductPage> {
  const text = query.trim();
  const tokens = searchTokens(text);
  if (tokens.length === 0) return { products: [], hasMore: false };
  const pattern = likePattern(text);
  const { COMMON_WORD_LISTINGS, RANKED_MATCHES, NEWEST_MATCHES, NEWEST_WINDOW } = SEARCH_PLAN;

  // Words are letters and digits only (searchTokens, search_words), so they are safe inside a tsquery.
  // A corrected word is searched as corrected or as typed; the last word typed may be unfinished.
  const rows = await db.$queryRaw<RawCardRow[]>`
    WITH words AS (${CORRECTED_WORDS(tokens)}),
    sized AS (
      SELECT words.*,
        (SELECT coalesce(sum(w.listings), 0) FROM search_words w
          WHERE w.word IN (words.word, words.token) AND NOT (words.last AND starts_with(w.word, words.token)))
        + CASE WHEN words.last THEN
            (SELECT coalesce(sum(w.listings), 0) FROM search_words w
              WHERE w.word >= words.token AND w.word < words.token || chr(1114111) AND starts_with(w.word, words.token))
          ELSE 0 END AS listings
      FROM words
    ),
    -- Each word's queries for the score, from the best way to match to the weakest ('A' is the
    -- name). Materialized: made once, not once per candidate.
    scoring AS MATERIALIZED (
      SELECT to_tsquery('english', word || ':A | ' || token || ':A') AS whole_in_name,
             to_tsquery('english', word || ' | ' || token) AS whole,
             to_tsquery('english', word || ':A | ' || token || CASE WHEN last THEN ':*A' ELSE ':A' END) AS start_in_name,
             to_tsquery('english', word || ' | ' || token || CASE WHEN last THEN ':*' ELSE '' END) AS start
      FROM words
    ),
    catalogue AS (SELECT greatest(sum(active), 1)::float8 AS size FROM category_active_counts),
    plan AS (
      SELECT to_tsquery('english', string_agg(
          CASE WHEN word = token THEN token || CASE WHEN last THEN ':*' ELSE '' END
               ELSE '(' || word || ' | ' || token || CASE WHEN last THEN ':*' ELSE '' END || ')' END,
          ' & ' ORDER BY ord)) AS query,
        -- Expected matches, taking the words as independent; and the rarest word's listings.
        size * exp(sum(ln(least(greatest(listings, 0.5), size) / size))) AS matches,
        min(listings) AS rarest
      FROM sized, catalogue GROUP BY size
    ),
    newest AS (
      SELECT w.* FROM (
        SELECT ${CARD_COLUMNS} FROM products p
        WHERE (SELECT matches > ${RANKED_MATCHES} OR rarest > ${COMMON_WORD_LISTINGS} FROM plan) AND p.status = 'active'
        ORDER BY p.created_at DESC
        LIMIT ${NEWEST_WINDOW}
      ) w
      -- ts_match_vq is @@ as a function call, which keeps the planner on the date index here.
      WHERE ts_match_vq(w.search_vector, (SELECT query FROM plan)) OR w.name ILIKE ${pattern}
      LIMIT ${NEWEST_MATCHES}
    ),
    indexed AS (
      SELECT ${CARD_COLUMNS} FROM products p
      WHERE ((SELECT rarest <= ${COMMON_WORD_LISTINGS} FROM plan) OR (SELECT count(*) FROM newest) < ${pageSize})
        AND p.status = 'active'
        AND (p.search_vector @@ (SELECT query FROM plan) OR p.name ILIKE ${pattern})
      LIMIT ${RANKED_MATCHES}
    ),
    found AS (
      SELECT DISTINCT ON (m.id) m.*, ts_rank(m.search_vector, (SELECT query FROM plan)) AS rank
      FROM (SELECT * FROM newest UNION ALL SELECT * FROM indexed) m
      ORDER BY m.id
    ),
    -- Scored after the candidates are found and bounded: at most RANKED_MATCHES + NEWEST_MATCHES rows.
    scored AS (
      SELECT f.*, (
          SELECT sum(CASE WHEN f.search_vector @@ s.whole_in_name THEN 8
                          WHEN f.search_vector @@ s.whole THEN 4
                          WHEN f.search_vector @@ s.start_in_name THEN 2
                          WHEN f.search_vector @@ s.start THEN 1
                          ELSE 0 END)
          FROM scoring s) AS score
      FROM found f
    )
    SELECT f.id, f.name, f.description, f.price, f.original_price, f.condition, f.location, f.image_url, f.status,
           f.seller_id, f.category_id, c.name AS category_name, f.quantity_available
    FROM scored f JOIN categories c ON c.id = f.category_id
    ORDER BY f.score DESC, f.rank DESC, f.created_at DESC, f.id
    OFFSET ${(page - 1) * pageSize} LIMIT ${pageSize + 1}`;

  const products = rows.slice(0, pageSize).map(fromRawCard);
  return { products, hasMore: rows.length > pageSize };
}

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
  /** A Pro Seller right now (see docs/decisions/subscription.md): the shop page shows a Pro badge. */
  isPro: boolean;
  shop: {
    shopName: string;
    description: string | null;
    bannerUrl: string | null;
    offersDelivery: boolean;
    preferredContact: string | null;
    /** As stored: a list of { days, hours }, an older day-keyed object, or free text (lib/validation/shop.ts reads it). */
    businessHours: unknown;
    policies: string | null;
  } | null;
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
  { page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageOptions = {},
): Promise<{ seller: SellerPublicProfile | null; products: ProductPage }> {
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
          products: { where: { status: "active" }, orderBy: orderFor("newest"), skip: (page - 1) * pageSize, take: pageSize + 1, select: CARD_SELECT },
        },
      },
    },
  });
  const none = { seller: null, products: { products: [], hasMore: false } };
  // Buyers have no public page; someone with a shop or listings counts as a seller.
  if (!profile) return none;
  const { shop, products } = profile.user;
  if (!profile.isSeller && !shop) return none;
  return {
    seller: { id: profile.id, fullName: profile.fullName, email: profile.email, campusLocation: profile.campusLocation, isPro: isProAt(profile, new Date()), shop },
    products: toPage(products, pageSize),
  };
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
           newest.image_url, newest.status, newest.seller_id, newest.category_id, newest.quantity_available, c.name AS category_name
    FROM featured f
    CROSS JOIN LATERAL (
      SELECT ${CARD_COLUMNS} FROM products p
      WHERE p.seller_id = f.id AND p.status = 'active'
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${FEATURED_SHOP_PRODUCT_COUNT}
    ) newest
    JOIN categories c ON c.id = newest.category_id
    ORDER BY f.pro DESC, f.created_at DESC, f.id, newest.created_at DESC, newest.id DESC`;

  const shops = new Map<string, FeaturedShop>();
  for (const row of rows) {
    const shop = shops.get(row.shop_id) ?? { id: row.shop_id, shopName: row.shop_name, description: row.shop_description, bannerUrl: row.banner_url, pro: row.pro, products: [] };
    shop.products.push(fromRawCard(row));
    shops.set(row.shop_id, shop);
  }
  return [...shops.values()];
}
