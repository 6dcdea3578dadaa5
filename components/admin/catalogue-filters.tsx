"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import {
  AVAILABILITY_OPTIONS,
  catalogueHref,
  catalogueSearch,
  isFiltered,
  STATUS_OPTIONS,
  type CatalogueFilters as Filters,
} from "@/components/admin/catalogue-query";
import { useEarlyInput } from "@/components/ui/use-early-input";
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
  // What the controls show: the address's filters, or what was chosen here and is on its way.
  const [chosen, setChosen] = useState(filters);
  const [typed, setTyped] = useState(filters.q ?? "");
  const [synced, setSynced] = useState(catalogueSearch(filters));
  const current = catalogueSearch(filters);
  // The address changed from elsewhere (Back, Forward): the controls follow it.
  if (!navigating && synced !== current) {
    setSynced(current);
    setChosen(filters);
    setTyped(filters.q ?? "");
  }

  function apply(next: Filters) {
    setChosen(next);
    setSynced(catalogueSearch(next));
    onChange(catalogueHref(next));
  }

  // Typed or chosen while the page loaded: kept in the controls, and applied by the next Search.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (name, value) => {
    if (name === "q") setTyped(value);
    if (name === "category" || name === "availability" || name === "status") setChosen((current) => ({ ...current, [name]: value || undefined }));
  });

  const choose = (name: "category" | "availability" | "status") => (value: string) => apply({ ...chosen, q: typed, [name]: value || undefined });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ ...chosen, q: typed });
  }

  // "Any", not "Any availability": beside its label it says the same, and at 390 px the longer words were cut off.
  const selects = [
    { name: "category", label: "Category", any: "All categories", options: PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category })) },
    { name: "availability", label: "Availability", any: "Any", options: AVAILABILITY_OPTIONS },
    { name: "status", label: "Status", any: "Any", options: STATUS_OPTIONS },
  ] as const;

  return (
    <form ref={formRef} role="search" aria-label="Catalogue" method="get" action="/admin" onSubmit={search} className="mb-6 grid grid-cols-2 gap-3 rounded-sm border border-line bg-white/60 p-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]">
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="catalogue-q" className={labelClass}>
          Search by name
        </label>
        <input id="catalogue-q" name="q" type="search" autoComplete="off" maxLength={200} value={typed} onChange={(event) => setTyped(event.target.value)} className={controlClass} />
      </div>
      {selects.map((select) => (
        <div key={select.name}>
          <label htmlFor={`catalogue-${select.name}`} className={labelClass}>
            {select.label}
          </label>
          <select id={`catalogue-${select.name}`} name={select.name} value={chosen[select.name] ?? ""} onChange={(event) => choose(select.name)(event.target.value)} className={controlClass}>
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
        <button type="submit" className="inline-flex min-h-10 items-center rounded-full bg-ink px-4 text-sm font-semibold text-ivory hover:bg-rose-deep sm:px-5">
          Search
        </button>
        {isFiltered(chosen) ? (
          <Link
            href="/admin"
            scroll={false}
            onClick={(event) => {
              event.preventDefault();
              setTyped("");
              apply({});
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
