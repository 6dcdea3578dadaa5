"use client";

import type { SearchOutcome, SearchSuggestion } from "@/components/layout/use-product-search";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/product-image";
import { apiFetch } from "@/lib/http/api-client";
import { ApiRequestError } from "@/lib/http/api-error";
import { isRecord } from "@/lib/is-record";

// Loaded with the suggestion box when the search field takes focus (components/layout/header-search.tsx): no page
// carries it in its first download.

const SEARCH_MESSAGES = {
  unsuccessful: "Failed to search products",
  exception: "An error occurred while searching",
} as const;

function toSuggestion(value: unknown): SearchSuggestion | null {
  if (!isRecord(value)) return null;
  const { id, name, priceCents, imageUrl, images } = value;
  if (typeof id !== "string" || typeof name !== "string" || typeof priceCents !== "number") return null;
  const firstImage = Array.isArray(images) && typeof images[0] === "string" ? images[0] : null;
  const image = typeof imageUrl === "string" && imageUrl ? imageUrl : (firstImage ?? PLACEHOLDER_PRODUCT_IMAGE);
  return { id, name, priceCents, imageUrl: image };
}

/** GET /api/products/search for `term`: the suggestions, or the message to show instead. Rejects only when aborted. */
export async function searchProducts(term: string, signal: AbortSignal): Promise<SearchOutcome> {
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
