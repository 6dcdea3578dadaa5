"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from "react";
import type { SearchSuggestionsProps } from "@/components/layout/search-suggestions";
import { MAX_SUGGESTIONS, useProductSearch, type SearchRequest, type SearchSuggestion } from "@/components/layout/use-product-search";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";
import { useOutsidePress } from "@/components/ui/use-outside-press";
import { productHref } from "@/lib/catalog/product-href";

// The suggestion box (with next/image for its thumbnails) and the search request are no part of a page's first
// download: they are fetched when the field takes focus, a moment before the first key, and the debounced search
// waits longer than that anyway.
type LoadedSearch = { Suggestions: ComponentType<SearchSuggestionsProps>; request: SearchRequest };
const loadSearch = (): Promise<LoadedSearch> =>
  Promise.all([import("@/components/layout/search-suggestions"), import("@/components/layout/product-search-request")]).then(
    ([box, request]) => ({ Suggestions: box.SearchSuggestions, request: request.searchProducts }),
  );

/**
 * The header's product search (docs/pages.md, Search): a combobox whose suggestions open while there is a term;
 * arrows move through them, Enter opens the highlighted product or else the shop's results for the term.
 * On wide screens the field is always there; on phones a button shows it. Without script, the form still
 * submits to /shop?search=….
 */
export function HeaderSearch() {
  const router = useRouter();
  const [input, setInput] = useState("");
  const [popupOpen, setPopupOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const search = useProductSearch(input, loaded?.request ?? null);
  const Suggestions = loaded?.Suggestions;

  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const fieldId = `${baseId}-field`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const containerRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const shown = search.results.slice(0, MAX_SUGGESTIONS);
  const showPopup = popupOpen && search.term !== "";
  const hasList = showPopup && shown.length > 0;
  const activeIndex = hasList && active < shown.length ? active : -1;

  const announcement = !showPopup || search.loading
    ? ""
    : (search.error ??
      (shown.length === 0
        ? `No products found for "${search.term}"`
        : `${search.results.length} ${search.results.length === 1 ? "product" : "products"} found`));

  useOutsidePress(showPopup, [containerRef], () => setPopupOpen(false));

  useEffect(() => {
    if (mobileOpen) inputRef.current?.focus();
  }, [mobileOpen]);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [activeIndex, baseId]);

  function fetchSuggestions() {
    // A failed fetch leaves the box out (the form still submits to /shop); the next focus or key tries again.
    if (!loaded) void loadSearch().then(setLoaded, () => undefined);
  }

  function reset() {
    setPopupOpen(false);
    setActive(-1);
    setInput("");
    setMobileOpen(false);
  }

  function choose(suggestion: SearchSuggestion) {
    reset();
    router.push(productHref(suggestion.id));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const highlighted = activeIndex >= 0 ? shown[activeIndex] : undefined;
    if (highlighted) {
      choose(highlighted);
      return;
    }
    // A blank term searches nothing: there is nothing to look for.
    if (!search.term) return;
    const term = search.term;
    reset();
    router.push(`/shop?search=${encodeURIComponent(term)}`);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!showPopup) {
        setPopupOpen(true);
        return;
      }
      if (shown.length === 0) return;
      const last = shown.length - 1;
      if (event.key === "ArrowDown") setActive(activeIndex >= last ? 0 : activeIndex + 1);
      else setActive(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (event.key === "Escape") {
      if (showPopup) {
        event.stopPropagation();
        setPopupOpen(false);
        setActive(-1);
      } else if (mobileOpen) {
        event.stopPropagation();
        setMobileOpen(false);
        toggleRef.current?.focus();
      } else {
        setInput("");
      }
    }
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label="Search"
        aria-expanded={mobileOpen}
        aria-controls={fieldId}
        onClick={() => setMobileOpen((value) => !value)}
        className="order-4 inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand lg:hidden"
      >
        {mobileOpen ? <CloseIcon className="size-6" /> : <SearchIcon className="size-6" />}
      </button>
      <form
        ref={containerRef}
        id={fieldId}
        role="search"
        action="/shop"
        method="get"
        onSubmit={handleSubmit}
        className={`${mobileOpen ? "block" : "hidden"} relative order-9 basis-full pb-3 lg:order-4 lg:block lg:w-64 lg:basis-auto lg:pb-0 xl:w-72`}
      >
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <SearchIcon className="pointer-events-none absolute top-2.5 left-3.5 size-5 text-muted" />
        <input
          ref={inputRef}
          id={inputId}
          name="search"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search jewelry"
          aria-autocomplete="list"
          aria-expanded={hasList}
          aria-controls={hasList ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setActive(-1);
            setPopupOpen(true);
            fetchSuggestions();
          }}
          onFocus={() => {
            setPopupOpen(true);
            fetchSuggestions();
          }}
          onKeyDown={handleKeyDown}
          className="min-h-10 w-full rounded-full border border-line bg-sand/60 pr-4 pl-10 text-sm text-ink placeholder:text-muted focus:border-rose focus:bg-ivory"
        />
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {showPopup && Suggestions && (
          <Suggestions
            term={search.term}
            loading={search.loading}
            error={search.error}
            results={search.results}
            listId={listId}
            optionId={optionId}
            activeIndex={activeIndex}
            onChoose={choose}
            onViewAll={reset}
          />
        )}
      </form>
    </>
  );
}
