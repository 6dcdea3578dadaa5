"use client";

import { useEffect, useRef, type RefObject } from "react";

/** Calls `onOutside` when a pointer goes down outside every element in `refs`, while `active`. */
export function useOutsidePress(
  active: boolean,
  refs: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
): void {
  // The latest callback and refs without re-subscribing on every render.
  const latest = useRef({ refs, onOutside });
  useEffect(() => {
    latest.current = { refs, onOutside };
  });

  useEffect(() => {
    if (!active) return;
    function handle(event: PointerEvent) {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (latest.current.refs.some((ref) => ref.current?.contains(target))) return;
      latest.current.onOutside();
    }
    document.addEventListener("pointerdown", handle);
    return () => document.removeEventListener("pointerdown", handle);
  }, [active]);
}
