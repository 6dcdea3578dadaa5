"use client";

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /**
   * "right": a sheet sliding in from the right edge; "center": a card in the middle of the screen; "form": a wider
   * card that scrolls within the screen, which a click on the backdrop does not close (it would lose what was typed).
   */
  placement: "right" | "center" | "form";
  /** False while the content must not be closed under the visitor (a save in flight): Escape is then ignored. */
  dismissible?: boolean;
  /** Where focus goes when the dialog closes; by default the element that had focus when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * Classes of the box inside the dialog that holds its content (layout, padding); the dialog's own size is the
   * placement's.
   */
  panelClassName?: string;
  children: ReactNode;
};

// No display utilities on the dialog itself: they would override the browser's hiding of a closed dialog.
const placementClass = {
  right: "modal-sheet inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[88vw] max-w-md",
  center: "modal-card m-auto w-[calc(100vw-2rem)] max-w-md rounded-sm",
  form: "modal-card m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto rounded-sm",
} as const;

/**
 * A modal dialog, the browser's own (`<dialog>` opened with showModal, as the gallery overlay and the admin form):
 * over the page in the top layer, everything else inert, Escape and a click on the backdrop closing it, Tab cycling
 * inside, focus handed back on close. Its content stays mounted while it is closed, so opening it is a change of
 * state, not a render of its content; the slide or fade, in and out, is CSS (`.modal` in app/globals.css), which
 * follows the visitor's reduced-motion setting.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  placement,
  dismissible = true,
  returnFocusTo,
  panelClassName,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || open === dialog.open) return;
    if (open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The first control inside takes the focus (browsers differ in what showModal() itself focuses).
      (focusableIn(dialog)[0] ?? dialog).focus();
    } else {
      dialog.close();
      // Focus comes back at once, not after the closing slide, unless another dialog has just opened in this one's
      // place (the cart sidebar giving way to the checkout choice): that one holds the focus and hands it back later.
      const focusOnClose = returnFocusTo?.current ?? openerRef.current;
      queueMicrotask(() => {
        if (!document.querySelector("dialog:modal")) focusOnClose?.focus();
      });
    }
  }, [open, returnFocusTo]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    if (event.key !== "Tab" || !dialog) return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click on the backdrop reaches the dialog element itself, from outside its box.
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget || placement === "form" || !dismissible) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      // showModal() makes it modal for assistive technology already; said here too for those that read the attribute.
      aria-modal="true"
      // Escape: the open state is the parent's, so it closes the dialog, not the browser.
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      // Closed by the browser in another way (a phone's back gesture): tell the parent.
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      className={`modal border-0 bg-ivory p-0 text-ink shadow-2xl outline-none backdrop:bg-ink/45 ${placementClass[placement]}`}
    >
      <div className={panelClassName}>{children}</div>
    </dialog>
  );
}
