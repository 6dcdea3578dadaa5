"use client";

import { useRouter } from "next/navigation";
import {
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from "react";
import type { SearchSuggestionsProps } from "@/components/layout/search-suggestions";
import {
  MAX_SUGGESTIONS,
  searchAnnouncement,
  useProductSearch,
  type SearchRequest,
  type SearchSuggestion,
} from "@/components/layout/use-product-search";
import { useOutsidePress } from "@/components/ui/use-outside-press";
import { productHref } from "@/lib/catalog/product-href";

// The suggestion box (with next/image for its thumbnails) and the search request are no part of a page's first
// download: they are fetched when the field takes focus, a moment before the first key, and the debounced search
// waits longer than that anyway.
type LoadedSearch = { Suggestions: ComponentType<SearchSuggestionsProps>; request: SearchRequest };
const loadSearch = (): Promise<LoadedSearch> =>
  Promise.all([
    import("@/components/layout/search-suggestions"),
    import("@/components/layout/product-search-request"),
  ]).then(([box, request]) => ({ Suggestions: box.SearchSuggestions, request: request.searchProducts }));

/**
 * The search form, its field and the phone's toggle: the box moves focus between them and closes on outside presses.
 */
type SearchBoxRefs = {
  containerRef: RefObject<HTMLFormElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The header search's combobox (docs/pages.md, Search): the term, whether the suggestions show, which one is
 * highlighted, the phone's open field, and what Enter, the arrows and Escape do.
 */
export function useSearchBox({ containerRef, inputRef, toggleRef }: SearchBoxRefs) {
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

  const shown = search.results.slice(0, MAX_SUGGESTIONS);
  const showPopup = popupOpen && search.term !== "";
  const hasList = showPopup && shown.length > 0;
  const activeIndex = hasList && active < shown.length ? active : -1;

  const announcement = showPopup ? searchAnnouncement(search) : "";

  useOutsidePress(showPopup, [containerRef], () => setPopupOpen(false));

  useEffect(() => {
    if (mobileOpen) inputRef.current?.focus();
  }, [mobileOpen, inputRef]);

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
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
    if (highlighted) return choose(highlighted);
    // A blank term searches nothing: there is nothing to look for.
    if (!search.term) return;
    const term = search.term;
    reset();
    router.push(`/shop?search=${encodeURIComponent(term)}`);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!showPopup) return setPopupOpen(true);
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

  // The elements' own props, spread onto them in header-search.tsx: attribute names the page has to carry anyway,
  // rather than a member of this hook's answer for each (a minifier cannot shorten property names).
  return {
    mobileOpen,
    toggle: { "aria-expanded": mobileOpen, "aria-controls": fieldId, onClick: () => setMobileOpen((value) => !value) },
    form: { id: fieldId, onSubmit: handleSubmit },
    inputId,
    // A combobox with its list (WAI-ARIA 1.2): whether the list shows, which list, and which option is highlighted.
    input: {
      id: inputId,
      role: "combobox",
      "aria-autocomplete": "list" as const,
      "aria-expanded": hasList,
      "aria-controls": hasList ? listId : undefined,
      "aria-activedescendant": activeIndex >= 0 ? optionId(activeIndex) : undefined,
      value: input,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setInput(event.target.value);
        setActive(-1);
        setPopupOpen(true);
        fetchSuggestions();
      },
      onFocus: () => {
        setPopupOpen(true);
        fetchSuggestions();
      },
      onKeyDown: handleKeyDown,
    },
    announcement,
    suggestions:
      showPopup && Suggestions
        ? {
            Box: Suggestions,
            props: {
              term: search.term,
              loading: search.loading,
              error: search.error,
              results: search.results,
              total: search.total,
              listId,
              optionId,
              activeIndex,
              onChoose: choose,
              onViewAll: reset,
            },
          }
        : null,
  };
}
