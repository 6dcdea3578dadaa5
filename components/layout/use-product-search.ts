"use client";

import { useEffect, useState } from "react";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/product-image";
import { ApiRequestError, apiFetch } from "@/lib/http/api-client";
import { isRecord } from "@/lib/is-record";

/** Debounce of the suggestion box: one search per pause in typing, not one per key. */
const SEARCH_DEBOUNCE_MS = 300;

const SEARCH_MESSAGES = {
  unsuccessful: "Failed to search products",
  exception: "An error occurred while searching",
} as const;

/** At most this many suggestions show, so the box stays short under the field; more earn a 'View all N results' link. */
export const MAX_SUGGESTIONS = 8;

export type SearchSuggestion = { id: string; name: string; priceCents: number; imageUrl: string };

type Outcome = { term: string; results: SearchSuggestion[]; error: string | null };

function toSuggestion(value: unknown): SearchSuggestion | null {
  if (!isRecord(value)) return null;
  const { id, name, priceCents, imageUrl, images } = value;
  if (typeof id !== "string" || typeof name !== "string" || typeof priceCents !== "number") return null;
  const firstImage = Array.isArray(images) && typeof images[0] === "string" ? images[0] : null;
  const image = typeof imageUrl === "string" && imageUrl ? imageUrl : (firstImage ?? PLACEHOLDER_PRODUCT_IMAGE);
  return { id, name, priceCents, imageUrl: image };
}

async function searchProducts(term: string, signal: AbortSignal): Promise<Outcome> {
  try {
    const { data } = await apiFetch<unknown>(`/api/products/search?q=${encodeURIComponent(term)}`, { signal, redirectOnExpiry: false });
    if (!Array.isArray(data)) return { term, results: [], error: SEARCH_MESSAGES.unsuccessful };
    const results = data.map(toSuggestion).filter((item): item is SearchSuggestion => item !== null);
    return { term, results, error: null };
  } catch (error) {
    if (signal.aborted) throw error;
    // The server answered with a failure, or nothing usable; anything else is the network's.
    return { term, results: [], error: error instanceof ApiRequestError ? SEARCH_MESSAGES.unsuccessful : SEARCH_MESSAGES.exception };
  }
}

type ProductSearch = {
  /** The trimmed term the other fields belong to; empty means no search. */
  term: string;
  loading: boolean;
  results: SearchSuggestion[];
  error: string | null;
};

/**
 * Products matching `input`, asked of GET /api/products/search once typing has paused for 300 ms. A blank term
 * (after trimming) asks nothing. Answers to a term that has since changed are dropped.
 */
export function useProductSearch(input: string): ProductSearch {
  const term = input.trim();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchProducts(term, controller.signal).then(setOutcome, () => undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  const current = term && outcome?.term === term ? outcome : null;
  return {
    term,
    loading: term !== "" && current === null,
    results: current?.results ?? [],
    error: current?.error ?? null,
  };
}
