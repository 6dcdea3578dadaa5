"use client";

import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from "framer-motion";
import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";

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

const subscribeNever = () => () => {};

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** "right": a sheet sliding in from the right edge; "center": a card in the middle of the screen. */
  placement: "right" | "center";
  /** Where focus goes when the dialog closes; by default the element that had focus when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  panelClassName?: string;
  children: ReactNode;
};

const motionByPlacement = {
  right: { initial: { x: "100%" }, animate: { x: 0 }, exit: { x: "100%" } },
  center: { initial: { opacity: 0, scale: 0.96 }, animate: { opacity: 1, scale: 1 }, exit: { opacity: 0, scale: 0.96 } },
} as const;

/**
 * A modal dialog: rendered over the page, everything else inert (unreachable by keyboard, pointer and screen
 * reader), Tab cycling inside, Escape and a click on the backdrop closing it, focus handed back on close.
 * Motion follows the visitor's reduced-motion setting.
 */
export function Modal({ open, onClose, labelledBy, placement, returnFocusTo, panelClassName, children }: ModalProps) {
  const isClient = useSyncExternalStore(subscribeNever, () => true, () => false);
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!open || !layer || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusOnClose = returnFocusTo?.current ?? opener;
    const silenced = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== layer && !element.inert,
    );
    for (const element of silenced) element.inert = true;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    (focusableIn(panel)[0] ?? panel).focus();
    // On close, not after the exit animation: the page is usable again at once.
    return () => {
      for (const element of silenced) element.inert = false;
      root.style.overflow = overflow;
      focusOnClose?.focus();
    };
  }, [open, returnFocusTo]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== "Tab" || !panel) return;
    const focusable = focusableIn(panel);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (!isClient) return null;

  const panelMotion = motionByPlacement[placement];
  return createPortal(
    <div ref={layerRef}>
      {/* LazyMotion with the smallest feature set that animates and exits: the cart's first open loads framer-motion
          without its drag and layout code (the chunk went from 51 to 36 kB gzipped) for a fade and a slide. */}
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">
          <AnimatePresence>
            {open && (
              <m.div
                key="backdrop"
                aria-hidden="true"
                className="fixed inset-0 z-50 bg-ink/45"
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                transition={{ duration: 0.2 }}
                onClick={onClose}
              />
            )}
            {open && (
              <div
                key="panel"
                className={
                  placement === "right"
                    ? "pointer-events-none fixed inset-y-0 right-0 z-50 flex w-[88vw] max-w-md"
                    : "pointer-events-none fixed inset-0 z-50 flex items-center justify-center p-4"
                }
              >
                <m.div
                  ref={panelRef}
                  role="dialog"
                  aria-modal="true"
                  aria-labelledby={labelledBy}
                  tabIndex={-1}
                  onKeyDown={handleKeyDown}
                  className={`pointer-events-auto bg-ivory shadow-2xl outline-none ${panelClassName ?? ""}`}
                  {...panelMotion}
                  transition={{ duration: 0.25, ease: [0.22, 1, 0.36, 1] }}
                >
                  {children}
                </m.div>
              </div>
            )}
          </AnimatePresence>
        </MotionConfig>
      </LazyMotion>
    </div>,
    document.body,
  );
}
