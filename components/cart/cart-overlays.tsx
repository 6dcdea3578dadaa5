"use client";

import { useEffect, useState, type ComponentType } from "react";
import { useCartPanel } from "@/components/cart/cart-panel";

// The sidebar and the checkout dialog are not part of any page's first download, nor of its loading: they are
// fetched at the visitor's first touch, key, click or wheel on the page, so that by the time they open the cart it is
// there, while a visit that never interacts never pays for it. They are rendered from the loaded module itself, not
// through next/dynamic: a lazy component suspends on its first render, and React holds a revealed Suspense boundary
// back for up to 300 ms, which is what the first open used to wait (npm run bench:storefront times both dialogs).
const loadCartPanels = () => import("@/components/cart/cart-panels").then((module) => module.default);

const FIRST_INTERACTION = ["pointerdown", "touchstart", "keydown", "wheel"] as const;

function onFirstInteraction(work: () => void): () => void {
  const run = () => {
    stop();
    work();
  };
  const stop = () => {
    for (const type of FIRST_INTERACTION) document.removeEventListener(type, run, { capture: true });
  };
  for (const type of FIRST_INTERACTION) document.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}

/** The cart's overlays: loaded at the first interaction, or at once when one is opened before that. */
export function CartOverlays() {
  const panel = useCartPanel();
  const [CartPanels, setCartPanels] = useState<ComponentType | null>(null);
  const wanted = panel !== "none";

  useEffect(() => {
    if (CartPanels) return;
    let current = true;
    const load = () => void loadCartPanels().then((panels) => current && setCartPanels(() => panels));
    const stopWaiting = wanted ? (load(), () => undefined) : onFirstInteraction(load);
    return () => {
      current = false;
      stopWaiting();
    };
  }, [CartPanels, wanted]);

  return CartPanels ? <CartPanels /> : null;
}
