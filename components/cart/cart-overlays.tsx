"use client";

import { useEffect, useState, type ComponentType } from "react";
import { useCart } from "@/components/cart/cart-provider";

// The sidebar and the checkout dialog (and the animation library they use) are not part of any page's first
// download: the page fetches them once it has loaded and the browser is idle, so that the first open is a render
// rather than a request over a phone's link. They are rendered from the loaded module itself, not through
// next/dynamic: a lazy component suspends on its first render, and React holds a revealed Suspense boundary back
// for up to 300 ms, which is what the first open used to wait (npm run bench:storefront times both dialogs).
const loadCartPanels = () => import("@/components/cart/cart-panels").then((module) => module.default);

function whenIdleAfterLoad(work: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => !cancelled && work(), { timeout: 2_000 });
    else setTimeout(() => !cancelled && work(), 200);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
  };
}

/** The cart's overlays: loaded when the page is idle, or at once when one is opened before that. */
export function CartOverlays() {
  const { panel } = useCart();
  const [CartPanels, setCartPanels] = useState<ComponentType | null>(null);
  const wanted = panel !== "none";

  useEffect(() => {
    if (CartPanels) return;
    let current = true;
    const load = () => void loadCartPanels().then((panels) => current && setCartPanels(() => panels));
    const cancelIdle = wanted ? (load(), () => undefined) : whenIdleAfterLoad(load);
    return () => {
      current = false;
      cancelIdle();
    };
  }, [CartPanels, wanted]);

  return CartPanels ? <CartPanels /> : null;
}
