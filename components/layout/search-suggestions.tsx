"use client";

import Image from "next/image";
import Link from "next/link";
import { MAX_SUGGESTIONS, type SearchSuggestion } from "@/components/layout/use-product-search";
import { formatUsd } from "@/lib/pricing/money";

export type SearchSuggestionsProps = {
  term: string;
  loading: boolean;
  error: string | null;
  results: SearchSuggestion[];
  /** Every match, of which `results` are the best few. */
  total: number;
  listId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onChoose: (suggestion: SearchSuggestion) => void;
  onViewAll: () => void;
};

/** The suggestion box under the search field: a listbox of products, or what happened instead. */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { term, loading, error, results, total, listId, optionId, activeIndex, onChoose, onViewAll } = props;
  const shown = results.slice(0, MAX_SUGGESTIONS);
  const message = loading ? "Searching…" : (error ?? (shown.length === 0 ? `No products found for "${term}"` : null));

  return (
    <div
      data-testid="search-suggestions"
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-[75vh] overflow-y-auto rounded-sm border border-line bg-ivory py-2 shadow-xl lg:left-auto lg:w-96"
    >
      {message && <p className={`px-4 py-3 text-sm ${error ? "text-rose-deep" : "text-muted"}`}>{message}</p>}
      {shown.length > 0 && (
        <ul role="listbox" id={listId} aria-label="Product suggestions">
          {shown.map((suggestion, index) => (
            // The field keeps focus and owns the keyboard (aria-activedescendant); a press here only picks.
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => onChoose(suggestion)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === activeIndex ? "bg-sand" : "hover:bg-sand/70"}`}
            >
              <Image
                src={suggestion.imageUrl}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-sm bg-sand object-cover"
              />
              <span className="min-w-0 flex-1 text-sm font-medium text-ink">{suggestion.name}</span>
              <span className="shrink-0 text-sm text-muted tabular-nums">{formatUsd(suggestion.priceCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {total > shown.length && (
        <Link
          href={`/shop?search=${encodeURIComponent(term)}`}
          onClick={onViewAll}
          className="mx-2 mt-1 flex min-h-11 items-center justify-center rounded-sm text-sm font-semibold text-rose underline underline-offset-4 hover:bg-sand"
        >
          View all {total} results
        </Link>
      )}
    </div>
  );
}
