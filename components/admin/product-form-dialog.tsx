"use client";

import { useEffect, useId, useRef, type KeyboardEvent, type SyntheticEvent } from "react";
import { ProductForm } from "@/components/admin/product-form";
import type { ProductDto } from "@/lib/catalog/dto";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. showModal() alone makes the
 * page inert but lets focus leave the document (to the browser's own toolbar), which the modal must not allow.
 */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** What the modal is open for: a new product, or an existing one to edit. */
export type ProductDialogTarget = { mode: "add" } | { mode: "edit"; product: ProductDto };

type Props = {
  target: ProductDialogTarget | null;
  /** The dialog closed (Cancel, Escape, or after a save); the caller returns focus to its opener. */
  onClose: () => void;
  onSaved: (name: string) => void;
};

/**
 * The add/edit modal (docs/pages.md, Admin). A native <dialog> opened with showModal(): the page behind it is inert, Tab wraps
 * around inside it, and Escape closes it. The form is mounted afresh for each opening, so no typing leaks between them.
 */
export function ProductFormDialog({ target, onClose, onSaved }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const busyRef = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (target && !dialog.open) dialog.showModal();
    if (!target && dialog.open) dialog.close();
  }, [target]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape during a save would hide its outcome, including a failure the maker needs to see.
    if (busyRef.current) event.preventDefault();
  }

  function handleClose() {
    // The close event is queued: when Escape is followed at once by a new opening, it can arrive after showModal()
    // reopened the dialog, and acting on it would shut the new opening.
    if (dialogRef.current?.open) return;
    onClose();
  }

  const formKey = target?.mode === "edit" ? `edit-${target.product.id}` : "add";

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={handleCancel}
      onKeyDown={trapTab}
      onClose={handleClose}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto rounded-sm border border-line bg-ivory p-0 text-ink shadow-2xl backdrop:bg-ink/55"
    >
      {target ? (
        <ProductForm
          key={formKey}
          product={target.mode === "edit" ? target.product : null}
          titleId={titleId}
          onBusyChange={(busy) => {
            busyRef.current = busy;
          }}
          onCancel={() => dialogRef.current?.close()}
          onSaved={onSaved}
        />
      ) : null}
    </dialog>
  );
}
