-- CreateEnum
CREATE TYPE "Carrier" AS ENUM ('usps', 'ups', 'fedex', 'dhl', 'other');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "carrier" "Carrier",
ADD COLUMN     "tracking_number" TEXT,
ADD COLUMN     "tracking_url" TEXT;

-- CreateTable
CREATE TABLE "order_events" (
    "id" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "from_value" TEXT,
    "to_value" TEXT,
    "note" TEXT,

    CONSTRAINT "order_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_events_order_id_at_idx" ON "order_events"("order_id", "at");

-- AddForeignKey
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tracking is all or nothing: a carrier with its number and the link the buyer follows (https only).
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_whole" CHECK (
  (carrier IS NULL AND tracking_number IS NULL AND tracking_url IS NULL)
  OR (carrier IS NOT NULL AND tracking_number IS NOT NULL AND tracking_url LIKE 'https://%'));

-- The trail names who acted (an admin by email) and what happened, from a closed list.
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_known" CHECK (actor IN ('buyer', 'system', 'gateway') OR actor LIKE '%_@_%');
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK (
  type IN ('placed', 'status', 'payment', 'tracking', 'note', 'mail_queued', 'cancellation_started', 'cancellation_failed', 'refund', 'refund_failed'));
