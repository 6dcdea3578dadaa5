"use client";

import { useEffect, useRef, useState } from "react";
import { ProductList } from "@/components/admin/catalogue/product-list";
import type { CatalogueState } from "@/components/admin/catalogue/use-catalogue";
import type { ProductActions } from "@/components/admin/catalogue/use-product-actions";
import { buttonClass } from "@/components/ui/button-styles";

type Props = { catalogue: CatalogueState; actions: ProductActions; lowStock: number };

/**
 * The pieces listed so far and "Load more" for the next page. After a page arrives, how many came is announced; when
 * the
 * last page is in, the button gives way to a line saying so, which takes the focus the button had.
 */
export function CatalogueList({ catalogue, actions, lowStock }: Props) {
  const [said, setSaid] = useState("");
  const endRef = useRef<HTMLParagraphElement>(null);
  const focusEnd = useRef(false);

  useEffect(() => {
    // The button is gone once the last page is in: the line that replaces it takes the focus.
    if (!focusEnd.current) return;
    focusEnd.current = false;
    endRef.current?.focus();
  });

  async function loadMore() {
    const outcome = await catalogue.loadMore();
    if (!outcome.ok) {
      actions.failed(outcome.message);
      return;
    }
    setSaid(outcome.added === 1 ? "1 more piece listed." : `${outcome.added} more pieces listed.`);
    focusEnd.current = true;
  }

  const shown = catalogue.items.length;
  return (
    <>
      <ProductList products={catalogue.items} actions={actions} lowStock={lowStock} />
      <div className="mt-6 flex flex-col items-center gap-3 text-sm text-muted">
        {catalogue.hasMore ? (
          <>
            <p>
              Showing {shown} of {catalogue.total}.
            </p>
            <button
              type="button"
              onClick={() => void loadMore()}
              aria-disabled={catalogue.loading || undefined}
              aria-busy={catalogue.loading || undefined}
              className={buttonClass({
                variant: "outline",
                className: "aria-disabled:cursor-wait aria-disabled:opacity-60",
              })}
            >
              {catalogue.loading ? "Loading…" : "Load more"}
            </button>
          </>
        ) : shown > 0 ? (
          <p ref={endRef} tabIndex={-1} className="outline-none">
            {shown === 1 ? "That is the only piece." : `All ${shown} pieces are shown.`}
          </p>
        ) : null}
        <p aria-live="polite" className="sr-only">
          {said}
        </p>
      </div>
    </>
  );
}
