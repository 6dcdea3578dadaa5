-- CreateEnum
CREATE TYPE "CustomRequestStatus" AS ENUM ('new', 'quoted', 'paid', 'declined');

-- AlterEnum
ALTER TYPE "CheckoutClosedReason" ADD VALUE 'quote_unavailable';

-- AlterTable
ALTER TABLE "checkout_drafts" ADD COLUMN     "quote_id" TEXT;

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "custom" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "custom_requests" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "budget_cents" INTEGER,
    "needed_by" DATE,
    "similar_product_id" TEXT,
    "similar_product_name" TEXT,
    "photo_keys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" "CustomRequestStatus" NOT NULL DEFAULT 'new',
    "decline_message" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "custom_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_quotes" (
    "id" TEXT NOT NULL,
    "request_id" TEXT NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "lead_time_days" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "withdrawn_at" TIMESTAMP(3),
    "order_id" TEXT,
    "paid_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "custom_quotes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "custom_requests_status_created_at_idx" ON "custom_requests"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "custom_quotes_order_id_key" ON "custom_quotes"("order_id");

-- CreateIndex
CREATE INDEX "custom_quotes_request_id_idx" ON "custom_quotes"("request_id");

-- AddForeignKey
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "custom_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules the schema language cannot say (kept by hand).
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_description_length" CHECK (char_length("description") BETWEEN 20 AND 4000);
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_budget_cents_check" CHECK ("budget_cents" IS NULL OR "budget_cents" >= 0);
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_photo_keys_count" CHECK (cardinality("photo_keys") <= 3);
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_price_cents_check" CHECK ("price_cents" > 0);
ALTER TABLE "custom_quotes" ADD CONSTRAINT "custom_quotes_lead_time_days_check" CHECK ("lead_time_days" BETWEEN 0 AND 365);
-- A custom line has no product behind it; every other line had one when it was written.
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_custom_has_no_product" CHECK (NOT "custom" OR "product_id" IS NULL);
