"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";

/**
 * Hands `adopt` an element (a form, a field) as the browser holds it once the page has hydrated. Pages are drawn with
 * the document, so on a slow phone a shopper can type or choose before React hydrates: an uncontrolled field keeps
 * that by itself, but state that drives a live display (a price, a counter, a button) must start from it too.
 */
export function useHydrated<T extends HTMLElement>(element: RefObject<T | null>, adopt: (element: T) => void): void {
  const adoptElement = useEffectEvent(adopt);
  useEffect(() => {
    if (element.current) adoptElement(element.current);
  }, [element]);
}
