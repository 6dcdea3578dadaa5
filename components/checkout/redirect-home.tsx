"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Spec §9: the confirmation page's problems go home after 3 seconds. */
export const CONFIRMATION_REDIRECT_MS = 3_000;

/** Sends the visitor home after `delayMs`; renders nothing. */
export function RedirectHome({ delayMs = CONFIRMATION_REDIRECT_MS }: { delayMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace("/"), delayMs);
    return () => clearTimeout(timer);
  }, [router, delayMs]);
  return null;
}
