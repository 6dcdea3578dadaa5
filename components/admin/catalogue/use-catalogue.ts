"use client";

import { useState } from "react";
import { loadProducts } from "@/components/admin/admin-outcomes";
import { catalogueSearch, type CatalogueFilters } from "@/components/admin/catalogue/catalogue-query";
import type { AdminProductsPage } from "@/lib/catalog/admin";
import type { ProductDto } from "@/lib/catalog/dto";

type Listed = { search: string; items: ProductDto[]; total: number; nextCursor: string | null };

function listedFrom(search: string, page: AdminProductsPage): Listed {
  return { search, items: page.products, total: page.total, nextCursor: page.nextCursor };
}

/**
 * The pieces the dashboard lists for the filters in the address: the first page the server read, then each page "Load
 * more" asks for after the last one's cursor (a piece added meanwhile never shifts a page), and the changes the maker
 * makes here (a save, a copy, a deletion), applied in place. Other filters start again from their first page; the
 * page re-read for the same filters (another section's refresh) changes nothing here.
 */
export function useCatalogue(initial: AdminProductsPage, filters: CatalogueFilters) {
  const search = catalogueSearch(filters);
  const [listed, setListed] = useState<Listed>(() => listedFrom(search, initial));
  const [loading, setLoading] = useState(false);
  if (listed.search !== search) setListed(listedFrom(search, initial));

  const edit = (change: (current: Listed) => Partial<Listed>) =>
    setListed((current) => ({ ...current, ...change(current) }));

  /** The next page, appended; answers how many pieces it added, or the message of a failure. */
  async function loadMore(): Promise<{ ok: true; added: number } | { ok: false; message: string }> {
    if (listed.nextCursor === null || loading) return { ok: true, added: 0 };
    setLoading(true);
    const outcome = await loadProducts({ ...filters, cursor: listed.nextCursor });
    setLoading(false);
    if (!outcome.ok) return { ok: false, message: outcome.message };
    const page = outcome.data;
    edit((current) => {
      // A page for filters the maker has since left is dropped.
      if (current.search !== listed.search) return {};
      // A copy made here is already at the top; it is never on a later page, but a list never shows a piece twice.
      const shown = new Set(current.items.map((product) => product.id));
      return {
        items: [...current.items, ...page.products.filter((product) => !shown.has(product.id))],
        total: page.total,
        nextCursor: page.nextCursor,
      };
    });
    return { ok: true, added: page.products.length };
  }

  return {
    items: listed.items,
    total: listed.total,
    hasMore: listed.nextCursor !== null,
    loading,
    loadMore,
    /** A piece as saved: in its place. */
    replace: (product: ProductDto) =>
      edit((current) => ({ items: current.items.map((item) => (item.id === product.id ? product : item)) })),
    /** A new piece (added, or a copy): at the top, where the newest are. */
    prepend: (product: ProductDto) =>
      edit((current) => ({
        items: [product, ...current.items.filter((item) => item.id !== product.id)],
        total: current.total + 1,
      })),
    remove: (id: string) =>
      edit((current) => ({
        items: current.items.filter((item) => item.id !== id),
        total: Math.max(0, current.total - 1),
      })),
  };
}

export type CatalogueState = ReturnType<typeof useCatalogue>;
