-- Per-category counts of active products (issue 17), kept by the writes that change
-- products, so the landing page's category cards read a handful of rows instead of
-- counting a million products. Statement-level triggers with transition tables: a bulk
-- INSERT of a million rows adjusts the counts with one GROUP BY, not a million updates.
-- Function bodies are escape strings with each semicolon written as \073 (Prisma's pg
-- adapter splits a migration at every semicolon, see the catalogue_search migration).
CREATE TABLE "category_active_counts" (
    "category_id" UUID NOT NULL,
    "active" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "category_active_counts_pkey" PRIMARY KEY ("category_id")
);

ALTER TABLE "category_active_counts" ADD CONSTRAINT "category_active_counts_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "category_active_counts" ("category_id", "active")
SELECT c."id", count(p."id") FILTER (WHERE p."status" = 'active')
FROM "categories" c LEFT JOIN "products" p ON p."category_id" = c."id"
GROUP BY c."id";

CREATE FUNCTION "count_active_products"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (\'INSERT\', \'UPDATE\') THEN
    INSERT INTO "category_active_counts" ("category_id", "active")
    SELECT "category_id", count(*) FROM new_rows WHERE "status" = \'active\' GROUP BY "category_id" ORDER BY "category_id"
    ON CONFLICT ("category_id") DO UPDATE SET "active" = "category_active_counts"."active" + EXCLUDED."active"\073
  END IF\073
  IF TG_OP IN (\'DELETE\', \'UPDATE\') THEN
    UPDATE "category_active_counts" c SET "active" = c."active" - gone.n
    FROM (SELECT "category_id", count(*) AS n FROM old_rows WHERE "status" = \'active\' GROUP BY "category_id") gone
    WHERE c."category_id" = gone."category_id"\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER "products_count_active_insert" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_products"();

CREATE TRIGGER "products_count_active_update" AFTER UPDATE ON "products"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_products"();

CREATE TRIGGER "products_count_active_delete" AFTER DELETE ON "products"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_active_products"();
