import { beforeAll, describe, expect, test } from "vitest";
import ShopPage from "@/app/(shop)/shop/page";
import { GET as listRoute } from "@/app/api/products/route";
import { DEFAULT_PRICE_RANGE } from "@/lib/catalog/price-filter";
import { loadShopView } from "@/lib/catalog/shop-view";
import { listProductsForShop } from "@/lib/catalog/storefront";
import { createProduct, type ProductInput } from "../factories/products";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";

type Option = { value: string; label: string; count: number };
type Facets = { metal: Option[]; stone: Option[]; color: Option[] };
type Listed = { name: string }[];

// The catalogue every test reads, oldest first (each a minute newer than the one before), so the lists below, newest
// first, are J I E D C B A. Every count in this file is worked out by hand from this table.
//   A Garnet Ring       Rings      $30        sterling-silver  Garnet            Red
//   B Quartz Pendant    Necklaces  $25        sterling-silver  Rose Quartz       Pink
//   C Garnet Studs      Earrings   $18        gold-filled      garnet, Pearl     Red, White
//   D Topaz Drops       Earrings   $35        sterling-silver  Blue topaz        Blue
//   E Copper Cuff       Bracelets  $22        copper           —                 Blue, Copper
//   F Sold Brooch       Custom     $40        sterling-silver  Garnet            Red        one of a kind, sold
//   G Draft Opal Ring   Rings      $20        sterling-silver  Opal              White      draft
//   H Jade Bangle       Bracelets  $20        —                Jade              Green      deleted
//   I Silver Chain      Necklaces  $12        sterling-silver  —                 Silver     out of stock (restockable)
//   J Birthstone Band   Rings      from $28   14k-gold         Garnet            Red        sizes at $28 and $45
const CATALOGUE: ProductInput[] = [
  {
    name: "Garnet Ring",
    category: "Rings",
    priceCents: 3000,
    metal: "sterling-silver",
    stones: ["Garnet"],
    colors: ["Red"],
  },
  {
    name: "Quartz Pendant",
    category: "Necklaces",
    priceCents: 2500,
    metal: "sterling-silver",
    stones: ["Rose Quartz"],
    colors: ["Pink"],
  },
  {
    name: "Garnet Studs",
    category: "Earrings",
    priceCents: 1800,
    metal: "gold-filled",
    stones: ["garnet", "Pearl"],
    colors: ["Red", "White"],
  },
  {
    name: "Topaz Drops",
    category: "Earrings",
    priceCents: 3500,
    metal: "sterling-silver",
    stones: ["Blue topaz"],
    colors: ["Blue"],
  },
  { name: "Copper Cuff", category: "Bracelets", priceCents: 2200, metal: "copper", colors: ["Blue", "Copper"] },
  {
    name: "Sold Brooch",
    category: "Custom",
    priceCents: 4000,
    metal: "sterling-silver",
    stones: ["Garnet"],
    colors: ["Red"],
    oneOfAKind: true,
    stock: 0,
    soldAt: new Date(),
  },
  {
    name: "Draft Opal Ring",
    category: "Rings",
    priceCents: 2000,
    metal: "sterling-silver",
    stones: ["Opal"],
    colors: ["White"],
    published: false,
  },
  {
    name: "Jade Bangle",
    category: "Bracelets",
    priceCents: 2000,
    stones: ["Jade"],
    colors: ["Green"],
    deletedAt: new Date(),
  },
  {
    name: "Silver Chain",
    category: "Necklaces",
    priceCents: 1200,
    metal: "sterling-silver",
    colors: ["Silver"],
    stock: 0,
  },
  {
    name: "Birthstone Band",
    category: "Rings",
    priceCents: 4500,
    metal: "14k-gold",
    stones: ["Garnet"],
    colors: ["Red"],
    variants: [
      { label: "6", priceCents: 2800, stock: 1 },
      { label: "7", priceCents: 4500, stock: 1 },
    ],
  },
];

/** A facet's options as `label count` strings, in the order given: short to read against the table above. */
const shown = (options: Option[]) => options.map((option) => `${option.label} ${option.count}`);

describe("filters with counts", () => {
  const database = useTestDatabase();

  beforeAll(async () => {
    const db = database.client();
    await db.product.deleteMany();
    const base = Date.UTC(2026, 0, 1);
    for (const [index, input] of CATALOGUE.entries()) {
      await createProduct(db, { ...input, createdAt: new Date(base + index * 60_000) });
    }
  });

  async function list(query: string) {
    const answer = await callRoute<Listed>(listRoute, apiRequest("GET", `/api/products${query}`));
    const facets = (answer.body as unknown as { facets?: Facets }).facets;
    return {
      ...answer,
      names: Array.isArray(answer.body.data) ? answer.body.data.map((piece) => piece.name) : [],
      facets,
    };
  }

  describe("GET /api/products", () => {
    test("without a filter: everything for sale, newest first, with every option counted", async () => {
      const { status, names, body, facets } = await list("");
      expect(status).toBe(200);
      expect(names).toEqual([
        "Birthstone Band",
        "Silver Chain",
        "Copper Cuff",
        "Topaz Drops",
        "Garnet Studs",
        "Quartz Pendant",
        "Garnet Ring",
      ]);
      expect(body.total).toBe(7);
      expect(facets?.metal).toEqual([
        { value: "sterling-silver", label: "Sterling silver", count: 4 },
        { value: "gold-filled", label: "Gold-filled", count: 1 },
        { value: "14k-gold", label: "14k gold", count: 1 },
        { value: "copper", label: "Copper", count: 1 },
      ]);
      // "garnet" and "Garnet" are one stone; one option. The draft's opal and the deleted
      // bangle's jade are not offered.
      expect(facets?.stone).toEqual([
        { value: "blue-topaz", label: "Blue topaz", count: 1 },
        { value: "garnet", label: "Garnet", count: 3 },
        { value: "pearl", label: "Pearl", count: 1 },
        { value: "rose-quartz", label: "Rose Quartz", count: 1 },
      ]);
      expect(shown(facets?.color ?? [])).toEqual(["Blue 2", "Copper 1", "Pink 1", "Red 3", "Silver 1", "White 1"]);
    });

    test("metal keeps its pieces; its own counts stay as without it, the others count within it", async () => {
      const { names, body, facets } = await list("?metal=sterling-silver");
      expect(names).toEqual(["Silver Chain", "Topaz Drops", "Quartz Pendant", "Garnet Ring"]);
      expect(body.total).toBe(4);
      expect(shown(facets?.metal ?? [])).toEqual(["Sterling silver 4", "Gold-filled 1", "14k gold 1", "Copper 1"]);
      expect(shown(facets?.stone ?? [])).toEqual(["Blue topaz 1", "Garnet 1", "Rose Quartz 1"]);
      expect(shown(facets?.color ?? [])).toEqual(["Blue 1", "Pink 1", "Red 1", "Silver 1"]);
    });

    test("stone and colour together: each facet counted with the other applied", async () => {
      const { names, facets } = await list("?stone=garnet&color=red");
      expect(names).toEqual(["Birthstone Band", "Garnet Studs", "Garnet Ring"]);
      expect(shown(facets?.metal ?? [])).toEqual(["Sterling silver 1", "Gold-filled 1", "14k gold 1"]);
      expect(shown(facets?.stone ?? [])).toEqual(["Garnet 3", "Pearl 1"]);
      expect(shown(facets?.color ?? [])).toEqual(["Red 3", "White 1"]);
    });

    test("a chosen value no piece in the view has stays listed, at 0, and the list is empty", async () => {
      const { names, body, facets } = await list("?metal=copper&stone=garnet");
      expect(names).toEqual([]);
      expect(body.total).toBe(0);
      expect(shown(facets?.metal ?? [])).toEqual(["Sterling silver 1", "Gold-filled 1", "14k gold 1", "Copper 0"]);
      expect(shown(facets?.stone ?? [])).toEqual(["Garnet 0"]);
      // The copper cuff has no garnet: no colour keeps anything.
      expect(facets?.color).toEqual([]);
    });

    test("with a category", async () => {
      const { names, facets } = await list("?category=earrings&stone=garnet");
      expect(names).toEqual(["Garnet Studs"]);
      expect(shown(facets?.metal ?? [])).toEqual(["Gold-filled 1"]);
      // Only the studs, which spell it "garnet", are in view: the option still reads as a name.
      expect(shown(facets?.stone ?? [])).toEqual(["Blue topaz 1", "Garnet 1", "Pearl 1"]);
      expect(shown(facets?.color ?? [])).toEqual(["Red 1", "White 1"]);
    });

    test("with a price range, on the price a card shows (a ring's lowest size)", async () => {
      const { names, facets } = await list("?min=20&max=30&stone=garnet");
      expect(names).toEqual(["Birthstone Band", "Garnet Ring"]);
      expect(shown(facets?.metal ?? [])).toEqual(["Sterling silver 1", "14k gold 1"]);
      expect(shown(facets?.stone ?? [])).toEqual(["Garnet 2", "Rose Quartz 1"]);
      expect(shown(facets?.color ?? [])).toEqual(["Red 2"]);
    });

    test("with a search", async () => {
      const { names, body, facets } = await list("?search=garnet&metal=sterling-silver");
      expect(names).toEqual(["Garnet Ring"]);
      expect(body.total).toBe(1);
      expect(shown(facets?.metal ?? [])).toEqual(["Sterling silver 1", "Gold-filled 1"]);
    });

    test("with an availability: the sold work, and what is in stock", async () => {
      const sold = await list("?availability=sold&stone=garnet");
      expect(sold.names).toEqual(["Sold Brooch"]);
      expect(shown(sold.facets?.stone ?? [])).toEqual(["Garnet 1"]);
      const inStock = await list("?availability=in_stock&color=blue");
      expect(inStock.names).toEqual(["Copper Cuff", "Topaz Drops"]);
      expect(shown(inStock.facets?.metal ?? [])).toEqual(["Sterling silver 1", "Copper 1"]);
    });

    test("paged by page and limit, the total counting every match; past the last page, nothing", async () => {
      const second = await list("?limit=2&page=2");
      expect(second.names).toEqual(["Copper Cuff", "Topaz Drops"]);
      expect(second.body.total).toBe(7);
      const past = await list("?limit=2&page=5");
      expect(past.names).toEqual([]);
      expect(past.body.total).toBe(7);
    });

    test.each([
      ["metal", "?metal=silver"],
      ["metal", "?metal=Sterling-Silver"],
      ["stone", "?stone=opal"], // only on a draft
      ["stone", "?stone=jade"], // only on a deleted piece
      ["stone", "?stone=Garnet"],
      ["stone", "?stone=rose%20quartz"],
      ["stone", `?stone=${"a".repeat(41)}`],
      ["color", "?color=green"],
      ["color", "?color=blue!"],
      ["min", "?min=abc"],
      ["min", "?min=30&max=20"],
      ["max", "?max=-1"],
      ["page", "?page=0"],
      ["search", `?search=${"a".repeat(201)}`],
    ])("an unknown or malformed %s (%s) answers 400 naming it", async (name, query) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: "validation_error", details: [{ path: name }] });
      expect(body.error).toMatch(new RegExp(`^${name}: `));
    });
  });

  describe("/shop", () => {
    test("the grid takes the same filters and counts, 24 to a page", async () => {
      const shop = await listProductsForShop({ maxPrice: 30, facets: { stone: "garnet", color: "red" } });
      expect(shop.products.map((piece) => piece.name)).toEqual(["Birthstone Band", "Garnet Studs", "Garnet Ring"]);
      expect(shop.total).toBe(3);
      expect(shown(shop.facets.stone)).toEqual(["Garnet 3", "Pearl 1"]);
      const sold = await listProductsForShop({ sold: true, facets: { metal: "sterling-silver" } });
      expect(sold.products.map((piece) => piece.name)).toEqual(["Sold Brooch"]);
    });

    test("an unknown metal, stone or colour is ignored and named, and the rest of the view kept", async () => {
      const view = await loadShopView(
        { category: "Rings", price: DEFAULT_PRICE_RANGE, metal: "silver", stone: "opal", color: "Blue" },
        1,
      );
      expect(view.ignored).toEqual([
        { facet: "metal", value: "silver" },
        { facet: "stone", value: "opal" },
        { facet: "color", value: "Blue" },
      ]);
      expect(view.query).toMatchObject({ category: "Rings", metal: undefined, stone: undefined, color: undefined });
      expect(view.shop.products.map((piece) => piece.name)).toEqual(["Birthstone Band", "Garnet Ring"]);

      const known = await loadShopView({ price: DEFAULT_PRICE_RANGE, stone: "rose-quartz", color: "nope" }, 1);
      expect(known.ignored).toEqual([{ facet: "color", value: "nope" }]);
      expect(known.shop.products.map((piece) => piece.name)).toEqual(["Quartz Pendant"]);
    });

    test("the page renders for unknown values instead of failing", async () => {
      const searchParams = { metal: "silver", stone: "opal", color: "a%00", page: "2" };
      await expect(ShopPage({ searchParams: Promise.resolve(searchParams) })).resolves.toBeTruthy();
    });
  });
});
