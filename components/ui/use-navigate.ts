"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { needsOwnDocument } from "@/lib/security/checkout-pages";

/**
 * router.push / router.replace, except towards the checkout pages, which load as a document of their own: their
 * security policy (Stripe's frames, the payment request) comes with the document, and a client-side navigation
 * would keep the current page's.
 */
export function useNavigate(): (href: string, options?: { replace?: boolean }) => void {
  const router = useRouter();
  return useCallback(
    (href, { replace = false } = {}) => {
      if (needsOwnDocument(href)) {
        if (replace) window.location.replace(href);
        else window.location.assign(href);
      } else if (replace) {
        router.replace(href);
      } else {
        router.push(href);
      }
    },
    [router],
  );
}
