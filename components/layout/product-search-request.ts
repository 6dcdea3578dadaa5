"use client";

import { MAX_SUGGESTIONS, type SearchOutcome, type SearchSuggestion } from "@/components/layout/use-product-search";
import { ApiRequestError } from "@/lib/browser/api-error";
import { searchProducts as searchCatalog } from "@/lib/browser/catalog-api";
import type { ProductDto } from "@/lib/catalog/dto";

// Loaded with the suggestion box when the search field takes focus (components/layout/header-search.tsx): no page
// carries it in its first download.

const SEARCH_MESSAGES = {
  unsuccessful: "Failed to search products",
  exception: "An error occurred while searching",
} as const;

function toSuggestion({ id, name, priceCents, imageUrl }: ProductDto): SearchSuggestion {
  return { id, name, priceCents, imageUrl };
}

/** GET /api/products/search for `term`: the suggestions, or the message to show instead. Rejects only when aborted. */
export async function searchProducts(term: string, signal: AbortSignal): Promise<SearchOutcome> {
  try {
    // Only the suggestions shown are asked for; the answer's total counts the rest for "View all N results".
    const { products, total } = await searchCatalog(term, MAX_SUGGESTIONS, signal);
    return { term, results: products.map(toSuggestion), total, error: null };
  } catch (error) {
    if (signal.aborted) throw error;
    // The server answered with a failure, or nothing usable; anything else is the network's.
    return {
      term,
      results: [],
      total: 0,
      error: error instanceof ApiRequestError ? SEARCH_MESSAGES.unsuccessful : SEARCH_MESSAGES.exception,
    };
  }
}
