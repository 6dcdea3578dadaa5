"use client";

import { useId, useState } from "react";
import { ProductForm } from "@/components/admin/product-form/product-form";
import { Modal } from "@/components/ui/modal";
import type { ProductDto } from "@/lib/catalog/dto";

/** What the modal is open for: a new product, or an existing one to edit. */
export type ProductDialogTarget = { mode: "add" } | { mode: "edit"; product: ProductDto; note?: string };

type Props = {
  target: ProductDialogTarget | null;
  /** The dialog closed (Cancel, Escape, or after a save); the caller returns focus to its opener. */
  onClose: () => void;
  onSaved: (product: ProductDto) => void;
};

/**
 * The add/edit modal (docs/pages.md, Admin), the shop's one dialog (components/ui/modal.tsx): the page behind it is
 * inert, Tab wraps around inside it, Escape closes it except during a save (which would hide its outcome, a failure
 * included). The form is mounted afresh for each opening, so no typing leaks between them.
 */
export function ProductFormDialog({ target, onClose, onSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  // The last opening stays drawn while the dialog fades out; each new opening mounts a fresh form.
  const [opening, setOpening] = useState({ target, count: 0 });
  if (target !== null && target !== opening.target) setOpening({ target, count: opening.count + 1 });
  const shown = opening.target;

  return (
    <Modal open={target !== null} onClose={onClose} labelledBy={titleId} placement="form" dismissible={!busy}>
      {shown ? (
        <ProductForm
          key={opening.count}
          product={shown.mode === "edit" ? shown.product : null}
          note={shown.mode === "edit" ? shown.note : undefined}
          titleId={titleId}
          onBusyChange={setBusy}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}
