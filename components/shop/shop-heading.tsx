"use client";

import { displayCategory } from "@/lib/catalog/category-name";
import { useShopQuery } from "@/components/shop/use-shop-query";

/** The shop's title for the current view: a search, a category ("necklaces" shows as "Necklaces"), or everything. */
export function ShopHeading({ categories }: { categories: readonly string[] }) {
  const { category, search, sold } = useShopQuery();
  const categoryName = category ? displayCategory(category, categories) : undefined;

  return (
    <header>
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">
        {search && categoryName ? categoryName : "The collection"}
      </p>
      <h1 className="mt-3 font-display text-5xl font-semibold break-words sm:text-6xl">
        {sold ? "Sold work" : search ? `Results for “${search}”` : (categoryName ?? "All Products")}
      </h1>
    </header>
  );
}
