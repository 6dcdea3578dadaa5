/*
  Warnings:

  - A unique constraint covering the columns `[user_id,purpose]` on the table `verification_codes` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateEnum
CREATE TYPE "CodePurpose" AS ENUM ('verify_email', 'reset_password');

-- DropIndex
DROP INDEX "verification_codes_user_id_key";

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "failed_at" TIMESTAMP(3),
ADD COLUMN     "lease_token" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "verification_codes" ADD COLUMN     "purpose" "CodePurpose" NOT NULL DEFAULT 'verify_email';

-- CreateIndex
CREATE UNIQUE INDEX "verification_codes_user_id_purpose_key" ON "verification_codes"("user_id", "purpose");

-- Messages the old outbox had already given up on become dead letters, dated by their last planned attempt.
UPDATE "email_outbox" SET "failed_at" = "next_attempt_at" WHERE "status" = 'failed';
