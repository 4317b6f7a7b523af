-- Browse lists order by (price, id) or (created_at, id): the id breaks ties so pages never
-- repeat or skip a product. With the id in the index the order is read straight from it;
-- without, every row of the first price (about 2,500 at a million generated products) was
-- read and sorted to find a page of 25 (issue 17, bench/PLANS.md).
DROP INDEX "products_status_created_at_idx";
DROP INDEX "products_status_category_id_created_at_idx";
DROP INDEX "products_status_category_id_price_idx";
DROP INDEX "products_status_price_idx";
CREATE INDEX "products_status_created_at_id_idx" ON "products" ("status", "created_at" DESC, "id" DESC);
CREATE INDEX "products_status_category_id_created_at_id_idx" ON "products" ("status", "category_id", "created_at" DESC, "id" DESC);
CREATE INDEX "products_status_category_id_price_id_idx" ON "products" ("status", "category_id", "price", "id");
CREATE INDEX "products_status_price_id_idx" ON "products" ("status", "price", "id");
-- A seller's products, newest first (the seller page, Featured Shops, My shop).
DROP INDEX "products_seller_id_created_at_idx";
CREATE INDEX "products_seller_id_created_at_id_idx" ON "products" ("seller_id", "created_at" DESC, "id" DESC);
