import { describe, expect, test } from "vitest";
import { benchCatalogueSize, growCatalogue } from "@/bench/catalogue";
import { listProductsForShop } from "@/lib/catalog/storefront";
import { useTestDatabase } from "../support/database";

describe("BENCH_CATALOGUE: a catalogue grown for one bench run", () => {
  const database = useTestDatabase();

  test("the size is a whole number from 1 to 100,000, or none", () => {
    expect(benchCatalogueSize(undefined)).toBeUndefined();
    expect(benchCatalogueSize(" ")).toBeUndefined();
    expect(benchCatalogueSize("1000")).toBe(1000);
    for (const value of ["0", "-5", "1.5", "lots", "100001"])
      expect(() => benchCatalogueSize(value)).toThrow(/BENCH_CATALOGUE/);
  });

  test("grows the catalogue to the size asked, every fourth new piece sold, and never shrinks it", async () => {
    const db = database.client();
    const before = await db.product.count();
    const soldBefore = (await listProductsForShop({ sold: true })).total;

    expect(await growCatalogue(db, before + 40)).toEqual({ created: 40 });
    expect(await db.product.count()).toBe(before + 40);
    expect((await listProductsForShop({ sold: true })).total).toBe(soldBefore + 10);
    expect(await growCatalogue(db, before)).toEqual({ created: 0 });
    expect(await db.product.count()).toBe(before + 40);
  });
});
