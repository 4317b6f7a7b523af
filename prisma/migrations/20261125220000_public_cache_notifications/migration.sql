-- Public pages are cached in each app instance (issue 17, lib/cache/public-cache-handler.mjs).
-- Whatever changes what they show announces it here, on commit, whichever code path wrote it
-- (a seller's edit, a payment selling the last item, staff, a script): a NOTIFY on the
-- public_cache channel naming the cache tags to expire, which every instance listens to.
--   catalogue      every list, count, facet and Featured Shops
--   product:<id>   a product page
--   seller:<id>    a seller page, and the product pages that show the seller
-- More than 40 rows at once (a bulk load) sends '*': expire everything.
-- Function bodies are escape strings with each semicolon written as \073 (Prisma's pg
-- adapter splits a migration at every semicolon).
CREATE FUNCTION "notify_public_cache"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  changed integer\073
  keys text[]\073
BEGIN
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

CREATE TRIGGER "products_public_cache_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "products_public_cache_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "products_public_cache_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "shops_public_cache_insert" AFTER INSERT ON "shops" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "shops_public_cache_update" AFTER UPDATE ON "shops" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "shops_public_cache_delete" AFTER DELETE ON "shops" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "profiles_public_cache_update" AFTER UPDATE ON "profiles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "profiles_public_cache_delete" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "categories_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "campus_locations_public_cache" AFTER INSERT OR UPDATE OR DELETE ON "campus_locations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
