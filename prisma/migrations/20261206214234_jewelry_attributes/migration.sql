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

-- A shop seeded before this migration: its demo pieces still as seeded (same name, category and description) get the
-- attributes prisma/seed/attributes.ts gives a new shop's. Every piece is at the defaults just added, so this overwrites
-- nothing a maker wrote, and, as a migration, it runs once: a piece she later clears stays cleared. A piece she renamed
-- or reworded is hers and is left alone.
UPDATE "products" AS p
   SET "materials" = d.materials, "metal" = d.metal, "stones" = d.stones, "colors" = d.colors, "gender" = d.gender,
       "care" = d.care
  FROM (VALUES
  ('Tidepool Czech Glass Strand', 'Necklaces', 'Pressed Czech glass rounds in sea green, aqua and foam, strung on beading wire with gold-plated brass spacers. 18 inches with a lobster clasp.',
   ARRAY['Czech glass', 'Gold-plated brass'], 'brass', ARRAY['Czech glass beads'], ARRAY['Sea green', 'Aqua', 'Gold'], 'unisex', 'Brass warms to a deeper tone over time. To brighten it, polish with a soft cloth (or a little lemon juice and salt), then rinse and dry well. Keep it dry.'),
  ('Knotted Freshwater Pearl Choker', 'Necklaces', '6–7 mm cultured freshwater pearls hand-knotted on silk thread, so a broken strand never scatters. 15 inches with a sterling silver clasp; each pearl''s shape differs slightly.',
   ARRAY['Freshwater pearl', 'Silk thread', 'Sterling silver'], 'sterling-silver', ARRAY['Freshwater pearl'], ARRAY['Ivory', 'Silver'], 'female', 'Pearls are soft: put them on last, after perfume and lotion, wipe them with a damp cloth after wearing and store them flat. Have a knotted strand restrung when the silk stretches.'),
  ('Rose Quartz Drop Pendant', 'Necklaces', 'A faceted rose quartz teardrop wrapped by hand in 14k gold-filled wire, on an 18-inch gold-filled cable chain. The stone is one of a kind, so this exact pendant is too.',
   ARRAY['Rose quartz', '14k gold-filled wire'], 'gold-filled', ARRAY['Rose quartz'], ARRAY['Pink', 'Gold'], 'female', 'Gold-filled keeps its colour for years: wash it in mild soapy water, dry it well and store it apart from other pieces.'),
  ('Terracotta Clay Bead Necklace', 'Necklaces', 'Polymer clay beads rolled, baked and sanded by hand in terracotta, sand and rust, on a waxed cotton cord with sliding knots that adjust from 16 to 30 inches.',
   ARRAY['Polymer clay', 'Waxed cotton cord'], NULL, ARRAY['Polymer clay beads'], ARRAY['Terracotta', 'Sand', 'Rust'], 'unisex', 'Polymer clay is light but can chip: keep it away from hard knocks and out of water.'),
  ('Layered Crescent Moon Necklace', 'Necklaces', 'Two fine gold-plated stainless steel chains, 16 and 18 inches, one with a small brass crescent moon and one with a single glass bead. Wear them together or apart.',
   ARRAY['Gold-plated stainless steel', 'Brass', 'Glass'], 'stainless-steel', ARRAY['Glass bead'], ARRAY['Gold', 'Blue'], 'female', NULL),
  ('Amethyst Chip Strand', 'Necklaces', 'Natural amethyst chips strung between gold-tone glass seed beads on a gold-plated chain. 17 inches; the chips are tumbled, not cut, so every strand varies.',
   ARRAY['Amethyst', 'Glass seed beads', 'Gold-plated chain'], 'other', ARRAY['Amethyst'], ARRAY['Purple', 'Gold'], 'unisex', NULL),
  ('Ocean Glass Stretch Bracelet', 'Bracelets', '8 mm Czech glass beads in deep blues with matte silver-tone spacers, on doubled stretch cord. Fits a 6.5–7 inch wrist.',
   ARRAY['Czech glass', 'Stretch cord'], NULL, ARRAY['Czech glass beads'], ARRAY['Blue', 'Silver'], 'unisex', 'Roll it on and off rather than pulling it over your hand, and keep it out of water.'),
  ('Hammered Brass Bangle Trio', 'Bracelets', 'Three solid brass bangles, shaped and hammered by hand, with a clear lacquer against tarnish. About 2.6 inches inside diameter.',
   ARRAY['Solid brass'], 'brass', ARRAY[]::TEXT[], ARRAY['Gold'], 'unisex', 'Brass warms to a deeper tone over time. To brighten it, polish with a soft cloth (or a little lemon juice and salt), then rinse and dry well. Keep it dry.'),
  ('Daisy Chain Seed Bead Bracelet', 'Bracelets', 'A chain of little daisies woven from Japanese glass seed beads, finished with a gold-plated toggle. 7 inches; takes about three hours at the bead mat.',
   ARRAY['Japanese glass seed beads', 'Gold-plated toggle'], 'other', ARRAY['Glass seed beads'], ARRAY['White', 'Yellow', 'Green'], 'female', NULL),
  ('Little Garden Charm Bracelet', 'Bracelets', 'Silver-plated brass chain with five lead-free pewter charms: heart, leaf, star, flower and moon. 7.5 inches with a lobster clasp.',
   ARRAY['Silver-plated brass', 'Pewter'], 'brass', ARRAY[]::TEXT[], ARRAY['Silver'], 'unisex', 'Brass warms to a deeper tone over time. To brighten it, polish with a soft cloth (or a little lemon juice and salt), then rinse and dry well. Keep it dry.'),
  ('Tiger''s Eye & Lava Stone Bracelet', 'Bracelets', '8 mm tiger''s eye and black lava stone beads on stretch cord, with antiqued brass spacers. Lava is porous and takes a drop of essential oil.',
   ARRAY['Tiger''s eye', 'Lava stone', 'Antiqued brass', 'Stretch cord'], 'brass', ARRAY['Tiger''s eye', 'Lava stone'], ARRAY['Brown', 'Black', 'Gold'], 'unisex', 'Roll it on and off rather than pulling it over your hand, and keep it out of water.'),
  ('Labradorite & Gold-Filled Bracelet', 'Bracelets', '6 mm labradorite rounds with blue flash, alternating with 14k gold-filled beads and closed with a gold-filled clasp. 7 inches; only one strand of these stones.',
   ARRAY['Labradorite', '14k gold-filled'], 'gold-filled', ARRAY['Labradorite'], ARRAY['Grey', 'Blue', 'Gold'], 'unisex', 'Gold-filled keeps its colour for years: wash it in mild soapy water, dry it well and store it apart from other pieces.'),
  ('Hammered Gold-Filled Hoops', 'Earrings', '30 mm hoops formed from 14k gold-filled wire and hammered by hand so they catch the light. Light enough for all-day wear.',
   ARRAY['14k gold-filled wire'], 'gold-filled', ARRAY[]::TEXT[], ARRAY['Gold'], 'female', 'Gold-filled keeps its colour for years: wash it in mild soapy water, dry it well and store it apart from other pieces.'),
  ('Beaded Sterling Mini Hoops', 'Earrings', '15 mm sterling silver hoops, each threaded with three tiny turquoise-colour glass beads.',
   ARRAY['Sterling silver', 'Glass'], 'sterling-silver', ARRAY['Glass beads'], ARRAY['Silver', 'Turquoise'], 'female', 'Sterling silver darkens in air: keep it in its pouch, away from damp, and rub it bright with a soft polishing cloth. Take it off to swim or shower.'),
  ('Rainbow Moonstone Teardrops', 'Earrings', 'Rainbow moonstone briolettes on sterling silver ear wires, about 35 mm long. The blue flash shows as the stones turn.',
   ARRAY['Rainbow moonstone', 'Sterling silver'], 'sterling-silver', ARRAY['Rainbow moonstone'], ARRAY['White', 'Blue', 'Silver'], 'female', 'Sterling silver darkens in air: keep it in its pouch, away from damp, and rub it bright with a soft polishing cloth. Take it off to swim or shower.'),
  ('Blush Glass Drop Earrings', 'Earrings', 'Faceted Czech glass teardrops in blush pink under a small gold-tone bead, on gold-plated hooks. About 40 mm long.',
   ARRAY['Czech glass', 'Gold-plated hooks'], 'other', ARRAY['Czech glass'], ARRAY['Pink', 'Gold'], 'female', NULL),
  ('Tiny Daisy Studs', 'Earrings', 'Daisies shaped one petal at a time from polymer clay, about 10 mm across, on hypoallergenic stainless steel posts.',
   ARRAY['Polymer clay', 'Stainless steel'], 'stainless-steel', ARRAY[]::TEXT[], ARRAY['White', 'Yellow'], 'unisex', 'Polymer clay is light but can chip: keep it away from hard knocks and out of water.'),
  ('Sunset Fringe Earrings', 'Earrings', 'Brick-stitched Japanese Delica beads in a sunset gradient with a swinging fringe, about 7 cm long, on gold-plated ear wires.',
   ARRAY['Japanese Delica beads', 'Gold-plated ear wires'], 'other', ARRAY['Delica glass beads'], ARRAY['Yellow', 'Orange', 'Red', 'Purple'], 'female', NULL),
  ('Garnet Bezel Studs', 'Earrings', '4 mm faceted garnets set in sterling silver bezel cups on sterling posts, with butterfly backs.',
   ARRAY['Sterling silver', 'Garnet'], 'sterling-silver', ARRAY['Garnet'], ARRAY['Red', 'Silver'], 'unisex', 'Sterling silver darkens in air: keep it in its pouch, away from damp, and rub it bright with a soft polishing cloth. Take it off to swim or shower.'),
  ('Wire-Wrapped Apatite Ring', 'Rings', 'A blue apatite bead wrapped in 14k gold-filled wire around a hand-formed band. US size 7; there is only this one.',
   ARRAY['Apatite', '14k gold-filled wire'], 'gold-filled', ARRAY['Apatite'], ARRAY['Blue', 'Gold'], 'unisex', 'Gold-filled keeps its colour for years: wash it in mild soapy water, dry it well and store it apart from other pieces.'),
  ('Sterling Stacking Ring Set', 'Rings', 'Three sterling silver stacking rings: one hammered, one twisted and one with a 2 mm cubic zirconia. Made to order in US sizes 5–9; allow a week.',
   ARRAY['Sterling silver', 'Cubic zirconia'], 'sterling-silver', ARRAY['Cubic zirconia'], ARRAY['Silver'], 'unisex', 'Sterling silver darkens in air: keep it in its pouch, away from damp, and rub it bright with a soft polishing cloth. Take it off to swim or shower.'),
  ('Labradorite Statement Ring', 'Rings', 'An oval labradorite cabochon, about 14 × 10 mm, bezel-set in sterling silver on a hand-sawn band. US size 8, one of a kind.',
   ARRAY['Sterling silver', 'Labradorite'], 'sterling-silver', ARRAY['Labradorite'], ARRAY['Grey', 'Blue', 'Silver'], 'unisex', 'Sterling silver darkens in air: keep it in its pouch, away from damp, and rub it bright with a soft polishing cloth. Take it off to swim or shower.'),
  ('Green Glass Solitaire Ring', 'Rings', 'A faceted green glass stone in a four-prong setting on an adjustable gold-plated brass band.',
   ARRAY['Glass', 'Gold-plated brass'], 'brass', ARRAY['Green glass'], ARRAY['Green', 'Gold'], 'unisex', 'Brass warms to a deeper tone over time. To brighten it, polish with a soft cloth (or a little lemon juice and salt), then rinse and dry well. Keep it dry.'),
  ('Custom Name Bracelet', 'Custom', 'Your name or word (up to 10 letters) in white acrylic letter beads among glass seed beads in colours you choose, on stretch cord. Made to order within 3 days.',
   ARRAY['Acrylic letter beads', 'Glass seed beads', 'Stretch cord'], NULL, ARRAY['Glass seed beads'], ARRAY['White', 'Pink', 'Blue', 'Yellow'], 'unisex', 'Roll it on and off rather than pulling it over your hand, and keep it out of water.'),
  ('Birthstone Drop Necklace', 'Custom', 'A faceted glass crystal in the colour of your birth month, wire-wrapped in gold-filled wire on a 16 or 18 inch gold-filled chain. Made to order.',
   ARRAY['Glass crystal', '14k gold-filled'], 'gold-filled', ARRAY['Glass crystal'], ARRAY['Gold'], 'unisex', 'Gold-filled keeps its colour for years: wash it in mild soapy water, dry it well and store it apart from other pieces.'),
  ('Hand-Stamped Initial Necklace', 'Custom', 'A 15 mm brass disc stamped by hand with your initial, beside a small freshwater pearl, on an 18-inch gold-plated chain. Letters land a little unevenly; that is the hand.',
   ARRAY['Brass', 'Freshwater pearl', 'Gold-plated chain'], 'brass', ARRAY['Freshwater pearl'], ARRAY['Gold', 'Ivory'], 'unisex', 'Brass warms to a deeper tone over time. To brighten it, polish with a soft cloth (or a little lemon juice and salt), then rinse and dry well. Keep it dry. Pearls are soft: put them on last, after perfume and lotion, wipe them with a damp cloth after wearing and store them flat. Have a knotted strand restrung when the silk stretches.'),
  ('Bespoke Pearl Bridal Set', 'Custom', 'A knotted freshwater pearl necklace and matching drop earrings, made to your length and metal after a short consultation. This listing reserves one of the maker''s bridal slots.',
   ARRAY['Freshwater pearl', 'Silk thread'], 'other', ARRAY['Freshwater pearl'], ARRAY['Ivory', 'White'], 'female', 'Pearls are soft: put them on last, after perfume and lotion, wipe them with a damp cloth after wearing and store them flat. Have a knotted strand restrung when the silk stretches.')
  ) AS d(name, category, description, materials, metal, stones, colors, gender, care)
 WHERE p.name = d.name AND p.category = d.category AND p.description = d.description;
