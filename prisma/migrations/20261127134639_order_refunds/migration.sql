-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "order_refunds" (
    "id" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "actor_email" TEXT,
    "gateway_refund_id" TEXT,
    "status" "RefundStatus" NOT NULL DEFAULT 'pending',
    "failure" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMP(3),

    CONSTRAINT "order_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_refunds" (
    "id" TEXT NOT NULL,
    "payment_intent_id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_refunds_idempotency_key_key" ON "order_refunds"("idempotency_key");

-- CreateIndex
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds"("order_id");

-- CreateIndex
CREATE INDEX "order_refunds_status_settled_at_idx" ON "order_refunds"("status", "settled_at");

-- CreateIndex
CREATE UNIQUE INDEX "test_refunds_idempotency_key_key" ON "test_refunds"("idempotency_key");

-- CreateIndex
CREATE INDEX "test_refunds_payment_intent_id_idx" ON "test_refunds"("payment_intent_id");

-- AddForeignKey
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A refund gives money back: never nothing, never a negative amount; a settled one says when.
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_amount_positive" CHECK ("amount_cents" > 0);
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_settled_when" CHECK (("status" = 'pending') = ("settled_at" IS NULL));
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_key_length" CHECK (char_length("idempotency_key") BETWEEN 1 AND 255);
ALTER TABLE "test_refunds" ADD CONSTRAINT "test_refunds_amount_positive" CHECK ("amount" > 0);
