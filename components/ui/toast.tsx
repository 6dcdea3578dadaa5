"use client";

import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

const subscribeNever = () => () => {};

type ToastProps = {
  open: boolean;
  /** A new value while open restarts the clock (the same notice shown again). */
  showId?: number;
  /** Called when the time is up; the owner hides the toast. */
  onTimeout: () => void;
  durationMs: number;
  children: ReactNode;
};

/**
 * A short-lived notice at the edge of the screen. It is a polite live region (role="status"), so screen readers
 * announce it without focus moving to it; the region stays in the page so that announcements are reliable.
 * While focus is inside it (a keyboard user reaching its buttons) the clock stops, and restarts when focus leaves.
 */
export function Toast({ open, showId = 0, onTimeout, durationMs, children }: ToastProps) {
  const isClient = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [focused, setFocused] = useState(false);
  // A toast closed by one of its own buttons never sees focus leave; the next one starts its clock afresh.
  if (!open && focused) setFocused(false);

  useEffect(() => {
    if (!open || focused) return;
    const timer = window.setTimeout(onTimeout, durationMs);
    return () => window.clearTimeout(timer);
  }, [open, showId, focused, durationMs, onTimeout]);

  if (!isClient) return null;
  return createPortal(
    <div
      role="status"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
      }}
    >
      {open && (
        <div className="pointer-events-auto w-full max-w-sm animate-fade-in rounded-sm border border-line bg-ivory p-5 shadow-xl">
          {children}
        </div>
      )}
    </div>,
    document.body,
  );
}
