"use client";

import { useRef, useState, type RefObject } from "react";
import { deleteProduct, duplicateProduct } from "@/components/admin/admin-outcomes";
import { useAdminNotice } from "@/components/admin/admin-notices";
import type { ProductDialogTarget } from "@/components/admin/product-form/product-form-dialog";
import { DELETE_CONFIRMATION } from "@/components/admin/product-form/product-form-values";
import type { CatalogueState } from "@/components/admin/catalogue/use-catalogue";
import type { ProductDto } from "@/lib/catalog/dto";

/**
 * What the maker does to the catalogue's pieces (docs/pages.md, Admin): add and edit in the modal, duplicate (the copy,
 * a draft, opens in the form), delete after a question, and save a row's stock; each with its notice, and focus handed
 * back to the button that started it.
 */
export function useProductActions(catalogue: CatalogueState, addButtonRef: RefObject<HTMLButtonElement | null>) {
  const [target, setTarget] = useState<ProductDialogTarget | null>(null);
  const [notice, setNotice] = useAdminNotice();
  // The piece whose deletion or copy is under way: its buttons do nothing until the server has answered.
  const [busyId, setBusyId] = useState<string | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  function open(next: ProductDialogTarget, opener: HTMLElement) {
    if (next.mode === "edit" && next.product.id === busyId) return;
    openerRef.current = opener;
    setNotice(null);
    setTarget(next);
  }

  function close() {
    setTarget(null);
    // Back to the button that opened the modal (it survives the list's changes: rows are keyed by id).
    const opener = openerRef.current;
    (opener?.isConnected ? opener : addButtonRef.current)?.focus();
  }

  function saved(product: ProductDto) {
    const adding = target?.mode === "add";
    setTarget(null);
    if (adding) catalogue.prepend(product);
    else catalogue.replace(product);
    setNotice({ kind: "status", text: `Saved “${product.name}”${product.published ? "" : " as a draft"}.` });
  }

  async function remove(product: ProductDto) {
    if (busyId !== null || !window.confirm(DELETE_CONFIRMATION)) return;
    setNotice(null);
    setBusyId(product.id);
    const outcome = await deleteProduct(product.id);
    setBusyId(null);
    if (!outcome.ok) {
      setNotice({ kind: "error", text: outcome.message });
      return;
    }
    setNotice({ kind: "status", text: `Deleted “${product.name}”.` });
    // Its row is about to vanish with the focus on it; the Add Product button is the next sensible place.
    addButtonRef.current?.focus();
    catalogue.remove(product.id);
  }

  async function duplicate(product: ProductDto, opener: HTMLElement) {
    if (busyId !== null) return;
    setNotice(null);
    setBusyId(product.id);
    const outcome = await duplicateProduct(product.id);
    setBusyId(null);
    if (!outcome.ok) {
      setNotice({ kind: "error", text: outcome.message });
      return;
    }
    const copied = `Duplicated as “${outcome.data.name}”, a draft.`;
    catalogue.prepend(outcome.data);
    // The copy opens in the form, which says so itself (the page behind the modal is inert); the page's notice, set
    // after open() clears it, is there when the form closes.
    open(
      {
        mode: "edit",
        product: outcome.data,
        note: `${copied} Change what differs, tick Published when it is ready, and save.`,
      },
      opener,
    );
    setNotice({ kind: "status", text: copied });
  }

  return {
    target,
    notice,
    busyId,
    dismissNotice: () => setNotice(null),
    open,
    close,
    saved,
    remove,
    duplicate,
    /** A row's stock was saved (the piece as saved). */
    stockSaved: (product: ProductDto) => {
      catalogue.replace(product);
      setNotice({ kind: "status", text: `Stock of “${product.name}” is now ${product.stock}.` });
    },
    /** Something the list did failed (a row's stock, the next page): the server's reason, or the fallback. */
    failed: (message: string) => setNotice({ kind: "error", text: message }),
  };
}

export type ProductActions = ReturnType<typeof useProductActions>;
