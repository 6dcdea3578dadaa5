"use client";

import { useEffect, useState } from "react";
import { quoteTax } from "@/lib/browser/checkout-api";
import type { TaxView } from "@/lib/tax/rule";

// Answers already fetched on this page, by "STATE ZIP": going back to a state typed before costs no request.
const answered = new Map<string, TaxView>();

/** The key of a place: the state and, once five digits are typed, the ZIP (before that, the state's own rate). */
function placeKey(state: string, zip: string): string | null {
  if (!/^[A-Z]{2}$/.test(state)) return null;
  return `${state} ${/^\d{5}/.exec(zip.trim())?.[0] ?? ""}`;
}

/**
 * The tax the server will charge an order shipped to this state and ZIP (GET /api/tax/rate, the one rule the payment
 * intent uses); null until a state is chosen and while its answer is on its way or could not be had. The intent's
 * own figures replace it on the payment step.
 */
export function useTaxQuote(state: string, zip: string): TaxView | null {
  const key = placeKey(state, zip);
  const [, setFetched] = useState(0);
  useEffect(() => {
    if (key === null || answered.has(key)) return;
    let current = true;
    const [code = "", digits = ""] = key.split(" ");
    quoteTax(code, digits)
      .then((tax) => {
        answered.set(key, tax);
        if (current) setFetched((count) => count + 1);
      })
      // No answer (offline, the server away): the summary keeps saying tax is pending; the intent prices it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key]);
  return key === null ? null : (answered.get(key) ?? null);
}
