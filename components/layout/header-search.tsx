"use client";

import { useRef } from "react";
import { useSearchBox } from "@/components/layout/use-search-box";
import { CloseIcon, SearchIcon } from "@/components/ui/icons";

/**
 * The header's product search (docs/pages.md, Search): a combobox whose suggestions open while there is a term;
 * arrows move through them, Enter opens the highlighted product or else the shop's results for the term.
 * On wide screens the field is always there; on phones a button shows it. Without script, the form still
 * submits to /shop?search=….
 */
export function HeaderSearch() {
  const containerRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const box = useSearchBox({ containerRef, inputRef, toggleRef });
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label="Search"
        {...box.toggle}
        className="order-4 inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand lg:hidden"
      >
        {box.mobileOpen ? <CloseIcon className="size-6" /> : <SearchIcon className="size-6" />}
      </button>
      <form
        ref={containerRef}
        role="search"
        action="/shop"
        method="get"
        {...box.form}
        className={`${box.mobileOpen ? "block" : "hidden"} relative order-9 basis-full pb-3 lg:order-4 lg:block lg:w-64 lg:basis-auto lg:pb-0 xl:w-72`}
      >
        <label htmlFor={box.inputId} className="sr-only">
          Search products
        </label>
        <SearchIcon className="pointer-events-none absolute top-2.5 left-3.5 size-5 text-muted" />
        <input
          ref={inputRef}
          name="search"
          type="text"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search jewelry"
          {...box.input}
          className="min-h-10 w-full rounded-full border border-line bg-sand/60 pr-4 pl-10 text-sm text-ink placeholder:text-muted focus:border-rose focus:bg-ivory"
        />
        <p role="status" className="sr-only">
          {box.announcement}
        </p>
        {box.suggestions ? <box.suggestions.Box {...box.suggestions.props} /> : null}
      </form>
    </>
  );
}
