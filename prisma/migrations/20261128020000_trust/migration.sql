-- Trust between strangers: reviews after delivery, verified businesses,
-- reported listings, and the aggregate cards read a seller's standing from. See
-- docs/decisions/reviews.md, verified-businesses.md and listing-reports.md.
-- Function bodies are escape strings with each semicolon written as \073 (Prisma's pg
-- adapter splits a migration at every semicolon).
-- CreateEnum
CREATE TYPE "ListingReportReason" AS ENUM ('prohibited_item', 'suspected_scam', 'wrong_category', 'offensive', 'other');

-- CreateEnum
CREATE TYPE "ListingReportStatus" AS ENUM ('open', 'upheld', 'dismissed');

-- AlterEnum
ALTER TYPE "ProductStatus" ADD VALUE 'hidden';

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "hidden_at" TIMESTAMP(3),
ADD COLUMN     "hidden_reason" TEXT,
ADD COLUMN     "status_before_hidden" "ProductStatus";

-- AlterTable
ALTER TABLE "wholesaler_details" ADD COLUMN     "documents_sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "verification_decided_at" TIMESTAMP(3),
ADD COLUMN     "verification_decided_by_id" UUID,
ADD COLUMN     "verification_reason" TEXT;

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "order_item_id" UUID NOT NULL,
    "seller_id" UUID NOT NULL,
    "reviewer_id" UUID NOT NULL,
    "rating" INTEGER NOT NULL,
    "body" TEXT,
    "editable_until" TIMESTAMP(3) NOT NULL,
    "reply" TEXT,
    "replied_at" TIMESTAMP(3),
    "hidden_at" TIMESTAMP(3),
    "hidden_reason" TEXT,
    "hidden_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seller_reputations" (
    "seller_id" UUID NOT NULL,
    "review_count" INTEGER NOT NULL DEFAULT 0,
    "rating_total" INTEGER NOT NULL DEFAULT 0,
    "one_star" INTEGER NOT NULL DEFAULT 0,
    "two_stars" INTEGER NOT NULL DEFAULT 0,
    "three_stars" INTEGER NOT NULL DEFAULT 0,
    "four_stars" INTEGER NOT NULL DEFAULT 0,
    "five_stars" INTEGER NOT NULL DEFAULT 0,
    "verified_business" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seller_reputations_pkey" PRIMARY KEY ("seller_id")
);

-- CreateTable
CREATE TABLE "listing_reports" (
    "id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "reporter_id" UUID NOT NULL,
    "reason" "ListingReportReason" NOT NULL,
    "details" TEXT,
    "status" "ListingReportStatus" NOT NULL DEFAULT 'open',
    "open" BOOLEAN DEFAULT true,
    "decided_by_id" UUID,
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reviews_order_item_id_key" ON "reviews"("order_item_id");

-- CreateIndex
CREATE INDEX "reviews_seller_id_created_at_id_idx" ON "reviews"("seller_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "reviews_reviewer_id_created_at_idx" ON "reviews"("reviewer_id", "created_at");

-- CreateIndex
CREATE INDEX "listing_reports_status_created_at_idx" ON "listing_reports"("status", "created_at");

-- CreateIndex
CREATE INDEX "listing_reports_reporter_id_created_at_idx" ON "listing_reports"("reporter_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "listing_reports_product_id_reporter_id_open_key" ON "listing_reports"("product_id", "reporter_id", "open");

-- CreateIndex
CREATE INDEX "wholesaler_details_verification_status_documents_sent_at_idx" ON "wholesaler_details"("verification_status", "documents_sent_at");

-- AddForeignKey
ALTER TABLE "wholesaler_details" ADD CONSTRAINT "wholesaler_details_verification_decided_by_id_fkey" FOREIGN KEY ("verification_decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_fkey" FOREIGN KEY ("hidden_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seller_reputations" ADD CONSTRAINT "seller_reputations_seller_id_fkey" FOREIGN KEY ("seller_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The rules every code path keeps.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_text_length" CHECK (char_length("body") <= 1000 AND char_length("reply") <= 1000);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_not_self" CHECK ("reviewer_id" <> "seller_id");
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_details_length" CHECK (char_length("details") <= 1000);
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_open_consistent" CHECK (("status" = 'open') = coalesce("open", false));

-- seller_reputations is kept by these triggers, by deltas: two reviews of one seller committed
-- at once each add their own row under the aggregate row's lock, where recounting would let the
-- second overwrite the first with a count that does not see it.
CREATE FUNCTION "apply_review_to_reputation"(seller uuid, stars integer, sign integer) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO seller_reputations AS r (seller_id, review_count, rating_total, one_star, two_stars, three_stars, four_stars, five_stars, updated_at)
  VALUES (seller, sign, sign * stars,
          CASE WHEN stars = 1 THEN sign ELSE 0 END, CASE WHEN stars = 2 THEN sign ELSE 0 END,
          CASE WHEN stars = 3 THEN sign ELSE 0 END, CASE WHEN stars = 4 THEN sign ELSE 0 END,
          CASE WHEN stars = 5 THEN sign ELSE 0 END, now())
  ON CONFLICT (seller_id) DO UPDATE SET
    review_count = r.review_count + EXCLUDED.review_count,
    rating_total = r.rating_total + EXCLUDED.rating_total,
    one_star = r.one_star + EXCLUDED.one_star,
    two_stars = r.two_stars + EXCLUDED.two_stars,
    three_stars = r.three_stars + EXCLUDED.three_stars,
    four_stars = r.four_stars + EXCLUDED.four_stars,
    five_stars = r.five_stars + EXCLUDED.five_stars,
    updated_at = now()\073
END\073
';

-- A review counts while it is not hidden.
CREATE FUNCTION "reviews_keep_reputation"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (\'UPDATE\', \'DELETE\') AND OLD.hidden_at IS NULL THEN
    PERFORM apply_review_to_reputation(OLD.seller_id, OLD.rating, -1)\073
  END IF\073
  IF TG_OP IN (\'INSERT\', \'UPDATE\') AND NEW.hidden_at IS NULL THEN
    PERFORM apply_review_to_reputation(NEW.seller_id, NEW.rating, 1)\073
  END IF\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER "reviews_reputation_insert" AFTER INSERT ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_keep_reputation"();
CREATE TRIGGER "reviews_reputation_update" AFTER UPDATE OF "rating", "hidden_at", "seller_id" ON "reviews" FOR EACH ROW
  WHEN (OLD.rating IS DISTINCT FROM NEW.rating OR (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR OLD.seller_id <> NEW.seller_id)
  EXECUTE FUNCTION "reviews_keep_reputation"();
CREATE TRIGGER "reviews_reputation_delete" AFTER DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_keep_reputation"();

-- 'Verified business' follows the wholesaler's verification status, whoever writes it.
CREATE FUNCTION "wholesaler_keep_reputation"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO seller_reputations AS r (seller_id, verified_business, updated_at)
  VALUES (NEW.user_id, NEW.verification_status = \'verified\', now())
  ON CONFLICT (seller_id) DO UPDATE SET verified_business = EXCLUDED.verified_business, updated_at = now()
  WHERE r.verified_business IS DISTINCT FROM EXCLUDED.verified_business\073
  RETURN NULL\073
END\073
';

CREATE TRIGGER "wholesaler_details_reputation" AFTER INSERT OR UPDATE OF "verification_status" ON "wholesaler_details" FOR EACH ROW EXECUTE FUNCTION "wholesaler_keep_reputation"();

INSERT INTO seller_reputations (seller_id, verified_business)
SELECT user_id, true FROM wholesaler_details WHERE verification_status = 'verified'
ON CONFLICT (seller_id) DO UPDATE SET verified_business = true;

-- Cards, product pages and the seller page show the reputation, and the seller page the
-- reviews: their changes expire those pages like a shop's. Otherwise the function of
-- migration category_hygiene, unchanged.
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
  ELSIF TG_TABLE_NAME IN (\'seller_reputations\', \'reviews\') THEN
    IF TG_OP = \'DELETE\' THEN
      SELECT count(*), array_agg(DISTINCT \'seller:\' || seller_id) INTO changed, keys FROM old_rows\073
    ELSE
      SELECT count(*), array_agg(DISTINCT \'seller:\' || seller_id) INTO changed, keys FROM new_rows\073
    END IF\073
  ELSE
    changed := 1\073
    keys := \'{}\'\073
  END IF\073
  IF changed = 0 AND TG_TABLE_NAME IN (\'products\', \'shops\', \'profiles\', \'seller_reputations\', \'reviews\') THEN
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

CREATE TRIGGER "seller_reputations_public_cache_insert" AFTER INSERT ON "seller_reputations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "seller_reputations_public_cache_update" AFTER UPDATE ON "seller_reputations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "reviews_public_cache_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "reviews_public_cache_update" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
CREATE TRIGGER "reviews_public_cache_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_cache"();
