-- Category hygiene (issue 18): staff rename, hide and merge categories on /admin/categories.

-- A seller's suggestion (D13) is marked as such for good: browse lists leave an empty one out
-- until it has an active product, and deleting the seller's account (created_by set null)
-- must not turn it into one of the marketplace's own categories.
ALTER TABLE "categories" ADD COLUMN     "suggested" BOOLEAN NOT NULL DEFAULT false;

UPDATE "categories" SET "suggested" = true WHERE "created_by" IS NOT NULL;

-- A category's name is on every product page and card, cached under product:<id> and
-- seller:<id> as well as catalogue: renaming, hiding or deleting one (staff, rare) expires
-- everything. Adding one (a seller's suggestion) still expires only the catalogue.
-- Otherwise the function of migration public_cache_notifications, unchanged. Function bodies
-- are escape strings with each semicolon written as \073 (Prisma's pg adapter splits a
-- migration at every semicolon).
CREATE OR REPLACE FUNCTION "notify_public_cache"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  changed integer\073
  keys text[]\073
BEGIN
  IF TG_TABLE_NAME = \'categories\' AND TG_OP IN (\'UPDATE\', \'DELETE\') THEN
    PERFORM pg_notify(\'public_cache\', \'*\')\073
    RETURN NULL\073
  END IF\073
  IF TG_TABLE_NAME = \'products\' THEN
    IF TG_OP = \'DELETE\' THEN
      SELECT count(*), array_agg(\'product:\' || id) || array_agg(DISTINCT \'seller:\' || seller_id) INTO changed, keys FROM old_rows\073
    ELSE
      SELECT count(*), array_agg(\'product:\' || id) || array_agg(DISTINCT \'seller:\' || seller_id) INTO changed, keys FROM new_rows\073
    END IF\073
  ELSIF TG_TABLE_NAME IN (\'shops\', \'profiles\') THEN
    IF TG_OP = \'DELETE\' THEN
      SELECT count(*), array_agg(\'seller:\' || id) INTO changed, keys FROM old_rows\073
    ELSE
      SELECT count(*), array_agg(\'seller:\' || id) INTO changed, keys FROM new_rows\073
    END IF\073
  ELSE
    changed := 1\073
    keys := \'{}\'\073
  END IF\073
  IF changed = 0 AND TG_TABLE_NAME IN (\'products\', \'shops\', \'profiles\') THEN
    RETURN NULL\073
  END IF\073
  IF changed > 40 THEN
    PERFORM pg_notify(\'public_cache\', \'*\')\073
  ELSE
    PERFORM pg_notify(\'public_cache\', array_to_string(ARRAY[\'catalogue\'] || coalesce(keys, \'{}\'), \',\'))\073
  END IF\073
  RETURN NULL\073
END\073
';
