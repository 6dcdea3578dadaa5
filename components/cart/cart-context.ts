// What the cart provider (cart-provider.tsx) offers every component through useCart(): its contract, apart from the
// provider's code, so that the two are read separately.
import type { RefObject } from "react";
import type { CartAddition } from "@/lib/browser/cart-store-interface";
import type { CartLine } from "@/lib/cart/cart-lines";
import type { CartTotals } from "@/lib/pricing/cart-totals";

/** Which of the cart's overlays is showing: none, the sidebar, or the checkout choice dialog. */
export type CartPanel = "none" | "cart" | "checkout-choice";

export type CartContextValue = {
  items: CartLine[];
  /** Pieces in the cart (sum of quantities), for the header badge. */
  count: number;
  totals: CartTotals;
  /** False until the stored cart has been read. */
  ready: boolean;
  signedIn: boolean;
  /** The last cart operation's failure message (docs/pages.md, Cart sidebar), cleared by the next success. */
  error: string | null;
  /** Open an overlay or close it; which one shows is useCartPanel()'s, so opening one redraws only the overlays. */
  openCart: () => void;
  openCheckoutChoice: () => void;
  closePanel: () => void;
  /** The header's cart button, where focus returns when an overlay closes. */
  cartButtonRef: RefObject<HTMLButtonElement | null>;
  /** Adds the choice (product, size, text); `product` is the line as the page shows it, sparing a guest a lookup. */
  add: (addition: CartAddition, quantity: number) => Promise<void>;
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
  remove: (lineId: string) => Promise<void>;
  clear: () => Promise<void>;
};
