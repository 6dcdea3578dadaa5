-- Reviews from people who bought (issue 48): one review per order line, the invitation claimed once per order, and
-- the addresses that said no to a kind of mail.

-- CreateTable
CREATE TABLE "reviews" (
    "id" TEXT NOT NULL,
    "product_id" TEXT,
    "order_id" TEXT NOT NULL,
    "order_item_id" TEXT NOT NULL,
    "user_id" TEXT,
    "rating" INTEGER NOT NULL,
    "title" TEXT,
    "body" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,
    "variant_label" TEXT,
    "photos" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "status" TEXT NOT NULL DEFAULT 'published',
    "hidden_reason" TEXT,
    "reply" TEXT,
    "replied_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_invitations" (
    "order_id" TEXT NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_invitations_pkey" PRIMARY KEY ("order_id")
);

-- CreateTable
CREATE TABLE "mail_opt_outs" (
    "email" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_opt_outs_pkey" PRIMARY KEY ("email","kind")
);

-- CreateIndex
CREATE UNIQUE INDEX "reviews_order_item_id_key" ON "reviews"("order_item_id");

-- CreateIndex
CREATE INDEX "reviews_product_id_status_created_at_idx" ON "reviews"("product_id", "status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "reviews_order_id_idx" ON "reviews"("order_id");

-- CreateIndex
CREATE INDEX "reviews_user_id_idx" ON "reviews"("user_id");

-- CreateIndex
CREATE INDEX "reviews_created_at_idx" ON "reviews"("created_at" DESC);

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_fkey" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What the schema language cannot say: a review's figures and lengths, its status, and that a hidden review always
-- says why (one of the fixed reasons; "negative" is not one) while a shown one never carries a reason.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_title_length" CHECK ("title" IS NULL OR char_length("title") BETWEEN 1 AND 80);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_body_length" CHECK (char_length("body") BETWEEN 10 AND 2000);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_display_name_length" CHECK (char_length("display_name") BETWEEN 1 AND 80);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_length" CHECK ("reply" IS NULL OR char_length("reply") BETWEEN 1 AND 1000);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photos_count" CHECK (cardinality("photos") <= 3);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("status" IN ('published', 'held', 'hidden'));
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_reason_check" CHECK (
  "hidden_reason" IS NULL OR "hidden_reason" IN ('spam', 'abusive', 'private-information', 'off-topic'));
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_has_reason" CHECK (("status" = 'hidden') = ("hidden_reason" IS NOT NULL));
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_with_reply" CHECK (("reply" IS NULL) = ("replied_at" IS NULL));
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_kind_check" CHECK ("kind" IN ('review-requests'));
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_email_lower" CHECK ("email" = lower("email"));
