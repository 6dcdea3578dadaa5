import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { disconnectDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { getProductById, listCategories } from "@/lib/catalog/queries";
import { searchProducts } from "@/lib/catalog/search";
import { listProductsForShop, listProductsForSitemap } from "@/lib/catalog/storefront";
import { createProduct, type ProductInput } from "../factories/products";
import { useTestDatabase } from "../support/database";
import { PLAIN_PIECE } from "../support/product-dto";

// Every test invents its own category or search word, so tests sharing the file's database cannot see each other.
const uniqueTag = () => randomUUID().slice(0, 8);

describe("the storefront's catalogue reads", () => {
  const database = useTestDatabase();

  /** Products created in the given order, each a minute newer than the one before. */
  async function createInOrder(inputs: ProductInput[]) {
    const db = database.client();
    const base = Date.UTC(2026, 0, 1);
    const created = [];
    for (const [index, input] of inputs.entries()) {
      const product = await createProduct(db, input);
      created.push(
        await db.product.update({ where: { id: product.id }, data: { createdAt: new Date(base + index * 60_000) } }),
      );
    }
    return created;
  }

  async function softDelete(id: string) {
    await database.client().product.update({ where: { id }, data: { deletedAt: new Date() } });
  }

  const names = (products: { name: string }[]) => products.map((product) => product.name);
  /** The first page of the shop's grid for these filters. */
  const shopProducts = async (filters: Parameters<typeof listProductsForShop>[0]) =>
    (await listProductsForShop(filters)).products;
  const searchedProducts = async (term: string) => (await searchProducts(term)).products;

  test("the shop lists a category's pieces newest first, matching the category case-insensitively and exactly", async () => {
    const tag = uniqueTag();
    const [, , deleted] = await createInOrder([
      { name: `Old ring ${tag}`, category: `Ring ${tag}` },
      { name: `New ring ${tag}`, category: `Ring ${tag}` },
      { name: `Deleted ring ${tag}`, category: `Ring ${tag}` },
      { name: `Earring ${tag}`, category: `Earring ${tag}` },
    ]);
    await softDelete(deleted?.id ?? "");

    const products = await shopProducts({ category: `RING ${tag}` });
    expect(names(products)).toEqual([`New ring ${tag}`, `Old ring ${tag}`]);
    expect(products[0]).toMatchObject({ priceCents: 2450, category: `Ring ${tag}`, inStock: true });
  });

  test("the price range is inclusive in whole dollars, and a top of 40 hides nothing pricier", async () => {
    const tag = uniqueTag();
    const category = `Price ${tag}`;
    await createInOrder(
      [999, 1000, 2500, 4000, 4001, 6500].map((priceCents) => ({
        name: `Piece ${priceCents} ${tag}`,
        priceCents,
        category,
      })),
    );
    const priced = async (minPrice?: number, maxPrice?: number) =>
      (await shopProducts({ category, minPrice, maxPrice })).map((product) => product.priceCents).sort((a, b) => a - b);

    expect(await priced()).toEqual([999, 1000, 2500, 4000, 4001, 6500]);
    expect(await priced(0, 40)).toEqual([999, 1000, 2500, 4000, 4001, 6500]);
    expect(await priced(10, 25)).toEqual([1000, 2500]);
    expect(await priced(10, 40)).toEqual([1000, 2500, 4000, 4001, 6500]);
    expect(await priced(0, 39)).toEqual([999, 1000, 2500]);
    expect(await priced(40, 40)).toEqual([4000, 4001, 6500]);
  });

  test("the grid comes 24 to a page, newest first, the total counting every match; a page past the last shows the last", async () => {
    const tag = uniqueTag();
    const category = `Paged ${tag}`;
    // 30 pieces, the oldest first; every third is $50, the rest $20.
    await createInOrder(
      Array.from({ length: 30 }, (_, index) => ({
        name: `Piece ${index + 1} ${tag}`,
        category,
        priceCents: index % 3 === 0 ? 5_000 : 2_000,
      })),
    );
    const newestFirst = Array.from({ length: 30 }, (_, index) => `Piece ${30 - index} ${tag}`);

    const first = await listProductsForShop({ category });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(names(first.products)).toEqual(newestFirst.slice(0, 24));
    const second = await listProductsForShop({ category }, 2);
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(names(second.products)).toEqual(newestFirst.slice(24));
    expect(await listProductsForShop({ category }, 9)).toEqual(second);

    // A price range is counted and paged after it applies: the twenty $20 pieces fit on one page.
    const cheap = await listProductsForShop({ category, maxPrice: 30 }, 2);
    expect(cheap).toMatchObject({ total: 20, page: 1, pageCount: 1 });
    expect(names(cheap.products)).toEqual(newestFirst.filter((name) => Number(name.split(" ")[1]) % 3 !== 1));

    // A search's matches page the same way, best first.
    const searched = await listProductsForShop({ search: tag, category }, 2);
    expect(searched).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect(searched.products).toHaveLength(6);

    const none = await listProductsForShop({ category: `Empty ${tag}` }, 3);
    expect(none).toEqual({
      products: [],
      total: 0,
      page: 1,
      pageCount: 1,
      facets: { metal: [], stone: [], color: [] },
    });
  });

  test("a search ranks names starting with the term, then names containing it, then descriptions and categories", async () => {
    const tag = uniqueTag();
    const term = `qz${tag}`;
    const [, , , , deleted] = await createInOrder([
      { name: `Charm bracelet ${term}`, category: "Bracelets" },
      { name: `Plain studs ${tag}`, description: `Strung with ${term} beads.`, category: "Earrings" },
      { name: `${term} pendant`, category: "Necklaces" },
      { name: `Plain band ${tag}`, description: null, category: `${term} specials` },
      { name: `${term} deleted`, category: "Rings" },
      { name: `Unrelated ${tag}`, description: "Nothing to see.", category: "Rings" },
    ]);
    await softDelete(deleted?.id ?? "");

    // Names first (prefix before contains); pieces matched only by description or category come last (a merely
    // similar name, a trigram match on the shared tag, may sit between); the deleted piece never appears.
    const ranked = names(await shopProducts({ search: term }));
    expect(ranked.slice(0, 2)).toEqual([`${term} pendant`, `Charm bracelet ${term}`]);
    expect(ranked.slice(-2).sort()).toEqual([`Plain band ${tag}`, `Plain studs ${tag}`]);
    expect(ranked).not.toContain(`${term} deleted`);
    expect(names(await shopProducts({ search: `  ${term.toUpperCase()} ` }))).toEqual(ranked);
    expect(names(await shopProducts({ search: term, category: "necklaces" }))).toEqual([`${term} pendant`]);
  });

  test("search wildcards are taken literally", async () => {
    const tag = uniqueTag();
    await createInOrder([{ name: `Plain piece ${tag}` }, { name: `Half_price ${tag}%` }]);
    expect(names(await searchedProducts(`${tag}%`))[0]).toBe(`Half_price ${tag}%`);
    expect(names(await searchedProducts(`f_p`))).not.toContain(`Plain piece ${tag}`);
    expect(names(await searchedProducts(`f_p`))).toContain(`Half_price ${tag}%`);
  });

  test("a blank search finds nothing without asking the database, and the shop ignores it", async () => {
    const tag = uniqueTag();
    await createInOrder([{ name: `Blank-search piece ${tag}`, category: `Blank ${tag}` }]);
    expect(names(await shopProducts({ search: "   ", category: `Blank ${tag}` }))).toEqual([
      `Blank-search piece ${tag}`,
    ]);

    const working = database.url();
    // Port 1 on loopback refuses at once: any query would throw.
    process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:1/none";
    resetEnvForTests();
    await disconnectDb();
    try {
      expect(await searchedProducts("   ")).toEqual([]);
      expect(await searchedProducts("")).toEqual([]);
    } finally {
      process.env.DATABASE_URL = working;
      resetEnvForTests();
      await disconnectDb();
    }
  });

  test("categories with a piece on sale come in the shop's order, the maker's own ones after, alphabetically", async () => {
    const tag = uniqueTag();
    const [, , , , , , , onlyDeleted] = await createInOrder([
      { category: `Zodiac ${tag}` },
      { category: "Custom" },
      { category: "Rings" },
      { category: `anklets ${tag}` },
      { category: "Earrings" },
      { category: "Bracelets" },
      { category: "Necklaces" },
      { category: `Gone ${tag}` },
    ]);
    await softDelete(onlyDeleted?.id ?? "");

    const categories = await listCategories();
    expect(categories.slice(0, 5)).toEqual(["Necklaces", "Bracelets", "Earrings", "Rings", "Custom"]);
    expect(categories.filter((category) => category.endsWith(tag))).toEqual([`anklets ${tag}`, `Zodiac ${tag}`]);
    expect(categories).not.toContain(`Gone ${tag}`);
  });

  test("a product page finds a piece on sale, and nothing for a deleted or unknown id", async () => {
    const tag = uniqueTag();
    const [onSale, deleted] = await createInOrder([
      { name: `On sale ${tag}`, priceCents: 3150, stock: 0, images: ["/products/a.svg", "/products/b.svg"] },
      { name: `Deleted ${tag}` },
    ]);
    await softDelete(deleted?.id ?? "");

    expect(await getProductById(onSale?.id ?? "")).toEqual({
      id: onSale?.id,
      name: `On sale ${tag}`,
      description: expect.stringContaining("factory-made") as unknown,
      priceCents: 3150,
      basePriceCents: 3150,
      priceVaries: false,
      category: "Necklaces",
      stock: 0,
      inStock: false,
      availability: "out_of_stock",
      imageUrl: "/products/a.svg",
      images: ["/products/a.svg", "/products/b.svg"],
      ...PLAIN_PIECE,
    });
    expect(await getProductById(deleted?.id ?? "")).toBeNull();
    expect(await getProductById("no-such-product")).toBeNull();
  });

  test("the sitemap gets every piece on sale with its last change, and no deleted one", async () => {
    const tag = uniqueTag();
    const [kept, deleted] = await createInOrder([{ name: `Kept ${tag}` }, { name: `Deleted ${tag}` }]);
    await softDelete(deleted?.id ?? "");

    const entries = await listProductsForSitemap();
    const entry = entries.find((candidate) => candidate.id === kept?.id);
    expect(entry?.updatedAt).toEqual(kept?.updatedAt);
    expect(entries.some((candidate) => candidate.id === deleted?.id)).toBe(false);
  });
});
