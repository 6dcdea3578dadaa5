-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "sealed" TEXT;
