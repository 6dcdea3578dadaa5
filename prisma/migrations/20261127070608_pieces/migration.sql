/*
  Warnings:

  - A unique constraint covering the columns `[user_id,product_id,variant_id,personalization]` on the table `cart_items` will be added. If there are existing duplicate values, this will fail.

*/
-- DropIndex
DROP INDEX "cart_items_user_id_product_id_key";

-- AlterTable
ALTER TABLE "cart_items" ADD COLUMN     "personalization" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "variant_id" TEXT;

-- AlterTable
ALTER TABLE "checkout_drafts" ADD COLUMN     "delivery_from" DATE,
ADD COLUMN     "delivery_to" DATE,
ADD COLUMN     "ship_by" DATE;

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "lead_time_days" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "personalization" TEXT,
ADD COLUMN     "variant_id" TEXT,
ADD COLUMN     "variant_label" TEXT,
ADD COLUMN     "variant_name" TEXT;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "delivery_from" DATE,
ADD COLUMN     "delivery_to" DATE,
ADD COLUMN     "ship_by" DATE;

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "lead_time_days" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "one_of_a_kind" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "personalization_label" TEXT,
ADD COLUMN     "personalization_max_length" INTEGER,
ADD COLUMN     "personalization_required" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "sold_at" TIMESTAMP(3),
ADD COLUMN     "variant_name" TEXT;

-- CreateTable
CREATE TABLE "product_variants" (
    "id" TEXT NOT NULL,
    "product_id" TEXT NOT NULL,
    "label" CITEXT NOT NULL,
    "price_cents" INTEGER,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "product_variants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shop_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "weekly_capacity" INTEGER NOT NULL DEFAULT 0,
    "away_until" DATE,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shop_settings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "product_variants_product_id_position_idx" ON "product_variants"("product_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "product_variants_product_id_label_key" ON "product_variants"("product_id", "label");

-- CreateIndex
CREATE INDEX "cart_items_variant_id_idx" ON "cart_items"("variant_id");

-- CreateIndex
CREATE UNIQUE INDEX "cart_items_user_id_product_id_variant_id_personalization_key" ON "cart_items"("user_id", "product_id", "variant_id", "personalization");

-- CreateIndex
CREATE INDEX "order_items_variant_id_idx" ON "order_items"("variant_id");

-- CreateIndex
CREATE INDEX "products_sold_at_idx" ON "products"("sold_at" DESC);

-- AddForeignKey
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_fkey" FOREIGN KEY ("variant_id") REFERENCES "product_variants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_fkey" FOREIGN KEY ("variant_id") REFERENCES "product_variants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Rules the schema language cannot state (written by hand, as in the first migration).
ALTER TABLE "products" ADD CONSTRAINT "products_lead_time_days_check" CHECK ("lead_time_days" BETWEEN 0 AND 60);
ALTER TABLE "products" ADD CONSTRAINT "products_personalization_check" CHECK (
  ("personalization_label" IS NULL AND "personalization_max_length" IS NULL AND NOT "personalization_required")
  OR ("personalization_label" IS NOT NULL AND "personalization_max_length" BETWEEN 1 AND 200));
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_cents_check" CHECK ("price_cents" >= 0);
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_check" CHECK ("stock" >= 0);
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_one_row_check" CHECK ("id" = 1);
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_weekly_capacity_check" CHECK ("weekly_capacity" BETWEEN 0 AND 1000);
