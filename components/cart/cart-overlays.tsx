"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useCart } from "@/components/cart/cart-provider";

// The sidebar and the checkout dialog (and the animation library they use) load when first wanted, keeping
// them out of every page's first download.
const CartPanels = dynamic(() => import("@/components/cart/cart-panels"), { ssr: false });

/** Mounts the cart's overlays once one of them has been opened. */
export function CartOverlays() {
  const { panel } = useCart();
  const [wanted, setWanted] = useState(false);
  if (panel !== "none" && !wanted) setWanted(true);
  return wanted ? <CartPanels /> : null;
}
