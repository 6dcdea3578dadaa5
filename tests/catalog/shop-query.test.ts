import { describe, expect, test } from "vitest";
import { displayCategory } from "@/lib/catalog/category-name";
import { formatPriceBound, parsePriceRange } from "@/lib/catalog/price-filter";
import { fromSearchParamsRecord, readShopPage, readShopQuery, shopHref } from "@/lib/catalog/shop-query";

describe("reading the shop's price parameters", () => {
  test("a visitor without min or max sees the whole 0–40 range", () => {
    expect(parsePriceRange(undefined, undefined)).toEqual({ min: 0, max: 40 });
    expect(parsePriceRange("", "  ")).toEqual({ min: 0, max: 40 });
  });

  test("hand-edited URLs are rounded to whole dollars, kept inside 0–40, and crossed ends swap", () => {
    expect(parsePriceRange("12.6", "30.2")).toEqual({ min: 13, max: 30 });
    expect(parsePriceRange("-5", "500")).toEqual({ min: 0, max: 40 });
    expect(parsePriceRange("abc", "Infinity")).toEqual({ min: 0, max: 40 });
    expect(parsePriceRange("30", "10")).toEqual({ min: 10, max: 30 });
  });

  test("the top of the slider reads as open-ended", () => {
    expect(formatPriceBound(40)).toBe("$40+");
    expect(formatPriceBound(12)).toBe("$12");
  });
});

describe("the shop's URLs", () => {
  test("defaults are left out, so every view has one address", () => {
    expect(shopHref({})).toBe("/shop");
    expect(shopHref({ price: { min: 0, max: 40 } })).toBe("/shop");
    expect(shopHref({ category: "Necklaces", search: "moon & star", price: { min: 5, max: 40 } })).toBe(
      "/shop?category=Necklaces&search=moon+%26+star&min=5",
    );
    expect(shopHref({ price: { min: 0, max: 25 } })).toBe("/shop?max=25");
  });

  test("a later page of the grid is one more parameter; the first page has none", () => {
    expect(shopHref({ category: "Rings" }, 2)).toBe("/shop?category=Rings&page=2");
    expect(shopHref({ sold: true }, 1)).toBe("/shop?availability=sold");
  });

  test("the page is a whole number from 1; anything else is the first page", () => {
    const page = (value: string | string[] | undefined) => readShopPage(fromSearchParamsRecord({ page: value }));
    expect(page("3")).toBe(3);
    expect(page([" 2 ", "5"])).toBe(2);
    for (const value of [undefined, "", "0", "-1", "1.5", "abc", "2e3", "9999999"]) expect(page(value)).toBe(1);
  });

  test("a blank search is no search, and a repeated parameter counts once", () => {
    const query = readShopQuery(fromSearchParamsRecord({ search: "   ", category: ["rings", "earrings"], max: "20" }));
    expect(query).toEqual({ category: "rings", price: { min: 0, max: 20 } });
  });

  test("a category from the URL is shown as the shop spells it, or capitalised when unknown", () => {
    expect(displayCategory("necklaces", ["Necklaces", "Rings"])).toBe("Necklaces");
    expect(displayCategory("  wedding sets ", ["Necklaces"])).toBe("Wedding Sets");
  });
});
