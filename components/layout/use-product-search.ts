"use client";

import { useEffect, useState } from "react";

/** Debounce of the suggestion box: one search per pause in typing, not one per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * At most this many suggestions show, so the box stays short under the field; more earn a 'View all N results' link.
 */
export const MAX_SUGGESTIONS = 8;

export type SearchSuggestion = { id: string; name: string; priceCents: number; imageUrl: string };

/** `results` are the best few; `total` counts every match. */
export type SearchOutcome = { term: string; results: SearchSuggestion[]; total: number; error: string | null };

/** How a term is searched (components/layout/product-search-request.ts); it rejects only when aborted. */
export type SearchRequest = (term: string, signal: AbortSignal) => Promise<SearchOutcome>;

type ProductSearch = {
  /** The trimmed term the other fields belong to; empty means no search. */
  term: string;
  loading: boolean;
  results: SearchSuggestion[];
  /** Every match, of which `results` are the best few. */
  total: number;
  error: string | null;
};

/**
 * Products matching `input`, asked through `request` once typing has paused for 300 ms. A blank term (after
 * trimming) asks nothing, nor does any term before `request` has loaded. Answers to a term that has since changed
 * are dropped.
 */
export function useProductSearch(input: string, request: SearchRequest | null): ProductSearch {
  const term = input.trim();
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);

  useEffect(() => {
    if (!term || !request) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      request(term, controller.signal).then(setOutcome, () => undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, request]);

  const current = term && outcome?.term === term ? outcome : null;
  return {
    term,
    loading: term !== "" && current === null,
    results: current?.results ?? [],
    total: current?.total ?? 0,
    error: current?.error ?? null,
  };
}

/** What a screen reader hears once a search has answered: how many products, that none matched, or the failure. */
export function searchAnnouncement(search: ProductSearch): string {
  if (search.loading) return "";
  if (search.error) return search.error;
  if (search.total === 0) return `No products found for "${search.term}"`;
  return `${search.total} ${search.total === 1 ? "product" : "products"} found`;
}
