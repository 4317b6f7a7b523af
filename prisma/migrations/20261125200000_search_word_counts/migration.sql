-- How many listings use each search word (issue 17). Search reads these counts to
-- estimate how many products a query matches before choosing how to find them:
-- a rare query ranks every match found through the GIN index, a common one ranks
-- only the newest matches found by walking the (status, created_at) index. Either
-- way a search touches a bounded number of rows, however large the catalogue.
-- Counts are over listings of any status: an estimate, and a status change (sold,
-- out of stock) leaves the words in place.
ALTER TABLE "search_words" ADD COLUMN "listings" INTEGER NOT NULL DEFAULT 0;

-- The words of a listing's name and description as search_words holds them.
-- Prisma's JavaScript schema engine runs a migration through the pg adapter,
-- which splits it at every semicolon, quoted or not (adapter-pg executeScript).
-- So function bodies are escape strings with each semicolon written as \073.
CREATE FUNCTION "listing_search_words"("name" TEXT, "description" TEXT) RETURNS SETOF TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS E'
  SELECT DISTINCT w
  FROM regexp_split_to_table(lower(coalesce("name", \'\') || \' \' || coalesce("description", \'\')), \'[^[:alnum:]]+\') AS w
  WHERE length(w) BETWEEN 3 AND 40
';

-- Row by row, as products are written: a new word is recorded, and each word's
-- count follows the listings that gain or lose it.
CREATE OR REPLACE FUNCTION "record_search_words"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (\'INSERT\', \'UPDATE\') THEN
    INSERT INTO "search_words" ("word", "listings")
    SELECT w, 1 FROM (
      SELECT listing_search_words(NEW."name", NEW."description") AS w
      EXCEPT
      SELECT listing_search_words(OLD."name", OLD."description") WHERE TG_OP = \'UPDATE\'
    ) added
    ON CONFLICT ("word") DO UPDATE SET "listings" = "search_words"."listings" + 1\073
  END IF\073
  IF TG_OP IN (\'UPDATE\', \'DELETE\') THEN
    UPDATE "search_words" SET "listings" = greatest("listings" - 1, 0)
    WHERE "word" IN (
      SELECT listing_search_words(OLD."name", OLD."description")
      EXCEPT
      SELECT listing_search_words(NEW."name", NEW."description") WHERE TG_OP = \'UPDATE\'
    )\073
  END IF\073
  RETURN NULL\073
END\073
';

DROP TRIGGER "products_record_search_words" ON "products";
CREATE TRIGGER "products_record_search_words"
AFTER INSERT OR UPDATE OF "name", "description" OR DELETE ON "products"
FOR EACH ROW EXECUTE FUNCTION "record_search_words"();

-- The counts of the listings already there, in one statement.
INSERT INTO "search_words" ("word", "listings")
SELECT w, count(*)::int FROM "products", listing_search_words("name", "description") AS w GROUP BY w
ON CONFLICT ("word") DO UPDATE SET "listings" = EXCLUDED."listings";
