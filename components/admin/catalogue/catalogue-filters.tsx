"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import {
  AVAILABILITY_OPTIONS,
  catalogueHref,
  catalogueSearch,
  isFiltered,
  readCatalogueFilters,
  STATUS_OPTIONS,
  type CatalogueFilters as Filters,
} from "@/components/admin/catalogue/catalogue-query";
import { formText } from "@/components/ui/form-text";
import { useHydrated } from "@/components/ui/use-hydrated";
import { PRODUCT_CATEGORIES } from "@/lib/catalog/categories";

type Props = {
  filters: Filters;
  /** Shows the catalogue for other filters (their address: /admin?…). */
  onChange: (href: string) => void;
  /** A change asked for here is on its way: the controls keep what was chosen until it arrives. */
  navigating: boolean;
};

const controlClass =
  "block w-full rounded-sm border border-line bg-white px-3 py-2 text-base text-ink hover:border-gold focus:border-rose focus-visible:outline-2 sm:text-sm";
const labelClass = "mb-1 block text-xs font-semibold tracking-wider text-muted uppercase";

/**
 * The catalogue's controls (docs/pages.md, Admin): a name search, category, availability and status, as
 * GET /api/admin/products takes them. A choice in a list applies at once, the search on Enter or Search; each view is
 * an address of its own (/admin?q=…). Without script the form is an ordinary GET of /admin.
 */
export function CatalogueFilters({ filters, onChange, navigating }: Props) {
  // What was last asked for: the address's filters, or what was chosen here and is on its way (it shows Clear filters).
  const [chosen, setChosen] = useState(filters);
  const [synced, setSynced] = useState(catalogueSearch(filters));
  // Each reset draws the controls anew from `chosen`: the fields themselves hold what is typed and chosen.
  const [resets, setResets] = useState(0);
  const current = catalogueSearch(filters);
  // The address changed from elsewhere (Back, Forward): the controls follow it.
  if (!navigating && synced !== current) {
    setSynced(current);
    setChosen(filters);
    setResets(resets + 1);
  }

  function apply(next: Filters) {
    setChosen(next);
    setSynced(catalogueSearch(next));
    onChange(catalogueHref(next));
  }

  const filtersOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return readCatalogueFilters((name) => formText(data, name));
  };

  // Chosen while the page loaded: kept in the controls, applied by the next Search, and Clear filters shows for it.
  const formRef = useRef<HTMLFormElement>(null);
  useHydrated(formRef, (form) => setChosen((current) => ({ ...filtersOf(form), q: current.q })));

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(filtersOf(event.currentTarget));
  }

  // "Any", not "Any availability": beside its label it says the same, and at 390 px the longer words were cut off.
  const selects = [
    {
      name: "category",
      label: "Category",
      any: "All categories",
      options: PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category })),
    },
    { name: "availability", label: "Availability", any: "Any", options: AVAILABILITY_OPTIONS },
    { name: "status", label: "Status", any: "Any", options: STATUS_OPTIONS },
  ] as const;

  return (
    <form
      key={resets}
      ref={formRef}
      role="search"
      aria-label="Catalogue"
      method="get"
      action="/admin"
      onSubmit={search}
      className="mb-6 grid grid-cols-2 gap-3 rounded-sm border border-line bg-white/60 p-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="catalogue-q" className={labelClass}>
          Search by name
        </label>
        <input
          id="catalogue-q"
          name="q"
          type="search"
          autoComplete="off"
          maxLength={200}
          defaultValue={chosen.q ?? ""}
          className={controlClass}
        />
      </div>
      {selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={`catalogue-${select.name}`} className={labelClass}>
            {select.label}
          </label>
          <select
            id={`catalogue-${select.name}`}
            name={select.name}
            defaultValue={chosen[select.name] ?? ""}
            onChange={(event) => {
              if (event.target.form) apply(filtersOf(event.target.form));
            }}
            className={controlClass}
          >
            <option value="">{select.any}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
        <button
          type="submit"
          className="inline-flex min-h-10 items-center rounded-full bg-ink px-4 text-sm font-semibold text-ivory hover:bg-rose-deep sm:px-5"
        >
          Search
        </button>
        {isFiltered(chosen) ? (
          <Link
            href="/admin"
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              apply({});
              setResets(resets + 1);
            }}
            className="inline-flex min-h-10 items-center text-sm font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
          >
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
