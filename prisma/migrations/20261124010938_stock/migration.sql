-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "stock_reserved" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "quantity_available" INTEGER;

-- Stock never goes below zero, whatever writes it (D19).
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_available_check" CHECK ("quantity_available" IS NULL OR "quantity_available" >= 0);
