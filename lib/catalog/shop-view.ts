import "server-only";
import type { Facet } from "@/lib/catalog/facets";
import { resolveFacetChoice } from "@/lib/catalog/filtered-products";
import type { ShopQuery } from "@/lib/catalog/shop-query";
import { listProductsForShop, type ShopPage } from "@/lib/catalog/storefront";

/** What /shop shows for its URL: the query it honours, the filters it ignored, and the page of its grid. */
export type ShopView = { query: ShopQuery; ignored: { facet: Facet; value: string }[]; shop: ShopPage };

/**
 * The /shop view for a URL's query: a metal, stone or colour the catalogue does not know (a stale or mistyped link) is
 * left out of the view and named in `ignored`, so the page says so instead of failing or showing nothing.
 */
export async function loadShopView(asked: ShopQuery, requestedPage: number): Promise<ShopView> {
  const { choice, unknown } = await resolveFacetChoice({ metal: asked.metal, stone: asked.stone, color: asked.color });
  const query: ShopQuery = { ...asked, metal: choice.metal, stone: choice.stone, color: choice.color };
  const shop = await listProductsForShop(
    {
      category: query.category,
      search: query.search,
      minPrice: query.price.min,
      maxPrice: query.price.max,
      sold: query.sold,
      facets: choice,
    },
    requestedPage,
  );
  const ignored = unknown.flatMap((facet) => {
    const value = asked[facet];
    return value === undefined ? [] : [{ facet, value }];
  });
  return { query, ignored, shop };
}
