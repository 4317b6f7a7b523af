-- Catalogue search on PostgreSQL itself (issue 4, guides/search.md):
--  * a stored tsvector (name above description) with a GIN index for ranked full text;
--  * a trigram GIN index on the name for the spec's "name contains" match;
--  * a small table of the distinct words in listings, with its own trigram index,
--    so a misspelt query word ('calculater') is corrected against a few thousand
--    words instead of fuzzy-matching every product row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("name", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("description", '')), 'B')
) STORED;

CREATE INDEX "products_search_vector_idx" ON "products" USING GIN ("search_vector");
CREATE INDEX "products_name_trgm_idx" ON "products" USING GIN ("name" gin_trgm_ops);

CREATE TABLE "search_words" (
  "word" TEXT NOT NULL,
  CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops);

-- Words of 3 to 40 letters or digits from a listing's name and description.
-- Prisma's JavaScript schema engine runs a migration through the pg adapter,
-- which splits it at every semicolon, quoted or not (adapter-pg executeScript).
-- So the body is an escape string with each semicolon written as \073.
CREATE FUNCTION "record_search_words"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w
  FROM regexp_split_to_table(lower(NEW."name" || \' \' || coalesce(NEW."description", \'\')), \'[^[:alnum:]]+\') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER "products_record_search_words"
AFTER INSERT OR UPDATE OF "name", "description" ON "products"
FOR EACH ROW EXECUTE FUNCTION "record_search_words"();

INSERT INTO "search_words" ("word")
SELECT DISTINCT w
FROM "products", regexp_split_to_table(lower("name" || ' ' || coalesce("description", '')), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;

-- Browse lists filter by status and sort by price across all categories too.
CREATE INDEX "products_status_price_idx" ON "products" ("status", "price");
