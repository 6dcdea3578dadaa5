-- AlterTable
ALTER TABLE "checkout_drafts" ADD COLUMN     "browser_key" TEXT,
ADD COLUMN     "client_secret_hash" TEXT;

-- CreateIndex
CREATE INDEX "checkout_drafts_browser_key_status_idx" ON "checkout_drafts"("browser_key", "status");
