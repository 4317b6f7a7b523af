import "server-only";
import { db } from "./client";
import { Prisma } from "./generated/client";
import { CARD_COLUMNS, cardReputationColumns, cardReputationJoin, fromRawCard, type PageOptions, type RawCardRow } from "./products";
import { CATALOGUE_PAGE_SIZE, SEARCH_PLAN } from "@/lib/constants";
import type { ProductPage } from "./types";

// Product search: the visitor's words, corrected against the words listings use, then
// matched and ranked over active products in one statement. Kept apart from the browse
// reads (products.ts) because its cost model is its own: SEARCH_PLAN in lib/constants.ts
// bounds it at any catalogue size. It shares the card's raw columns with those reads.

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
 * Its cost does not grow with the catalogue (plans in docs/performance/PLANS.md): the
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
           f.seller_id, f.category_id, c.name AS category_name, f.quantity_available, ${cardReputationColumns("f")}
    FROM scored f JOIN categories c ON c.id = f.category_id ${cardReputationJoin("f")}
    ORDER BY f.score DESC, f.rank DESC, f.created_at DESC, f.id
    OFFSET ${(page - 1) * pageSize} LIMIT ${pageSize + 1}`;

  const products = rows.slice(0, pageSize).map(fromRawCard);
  return { products, hasMore: rows.length > pageSize };
}
