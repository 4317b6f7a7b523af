-- Former category names (found after issue 18): a renamed or merged-away category's old
-- /category/<name> address is sent on (308) to the page of the category it became.
-- CreateTable
CREATE TABLE "category_former_names" (
    "name_key" TEXT NOT NULL,
    "category_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "category_former_names_pkey" PRIMARY KEY ("name_key")
);

-- CreateIndex
CREATE INDEX "category_former_names_category_id_idx" ON "category_former_names"("category_id");

-- AddForeignKey
ALTER TABLE "category_former_names" ADD CONSTRAINT "category_former_names_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;
