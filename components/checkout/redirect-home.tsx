"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** The confirmation page's problems go home after 3 seconds, once the message has been read (docs/pages.md). */
const CONFIRMATION_REDIRECT_MS = 3_000;

/** Sends the visitor home after `delayMs`; renders nothing. */
export function RedirectHome({ delayMs = CONFIRMATION_REDIRECT_MS }: { delayMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => router.replace("/"), delayMs);
    return () => clearTimeout(timer);
  }, [router, delayMs]);
  return null;
}
