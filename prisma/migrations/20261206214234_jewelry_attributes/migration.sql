-- Jewelry attributes on every piece (issue 47): materials, metal, stones, colours, gender, age group and care.

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "age_group" TEXT NOT NULL DEFAULT 'adult',
ADD COLUMN     "care" TEXT,
ADD COLUMN     "colors" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "gender" TEXT NOT NULL DEFAULT 'unisex',
ADD COLUMN     "materials" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "metal" TEXT,
ADD COLUMN     "stones" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Rules the schema language cannot state (kept by hand). A CHECK may not hold a subquery, so the per-item length rule
-- of a list lives in this function; the same limits as lib/catalog/attributes.ts.
CREATE FUNCTION "text_list_fits"(items TEXT[], max_items INTEGER, max_length INTEGER) RETURNS BOOLEAN
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT items IS NOT NULL AND cardinality(items) <= max_items
       AND NOT EXISTS (SELECT 1 FROM unnest(items) AS item
                        WHERE item IS NULL OR char_length(item) NOT BETWEEN 1 AND max_length)
  $$;
ALTER TABLE "products" ADD CONSTRAINT "products_materials_check" CHECK (text_list_fits("materials", 8, 40));
ALTER TABLE "products" ADD CONSTRAINT "products_stones_check" CHECK (text_list_fits("stones", 8, 40));
ALTER TABLE "products" ADD CONSTRAINT "products_colors_check" CHECK (text_list_fits("colors", 4, 40));
ALTER TABLE "products" ADD CONSTRAINT "products_metal_check" CHECK (
  "metal" IS NULL OR "metal" IN ('sterling-silver', 'gold-filled', '14k-gold', 'brass', 'copper', 'stainless-steel', 'other'));
ALTER TABLE "products" ADD CONSTRAINT "products_gender_check" CHECK ("gender" IN ('female', 'male', 'unisex'));
ALTER TABLE "products" ADD CONSTRAINT "products_age_group_check" CHECK ("age_group" IN ('adult', 'kids'));
ALTER TABLE "products" ADD CONSTRAINT "products_care_check" CHECK (char_length("care") BETWEEN 1 AND 500);
