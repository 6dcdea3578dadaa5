// Pure on purpose: storage, events and the product lookup are passed in, so the rules run in unit tests as they
// run in the browser.
import {
  addLine,
  removeLine,
  setLineQuantity,
  toCart,
  type CartChoice,
  type CartLine,
  type CartProduct,
} from "@/lib/cart/cart-lines";
import { PRODUCT_NOT_FOUND, type CartStore } from "@/lib/browser/cart-store-interface";
import { GUEST_CART_KEY, parseGuestCart, serializeGuestCart } from "@/lib/cart/guest-cart-storage";

type GuestCartStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The part of a storage event the cart reads (`key` is null when another tab cleared all storage). */
export type StorageChange = { key: string | null };

/** Where storage events arrive: `window` in the browser. */
type StorageEvents = {
  addEventListener(type: "storage", listener: (event: StorageChange) => void): void;
  removeEventListener(type: "storage", listener: (event: StorageChange) => void): void;
};

type GuestCartDependencies = {
  /** A function, because merely touching `localStorage` throws when the browser blocks storage. */
  storage: () => GuestCartStorage;
  events?: StorageEvents;
  /** The product as chosen (its size's price, the text checked), or null when there is no such product. */
  lookupProduct: (choice: CartChoice) => Promise<CartProduct | null>;
};

/** The signed-out visitor's cart, kept in local storage under `guestCart`. */
export function createGuestCartStore({ storage, events, lookupProduct }: GuestCartDependencies): CartStore {
  function read(): CartLine[] {
    try {
      return parseGuestCart(storage().getItem(GUEST_CART_KEY));
    } catch {
      // Storage blocked by the browser: the visitor simply starts with an empty cart.
      return [];
    }
  }

  function write(lines: CartLine[]) {
    if (lines.length === 0) storage().removeItem(GUEST_CART_KEY);
    else storage().setItem(GUEST_CART_KEY, serializeGuestCart(lines));
    return toCart(lines);
  }

  return {
    load: () => Promise.resolve(toCart(read())),

    async add({ product, ...choice }, quantity) {
      const found = product ?? (await lookupProduct(choice));
      if (!found) throw new Error(PRODUCT_NOT_FOUND);
      return write(addLine(read(), found, quantity));
    },

    setQuantity: (lineId, quantity) => Promise.resolve().then(() => write(setLineQuantity(read(), lineId, quantity))),

    remove: (lineId) => Promise.resolve().then(() => write(removeLine(read(), lineId))),

    clear: () => Promise.resolve().then(() => write([])),

    subscribe(onChange) {
      if (!events) return () => {};
      const listener = (event: StorageChange) => {
        if (event.key === GUEST_CART_KEY || event.key === null) onChange(toCart(read()));
      };
      events.addEventListener("storage", listener);
      return () => events.removeEventListener("storage", listener);
    },
  };
}
