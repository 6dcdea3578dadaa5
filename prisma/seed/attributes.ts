import type { JewelryAttributes } from "@/lib/catalog/attributes";

/**
 * Each demo piece's attributes, by slug, as its description tells them: the metal is what the piece is made of (a
 * gold-plated brass band is brass, a chain plated over an unnamed base is "other"), stones and beads as named, the
 * colours a shopper sees. Care text for the metals and materials that need it.
 */
export type DemoAttributes = Omit<JewelryAttributes, "gender" | "ageGroup"> &
  Partial<Pick<JewelryAttributes, "gender" | "ageGroup">>;

const SILVER_CARE =
  "Sterling silver darkens in air: keep it in its pouch, away from damp, and rub it bright with a soft polishing cloth. Take it off to swim or shower.";
const BRASS_CARE =
  "Brass warms to a deeper tone over time. To brighten it, polish with a soft cloth (or a little lemon juice and salt), then rinse and dry well. Keep it dry.";
const PEARL_CARE =
  "Pearls are soft: put them on last, after perfume and lotion, wipe them with a damp cloth after wearing and store them flat. Have a knotted strand restrung when the silk stretches.";
const GOLD_FILLED_CARE =
  "Gold-filled keeps its colour for years: wash it in mild soapy water, dry it well and store it apart from other pieces.";
const STRETCH_CARE = "Roll it on and off rather than pulling it over your hand, and keep it out of water.";

export const DEMO_ATTRIBUTES: Readonly<Record<string, DemoAttributes>> = {
  "tidepool-glass-strand": {
    materials: ["Czech glass", "Gold-plated brass"],
    metal: "brass",
    stones: ["Czech glass beads"],
    colors: ["Sea green", "Aqua", "Gold"],
    care: BRASS_CARE,
  },
  "knotted-pearl-choker": {
    materials: ["Freshwater pearl", "Silk thread", "Sterling silver"],
    metal: "sterling-silver",
    stones: ["Freshwater pearl"],
    colors: ["Ivory", "Silver"],
    gender: "female",
    care: PEARL_CARE,
  },
  "rose-quartz-drop-pendant": {
    materials: ["Rose quartz", "14k gold-filled wire"],
    metal: "gold-filled",
    stones: ["Rose quartz"],
    colors: ["Pink", "Gold"],
    gender: "female",
    care: GOLD_FILLED_CARE,
  },
  "terracotta-clay-bead-necklace": {
    materials: ["Polymer clay", "Waxed cotton cord"],
    metal: null,
    stones: ["Polymer clay beads"],
    colors: ["Terracotta", "Sand", "Rust"],
    care: "Polymer clay is light but can chip: keep it away from hard knocks and out of water.",
  },
  "layered-crescent-moon-necklace": {
    materials: ["Gold-plated stainless steel", "Brass", "Glass"],
    metal: "stainless-steel",
    stones: ["Glass bead"],
    colors: ["Gold", "Blue"],
    gender: "female",
    care: null,
  },
  "amethyst-chip-strand": {
    materials: ["Amethyst", "Glass seed beads", "Gold-plated chain"],
    metal: "other",
    stones: ["Amethyst"],
    colors: ["Purple", "Gold"],
    care: null,
  },
  "ocean-glass-stretch-bracelet": {
    materials: ["Czech glass", "Stretch cord"],
    metal: null,
    stones: ["Czech glass beads"],
    colors: ["Blue", "Silver"],
    care: STRETCH_CARE,
  },
  "hammered-brass-bangle-trio": {
    materials: ["Solid brass"],
    metal: "brass",
    stones: [],
    colors: ["Gold"],
    care: BRASS_CARE,
  },
  "daisy-chain-seed-bead-bracelet": {
    materials: ["Japanese glass seed beads", "Gold-plated toggle"],
    metal: "other",
    stones: ["Glass seed beads"],
    colors: ["White", "Yellow", "Green"],
    gender: "female",
    care: null,
  },
  "little-garden-charm-bracelet": {
    materials: ["Silver-plated brass", "Pewter"],
    metal: "brass",
    stones: [],
    colors: ["Silver"],
    care: BRASS_CARE,
  },
  "tigers-eye-lava-bracelet": {
    materials: ["Tiger's eye", "Lava stone", "Antiqued brass", "Stretch cord"],
    metal: "brass",
    stones: ["Tiger's eye", "Lava stone"],
    colors: ["Brown", "Black", "Gold"],
    care: STRETCH_CARE,
  },
  "labradorite-gold-filled-bracelet": {
    materials: ["Labradorite", "14k gold-filled"],
    metal: "gold-filled",
    stones: ["Labradorite"],
    colors: ["Grey", "Blue", "Gold"],
    care: GOLD_FILLED_CARE,
  },
  "hammered-gold-hoops": {
    materials: ["14k gold-filled wire"],
    metal: "gold-filled",
    stones: [],
    colors: ["Gold"],
    gender: "female",
    care: GOLD_FILLED_CARE,
  },
  "beaded-mini-hoops": {
    materials: ["Sterling silver", "Glass"],
    metal: "sterling-silver",
    stones: ["Glass beads"],
    colors: ["Silver", "Turquoise"],
    gender: "female",
    care: SILVER_CARE,
  },
  "moonstone-teardrop-earrings": {
    materials: ["Rainbow moonstone", "Sterling silver"],
    metal: "sterling-silver",
    stones: ["Rainbow moonstone"],
    colors: ["White", "Blue", "Silver"],
    gender: "female",
    care: SILVER_CARE,
  },
  "blush-glass-drop-earrings": {
    materials: ["Czech glass", "Gold-plated hooks"],
    metal: "other",
    stones: ["Czech glass"],
    colors: ["Pink", "Gold"],
    gender: "female",
    care: null,
  },
  "tiny-daisy-studs": {
    materials: ["Polymer clay", "Stainless steel"],
    metal: "stainless-steel",
    stones: [],
    colors: ["White", "Yellow"],
    care: "Polymer clay is light but can chip: keep it away from hard knocks and out of water.",
  },
  "sunset-fringe-earrings": {
    materials: ["Japanese Delica beads", "Gold-plated ear wires"],
    metal: "other",
    stones: ["Delica glass beads"],
    colors: ["Yellow", "Orange", "Red", "Purple"],
    gender: "female",
    care: null,
  },
  "garnet-bezel-studs": {
    materials: ["Sterling silver", "Garnet"],
    metal: "sterling-silver",
    stones: ["Garnet"],
    colors: ["Red", "Silver"],
    care: SILVER_CARE,
  },
  "wire-wrapped-apatite-ring": {
    materials: ["Apatite", "14k gold-filled wire"],
    metal: "gold-filled",
    stones: ["Apatite"],
    colors: ["Blue", "Gold"],
    care: GOLD_FILLED_CARE,
  },
  "sterling-stacking-ring-set": {
    materials: ["Sterling silver", "Cubic zirconia"],
    metal: "sterling-silver",
    stones: ["Cubic zirconia"],
    colors: ["Silver"],
    care: SILVER_CARE,
  },
  "labradorite-statement-ring": {
    materials: ["Sterling silver", "Labradorite"],
    metal: "sterling-silver",
    stones: ["Labradorite"],
    colors: ["Grey", "Blue", "Silver"],
    care: SILVER_CARE,
  },
  "green-glass-solitaire-ring": {
    materials: ["Glass", "Gold-plated brass"],
    metal: "brass",
    stones: ["Green glass"],
    colors: ["Green", "Gold"],
    care: BRASS_CARE,
  },
  "custom-name-bracelet": {
    materials: ["Acrylic letter beads", "Glass seed beads", "Stretch cord"],
    metal: null,
    stones: ["Glass seed beads"],
    colors: ["White", "Pink", "Blue", "Yellow"],
    care: STRETCH_CARE,
  },
  "birthstone-drop-necklace": {
    materials: ["Glass crystal", "14k gold-filled"],
    metal: "gold-filled",
    stones: ["Glass crystal"],
    colors: ["Gold"],
    care: GOLD_FILLED_CARE,
  },
  "hand-stamped-initial-necklace": {
    materials: ["Brass", "Freshwater pearl", "Gold-plated chain"],
    metal: "brass",
    stones: ["Freshwater pearl"],
    colors: ["Gold", "Ivory"],
    care: `${BRASS_CARE} ${PEARL_CARE}`,
  },
  "bespoke-pearl-bridal-set": {
    materials: ["Freshwater pearl", "Silk thread"],
    metal: "other",
    stones: ["Freshwater pearl"],
    colors: ["Ivory", "White"],
    gender: "female",
    care: PEARL_CARE,
  },
};
