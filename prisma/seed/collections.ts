// The demo shop's collections, by the names of demo pieces (prisma/seed/catalog.ts), in the order each page shows them.

export type DemoCollection = {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly pieces: readonly string[];
};

export const demoCollections: readonly DemoCollection[] = [
  {
    slug: "bridal",
    name: "Bridal",
    description:
      "Pearls, moonstone and warm gold for the day itself and the days around it: for the bride, her party and the people who stand beside her.",
    pieces: [
      "Bespoke Pearl Bridal Set",
      "Knotted Freshwater Pearl Choker",
      "Rainbow Moonstone Teardrops",
      "Hammered Gold-Filled Hoops",
      "Sterling Stacking Ring Set",
    ],
  },
  {
    slug: "under-40",
    name: "Under $40",
    description: "Small gifts, made by hand: every piece here costs less than forty dollars.",
    pieces: [
      "Tiny Daisy Studs",
      "Blush Glass Drop Earrings",
      "Green Glass Solitaire Ring",
      "Ocean Glass Stretch Bracelet",
      "Daisy Chain Seed Bead Bracelet",
      "Custom Name Bracelet",
      "Beaded Sterling Mini Hoops",
      "Terracotta Clay Bead Necklace",
    ],
  },
  {
    slug: "birthstones",
    name: "Birthstones",
    description:
      "Garnet for January, amethyst for February, pearl and moonstone for June, or the colour of any month, made to order.",
    pieces: [
      "Birthstone Drop Necklace",
      "Garnet Bezel Studs",
      "Amethyst Chip Strand",
      "Knotted Freshwater Pearl Choker",
      "Rainbow Moonstone Teardrops",
    ],
  },
];
