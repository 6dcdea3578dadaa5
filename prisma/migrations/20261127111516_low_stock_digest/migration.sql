-- CreateTable
CREATE TABLE "low_stock_digests" (
    "day" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "items" JSONB NOT NULL,
    "changed" INTEGER NOT NULL,

    CONSTRAINT "low_stock_digests_pkey" PRIMARY KEY ("day")
);
