-- CreateTable
CREATE TABLE "shop_pages" (
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shop_pages_pkey" PRIMARY KEY ("slug")
);

-- The three pages the footer links; the words' bounds as the API checks them.
ALTER TABLE "shop_pages" ADD CONSTRAINT "shop_pages_slug_check" CHECK ("slug" IN ('shipping', 'returns', 'faq'));
ALTER TABLE "shop_pages" ADD CONSTRAINT "shop_pages_title_check" CHECK (char_length("title") BETWEEN 1 AND 80);
ALTER TABLE "shop_pages" ADD CONSTRAINT "shop_pages_body_check" CHECK (char_length("body") <= 20000);
