-- One category for books (docs/decisions/one-books-category.md). A database seeded before has a
-- "Books" category beside "Textbooks": it is merged into Textbooks as staff's merge does it
-- (docs/decisions/category-moderation.md). Its listings move, every name that led to it (its own
-- and its former ones) leads to Textbooks, and it is deleted. Each statement does nothing unless
-- the database has both categories and Textbooks is shown, so a fresh database and one without
-- those rows are left as they are. No semicolon may appear inside a statement or a comment here
-- (Prisma's pg adapter splits a migration at every one, see the catalogue_search migration).

-- Books' listings move to Textbooks (the active counts follow by their triggers).
UPDATE "products" SET "category_id" = t."id"
FROM "categories" b, "categories" t
WHERE b."name_key" = 'books' AND t."name_key" = 'textbooks' AND t."status" = 'approved' AND "products"."category_id" = b."id";

-- The names that led to Books lead to Textbooks.
UPDATE "category_former_names" SET "category_id" = t."id", "created_at" = CURRENT_TIMESTAMP
FROM "categories" b, "categories" t
WHERE b."name_key" = 'books' AND t."name_key" = 'textbooks' AND t."status" = 'approved' AND "category_former_names"."category_id" = b."id";

-- And its own name: /category/Books answers 308 to /category/Textbooks.
INSERT INTO "category_former_names" ("name_key", "category_id")
SELECT 'books', t."id" FROM "categories" b, "categories" t
WHERE b."name_key" = 'books' AND t."name_key" = 'textbooks' AND t."status" = 'approved'
ON CONFLICT ("name_key") DO UPDATE SET "category_id" = EXCLUDED."category_id", "created_at" = CURRENT_TIMESTAMP;

-- Books goes, with no listing left in it.
DELETE FROM "categories" b USING "categories" t
WHERE b."name_key" = 'books' AND t."name_key" = 'textbooks' AND t."status" = 'approved';

-- Textbooks says that novels belong there, unless its description is no longer the demo's.
UPDATE "categories" SET "description" = 'Course texts, set books, novels and other reading.'
WHERE "name_key" = 'textbooks' AND "description" = 'Course texts, past editions and lecture companions.';
