-- The days after delivery a piece may be sent back, which each product page's structured data tells search engines
-- (0 = no returns). Every shop so far promised 14 on its Returns page's starting text, so that is where it starts.
ALTER TABLE "shop_settings" ADD COLUMN     "return_window_days" INTEGER NOT NULL DEFAULT 14;
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_return_window_days_check" CHECK ("return_window_days" BETWEEN 0 AND 365);
