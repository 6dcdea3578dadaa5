-- AlterEnum
ALTER TYPE "RefundStatus" ADD VALUE 'returned';

-- AlterTable
ALTER TABLE "order_refunds" ADD COLUMN "returned_at" TIMESTAMP(3);

-- A returned refund says when the bank sent it back, and only a returned one does. Compared as text: a value added to
-- an enum cannot be named as one in the transaction that adds it.
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_returned_when" CHECK (("status"::text = 'returned') = ("returned_at" IS NOT NULL));

-- The order's history gains the bank sending a refund back.
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK (
  type IN ('placed', 'status', 'payment', 'tracking', 'note', 'mail_queued', 'cancellation_started', 'cancellation_failed', 'refund', 'refund_failed', 'refund_returned'));
