-- CreateEnum
CREATE TYPE "NewsletterStatus" AS ENUM ('pending', 'subscribed', 'unsubscribed');

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "headers" JSONB;

-- CreateTable
CREATE TABLE "link_tokens" (
    "id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "link_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_alerts" (
    "id" TEXT NOT NULL,
    "product_id" TEXT NOT NULL,
    "variant_id" TEXT,
    "email" CITEXT NOT NULL,
    "active_key" TEXT,
    "confirmed_at" TIMESTAMP(3),
    "fired_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscribers" (
    "id" TEXT NOT NULL,
    "email" CITEXT NOT NULL,
    "status" "NewsletterStatus" NOT NULL DEFAULT 'pending',
    "source" TEXT NOT NULL,
    "consented_at" TIMESTAMP(3),
    "unsubscribed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "newsletter_subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_announcements" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "product_ids" TEXT[],
    "recipients" INTEGER NOT NULL,
    "finishes_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_announcements_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "link_tokens_token_hash_key" ON "link_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "link_tokens_purpose_subject_id_idx" ON "link_tokens"("purpose", "subject_id");

-- CreateIndex
CREATE INDEX "link_tokens_expires_at_idx" ON "link_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "stock_alerts_active_key_key" ON "stock_alerts"("active_key");

-- CreateIndex
CREATE INDEX "stock_alerts_product_id_fired_at_idx" ON "stock_alerts"("product_id", "fired_at");

-- CreateIndex
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts"("email");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers"("email");

-- CreateIndex
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers"("status");

-- CreateIndex
CREATE INDEX "newsletter_announcements_created_at_idx" ON "newsletter_announcements"("created_at" DESC);
