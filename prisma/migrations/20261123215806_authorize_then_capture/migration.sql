-- Authorize, secure the piece, then capture. Until this migration payments were captured automatically, so every
-- existing order's money was taken (or, for a cancelled order, refunded). A failed draft carried its reason as text:
-- a declined card left its intent payable (the draft is open again and expires as any other), the other reasons
-- become a closed draft whose payment was already given back.

-- CreateEnum
CREATE TYPE "CheckoutClosedReason" AS ENUM ('sold_out', 'amount_mismatch', 'expired', 'replaced', 'payment_canceled');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('authorized', 'captured', 'voided', 'refunded');

-- AlterTable
ALTER TABLE "checkout_drafts" ADD COLUMN     "closed_reason" "CheckoutClosedReason",
ADD COLUMN     "expires_at" TIMESTAMP(3),
ADD COLUMN     "lease_until" TIMESTAMP(3),
ADD COLUMN     "released_at" TIMESTAMP(3),
ADD COLUMN     "sold_out_piece" TEXT;

UPDATE "checkout_drafts" SET "expires_at" = "created_at" + interval '60 minutes';

UPDATE "checkout_drafts" SET "closed_reason" = 'sold_out', "sold_out_piece" = substr("failure_reason", 14), "released_at" = "updated_at"
 WHERE "status" = 'failed' AND "failure_reason" LIKE 'out_of_stock:%';

UPDATE "checkout_drafts" SET "closed_reason" = 'amount_mismatch', "released_at" = "updated_at"
 WHERE "status" = 'failed' AND "failure_reason" = 'amount_mismatch';

UPDATE "checkout_drafts" SET "closed_reason" = 'payment_canceled', "released_at" = "updated_at"
 WHERE "status" = 'failed' AND "failure_reason" = 'intent_canceled';

-- Any other intent in a state the shop could not use: closed, with its intent still to be cancelled by the reconciler.
UPDATE "checkout_drafts" SET "closed_reason" = 'expired'
 WHERE "status" = 'failed' AND "closed_reason" IS NULL AND "failure_reason" LIKE 'intent_%';

ALTER TABLE "checkout_drafts" ALTER COLUMN "expires_at" SET NOT NULL;

-- AlterEnum
BEGIN;
CREATE TYPE "CheckoutDraftStatus_new" AS ENUM ('open', 'completed', 'closed');
ALTER TABLE "public"."checkout_drafts" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "checkout_drafts" ALTER COLUMN "status" TYPE "CheckoutDraftStatus_new"
  USING (CASE WHEN "status"::text <> 'failed' THEN "status"::text WHEN "closed_reason" IS NULL THEN 'open' ELSE 'closed' END)::"CheckoutDraftStatus_new";
ALTER TYPE "CheckoutDraftStatus" RENAME TO "CheckoutDraftStatus_old";
ALTER TYPE "CheckoutDraftStatus_new" RENAME TO "CheckoutDraftStatus";
DROP TYPE "public"."CheckoutDraftStatus_old";
ALTER TABLE "checkout_drafts" ALTER COLUMN "status" SET DEFAULT 'open';
COMMIT;

-- AlterTable
ALTER TABLE "checkout_drafts" DROP COLUMN "failure_reason";

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "cancellation_error" TEXT,
ADD COLUMN     "cancellation_started_at" TIMESTAMP(3),
ADD COLUMN     "payment_status" "PaymentStatus" NOT NULL DEFAULT 'captured';

UPDATE "orders" SET "payment_status" = 'refunded' WHERE "status" = 'cancelled';

ALTER TABLE "orders" ALTER COLUMN "payment_status" SET DEFAULT 'authorized';

-- AlterTable
ALTER TABLE "test_payment_intents" ADD COLUMN     "authorized_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "checkout_drafts_status_expires_at_idx" ON "checkout_drafts"("status", "expires_at");

-- CreateIndex
CREATE INDEX "orders_status_payment_status_idx" ON "orders"("status", "payment_status");

-- CreateIndex
CREATE INDEX "processed_webhook_events_processed_at_idx" ON "processed_webhook_events"("processed_at");

-- CreateIndex
CREATE INDEX "test_payment_intents_created_at_idx" ON "test_payment_intents"("created_at");
