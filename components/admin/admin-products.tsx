"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { deleteProduct } from "@/components/admin/admin-api";
import type { AdminNotice } from "@/components/admin/admin-notices";
import { ProductFormDialog, type ProductDialogTarget } from "@/components/admin/product-form-dialog";
import { DELETE_CONFIRMATION } from "@/components/admin/product-form-values";
import { ProductList } from "@/components/admin/product-list";
import type { ProductDto } from "@/lib/catalog/dto";

const toastClass = "pointer-events-auto flex max-w-md items-center gap-4 rounded-sm border px-4 py-3 text-sm shadow-lg";
const errorNoticeClass = `${toastClass} border-rose/40 bg-[#fbeff1] font-medium text-rose-deep`;
const statusNoticeClass = `${toastClass} border-line bg-ivory text-ink`;
// Long enough to read; errors stay until dismissed or replaced.
const STATUS_SECONDS = 6;


/** The dashboard's interactive part: the product list, its Add/Edit/Delete actions and the modal. */
export function AdminProducts({ products }: { products: ProductDto[] }) {
  const router = useRouter();
  const [target, setTarget] = useState<ProductDialogTarget | null>(null);
  const [notice, setNotice] = useState<AdminNotice>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (notice?.kind !== "status") return;
    const timer = window.setTimeout(() => setNotice(null), STATUS_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  function open(next: ProductDialogTarget, event: MouseEvent<HTMLButtonElement>) {
    if (next.mode === "edit" && next.product.id === deletingId) return;
    openerRef.current = event.currentTarget;
    setNotice(null);
    setTarget(next);
  }

  function handleClose() {
    setTarget(null);
    // Back to the button that opened the modal (it survives the list's reload: rows are keyed by id).
    const opener = openerRef.current;
    (opener?.isConnected ? opener : addButtonRef.current)?.focus();
  }

  function handleSaved(name: string) {
    setTarget(null);
    setNotice({ kind: "status", text: `Saved “${name}”.` });
    router.refresh();
  }

  async function handleDelete(product: ProductDto) {
    if (deletingId !== null || !window.confirm(DELETE_CONFIRMATION)) return;
    setNotice(null);
    setDeletingId(product.id);
    const outcome = await deleteProduct(product.id);
    setDeletingId(null);
    if (!outcome.ok) {
      setNotice({ kind: "error", text: outcome.message });
      return;
    }
    setNotice({ kind: "status", text: `Deleted “${product.name}”.` });
    // Its row is about to vanish with the focus on it; the Add Product button is the next sensible place.
    addButtonRef.current?.focus();
    router.refresh();
  }

  const actions = {
    onEdit: (product: ProductDto, event: MouseEvent<HTMLButtonElement>) => open({ mode: "edit", product }, event),
    onDelete: handleDelete,
    deletingId,
  };

  return (
    <section aria-labelledby="admin-products-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-products-heading" className="font-display text-3xl font-semibold">
            Products
          </h2>
          <p className="mt-1 text-sm text-muted">
            {products.length === 1 ? "1 piece in the shop" : `${products.length} pieces in the shop`}
          </p>
        </div>
        <button
          ref={addButtonRef}
          type="button"
          onClick={(event) => open({ mode: "add" }, event)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-rose px-6 text-sm font-semibold tracking-wide text-ivory shadow-sm transition-colors hover:bg-rose-deep"
        >
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          Add Product
        </button>
      </div>

      {/* Pinned to the bottom of the screen, so that a message about a row far down the list is seen.
          Both regions stay in the page so that their messages are announced when they appear. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex flex-col items-center gap-2 px-4">
        <div role="alert" className={notice?.kind === "error" ? errorNoticeClass : undefined}>
          {notice?.kind === "error" ? (
            <>
              <span>{notice.text}</span>
              <button type="button" onClick={() => setNotice(null)} className="font-semibold underline underline-offset-4">
                Dismiss
              </button>
            </>
          ) : null}
        </div>
        <div role="status" className={notice?.kind === "status" ? statusNoticeClass : undefined}>
          {notice?.kind === "status" ? notice.text : null}
        </div>
      </div>

      {products.length === 0 ? (
        <p className="rounded-sm border border-dashed border-line bg-sand/60 px-6 py-12 text-center text-muted">
          No products yet. Add the first piece to open the shop.
        </p>
      ) : (
        <ProductList products={products} {...actions} />
      )}

      <ProductFormDialog target={target} onClose={handleClose} onSaved={handleSaved} />
    </section>
  );
}
