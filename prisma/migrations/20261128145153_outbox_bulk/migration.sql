-- Mail sent to many at once (a newsletter, a restock alert) is marked bulk, and due mail goes out one-by-one
-- messages first: the due list is read in (bulk, next_attempt_at) order, which the new index serves.
-- DropIndex
DROP INDEX "email_outbox_status_next_attempt_at_idx";

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "bulk" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "email_outbox_status_bulk_next_attempt_at_idx" ON "email_outbox"("status", "bulk", "next_attempt_at");
