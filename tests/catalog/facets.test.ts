import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { FacetFilters } from "@/components/shop/facet-filters";
import { IgnoredFilters } from "@/components/shop/ignored-filters";
import { tallyFacets } from "@/lib/catalog/facet-counts";
import { isFacetSlug, slugOf } from "@/lib/catalog/facets";
import { DEFAULT_PRICE_RANGE } from "@/lib/catalog/price-filter";
import { fromSearchParamsRecord, readShopQuery, shopHref } from "@/lib/catalog/shop-query";

describe("a stone's or colour's filter value", () => {
  test("is its name in lower case, accents dropped, hyphens for anything else", () => {
    expect(slugOf("Rose Quartz")).toBe("rose-quartz");
    expect(slugOf("  Tiger's eye ")).toBe("tiger-s-eye");
    expect(slugOf("Ópalo azul")).toBe("opalo-azul");
    expect(slugOf("★")).toBe("");
  });

  test("is well formed only as a lowercase slug of at most 40 characters", () => {
    for (const value of ["garnet", "rose-quartz", "14k", "a".repeat(40)]) expect(isFacetSlug(value)).toBe(true);
    for (const value of ["", "Garnet", "rose quartz", "-garnet", "garnet-", "rose--quartz", "a".repeat(41)])
      expect(isFacetSlug(value)).toBe(false);
  });
});

describe("faceted counts", () => {
  // Worked by hand: with stone=garnet chosen, the metal counts are over the garnet pieces (1 and 3), the stone counts
  // over every piece (no other filter is chosen).
  const rows = [
    { id: "1", metal: "brass", stones: ["Garnet", "garnet"], colors: ["Red"] },
    { id: "2", metal: "brass", stones: ["Pearl"], colors: [] },
    { id: "3", metal: "copper", stones: ["Garnet"], colors: ["red", "Gold"] },
    { id: "4", metal: null, stones: ["★"], colors: ["Red"] },
  ];

  test("each option counts what the other filters keep with it added; a piece counts once per value", () => {
    const { ids, counts } = tallyFacets(rows, { stone: "garnet" });
    expect(ids).toEqual(["1", "3"]);
    expect(counts.metal).toEqual([
      { value: "brass", label: "Brass", count: 1 },
      { value: "copper", label: "Copper", count: 1 },
    ]);
    expect(counts.stone).toEqual([
      { value: "garnet", label: "Garnet", count: 2 },
      { value: "pearl", label: "Pearl", count: 1 },
    ]);
    expect(counts.color).toEqual([
      { value: "gold", label: "Gold", count: 1 },
      { value: "red", label: "Red", count: 2 },
    ]);
  });

  test("a chosen value nothing keeps is still offered, at 0, so it can be seen and cleared", () => {
    const { ids, counts } = tallyFacets(rows, { metal: "gold-filled", color: "rose-gold" });
    expect(ids).toEqual([]);
    expect(counts.metal).toEqual([{ value: "gold-filled", label: "Gold-filled", count: 0 }]);
    expect(counts.color).toEqual([{ value: "rose-gold", label: "Rose gold", count: 0 }]);
    expect(counts.stone).toEqual([]);
  });
});

describe("the shop's URL with attribute filters", () => {
  test("reads metal, stone and colour as given, and writes them back", () => {
    const query = readShopQuery(fromSearchParamsRecord({ metal: " brass ", stone: "garnet", color: ["blue", "red"] }));
    expect(query).toEqual({ price: DEFAULT_PRICE_RANGE, metal: "brass", stone: "garnet", color: "blue" });
    expect(shopHref({ ...query, category: "Rings" }, 2)).toBe(
      "/shop?category=Rings&metal=brass&stone=garnet&color=blue&page=2",
    );
  });
});

describe("the filter panel", () => {
  const facets = {
    metal: [{ value: "brass", label: "Brass", count: 2 }],
    stone: [
      { value: "garnet", label: "Garnet", count: 3 },
      { value: "rose-quartz", label: "Rose quartz", count: 0 },
    ],
    color: [],
  };
  const html = renderToStaticMarkup(
    createElement(FacetFilters, {
      query: { category: "Rings", price: DEFAULT_PRICE_RANGE, stone: "rose-quartz" },
      facets,
    }),
  );

  test("is plain links, each keeping the rest of the view, the chosen one marked and one to clear it", () => {
    expect(html).toContain('<details open=""');
    expect(html).toContain('<a href="/shop?category=Rings&amp;metal=brass&amp;stone=rose-quartz">Brass (2)</a>');
    expect(html).toContain('<a href="/shop?category=Rings&amp;stone=garnet">Garnet (3)</a>');
    expect(html).toContain(
      '<a href="/shop?category=Rings&amp;stone=rose-quartz" aria-current="page">Rose quartz (0)</a>',
    );
    expect(html).toContain('<a href="/shop?category=Rings">Any stone</a>');
    expect(html).toContain('<a href="/shop?category=Rings&amp;stone=rose-quartz" aria-current="page">Any metal</a>');
    expect(html).toMatch(/role="group" aria-labelledby="shop-filter-stone"/);
    // No colour is offered in this view: no group for it.
    expect(html).not.toContain("shop-filter-color");
    expect(html).not.toContain("<script");
  });

  test("is closed while nothing is chosen, and absent when nothing is offered", () => {
    const closed = renderToStaticMarkup(createElement(FacetFilters, { query: { price: DEFAULT_PRICE_RANGE }, facets }));
    expect(closed).toContain("<details class=");
    expect(
      renderToStaticMarkup(
        createElement(FacetFilters, {
          query: { price: DEFAULT_PRICE_RANGE },
          facets: { metal: [], stone: [], color: [] },
        }),
      ),
    ).toBe("");
  });

  test("a filter the shop ignored is named in a polite status", () => {
    const notice = renderToStaticMarkup(
      createElement(IgnoredFilters, { ignored: [{ facet: "stone", value: `opal${"x".repeat(50)}` }] }),
    );
    expect(notice).toContain('role="status"');
    expect(notice).toContain(`No piece in the shop has the stone “opal${"x".repeat(36)}…”, so that filter is off`);
    expect(renderToStaticMarkup(createElement(IgnoredFilters, { ignored: [] }))).toBe("");
  });
});
