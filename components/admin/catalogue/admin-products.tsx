"use client";

import { useRouter } from "next/navigation";
import { useRef, useTransition } from "react";
import { AdminNotices } from "@/components/admin/admin-notices";
import { CatalogueFilters } from "@/components/admin/catalogue/catalogue-filters";
import {
  catalogueSearch,
  isFiltered,
  type CatalogueFilters as Filters,
} from "@/components/admin/catalogue/catalogue-query";
import { CatalogueList } from "@/components/admin/catalogue/catalogue-list";
import { ProductFormDialog } from "@/components/admin/product-form/product-form-dialog";
import { useCatalogue } from "@/components/admin/catalogue/use-catalogue";
import { useProductActions } from "@/components/admin/catalogue/use-product-actions";
import type { AdminProductsPage } from "@/lib/catalog/admin";

type Props = {
  /** The first page for `filters`, read by the page from /admin's query string. */
  initial: AdminProductsPage;
  filters: Filters;
  /** Stock at or under this is "Low stock" (LOW_STOCK_THRESHOLD). */
  lowStock: number;
};

function countLine(total: number, filters: Filters): string {
  if (!isFiltered(filters)) return `${total === 1 ? "1 piece" : `${total} pieces`} in the catalogue, drafts included`;
  return total === 1 ? "1 piece matches these filters" : `${total} pieces match these filters`;
}

/**
 * The dashboard's catalogue (docs/pages.md, Admin): its controls, kept in the address; the pieces a page at a time with
 * "Load more"; Add, Edit, Duplicate, Preview and Delete; each row's stock; the add/edit modal.
 */
export function AdminProducts({ initial, filters, lowStock }: Props) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const catalogue = useCatalogue(initial, filters);
  const actions = useProductActions(catalogue, addButtonRef);

  function show(href: string) {
    // The page reads the first page for the new address on the server; the list starts again from it.
    startNavigation(() => router.push(href, { scroll: false }));
  }

  return (
    <section aria-labelledby="admin-products-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-products-heading" className="font-display text-3xl font-semibold">
            Products
          </h2>
          <p className="mt-1 text-sm text-muted" data-testid="catalogue-count">
            {countLine(catalogue.total, filters)}
          </p>
        </div>
        <button
          ref={addButtonRef}
          type="button"
          onClick={(event) => actions.open({ mode: "add" }, event.currentTarget)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-rose px-6 text-sm font-semibold tracking-wide text-ivory shadow-sm transition-colors hover:bg-rose-deep"
        >
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          Add Product
        </button>
      </div>

      <CatalogueFilters filters={filters} onChange={show} navigating={navigating} />
      <AdminNotices notice={actions.notice} onDismiss={actions.dismissNotice} placement="pinned" />

      <div aria-busy={navigating || undefined} className={navigating ? "opacity-60 transition-opacity" : undefined}>
        {catalogue.items.length === 0 ? (
          <p className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-12 text-center text-muted">
            {isFiltered(filters)
              ? "No piece matches these filters."
              : "No products yet. Add the first piece to open the shop."}
          </p>
        ) : (
          <CatalogueList key={catalogueSearch(filters)} catalogue={catalogue} actions={actions} lowStock={lowStock} />
        )}
      </div>

      <ProductFormDialog target={actions.target} onClose={actions.close} onSaved={actions.saved} />
    </section>
  );
}
