import { describe, expect, test, vi } from "vitest";
import type { CartProduct } from "@/lib/cart/cart-lines";
import type { CartAddition } from "@/lib/browser/cart-store-interface";
import { GUEST_CART_KEY } from "@/lib/cart/guest-cart-storage";
import { createGuestCartStore } from "@/lib/browser/guest-cart";
import { mergeGuestCart } from "@/lib/browser/merge-guest-cart";

const plain = { variantId: null, variantName: null, variantLabel: null, personalization: "", leadTimeDays: 0 };
const necklace: CartProduct = { id: "p-necklace", name: "Moonlit Strand", priceCents: 2450, images: [], ...plain };
const ring: CartProduct = { id: "p-ring", name: "Copper Ring", priceCents: 1200, images: [], ...plain };
const bracelet: CartProduct = { id: "p-bracelet", name: "Wire Cuff", priceCents: 1800, images: [], ...plain };
const engravedRing: CartProduct = {
  ...ring,
  variantId: "v-7",
  variantName: "Ring size",
  variantLabel: "7",
  personalization: "A+J",
};

/** What adding `product` as the page knows it sends to a store. */
const addition = (product: CartProduct): CartAddition => ({
  productId: product.id,
  variantId: product.variantId,
  personalization: product.personalization,
  product,
});
const catalog = [necklace, ring, bracelet];

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function guestStoreWith(lines: [CartProduct, number][]) {
  const storage = memoryStorage();
  const store = createGuestCartStore({
    storage: () => storage,
    // The product as chosen: the ring in size 7 is the engraved ring's variant, with whatever text was given.
    lookupProduct: ({ productId, variantId, personalization }) => {
      const found = [...catalog, engravedRing].find(
        (product) => product.id === productId && product.variantId === variantId,
      );
      return Promise.resolve(found ? { ...found, personalization } : null);
    },
  });
  return {
    storage,
    store,
    ready: Promise.all(lines.map(([product, quantity]) => store.add(addition(product), quantity))),
  };
}

describe("merging the guest cart at sign-in", () => {
  test("every guest line is added to the member's cart, then the guest cart is deleted", async () => {
    const guest = guestStoreWith([[necklace, 2]]);
    await guest.ready;
    await guest.store.add(addition(ring), 1);
    await guest.store.add(addition(engravedRing), 1);
    // The member's cart: another guest store stands in for the server here.
    const member = guestStoreWith([[ring, 3]]);
    await member.ready;
    const add = vi.spyOn(member.store, "add");

    const merged = await mergeGuestCart(guest.store, member.store);

    // Each line keeps its size and text: the engraved ring is a line of its own in the member's cart too.
    expect(
      add.mock.calls.map(([added, quantity]) => [added.productId, added.variantId, added.personalization, quantity]),
    ).toEqual([
      [necklace.id, null, "", 2],
      [ring.id, null, "", 1],
      [ring.id, "v-7", "A+J", 1],
    ]);
    expect(merged.items.map((line) => [line.productId, line.personalization, line.quantity])).toEqual([
      [ring.id, "", 4],
      [necklace.id, "", 2],
      [ring.id, "A+J", 1],
    ]);
    expect(guest.storage.values.has(GUEST_CART_KEY)).toBe(false);
  });

  test("a line the server refuses is skipped and logged; the others still move", async () => {
    const guest = guestStoreWith([]);
    await guest.store.add(addition(necklace), 1);
    await guest.store.add(addition(bracelet), 2);
    const member = guestStoreWith([]);
    const realAdd = member.store.add.bind(member.store);
    member.store.add = (added, quantity) =>
      added.productId === necklace.id ? Promise.reject(new Error("Out of stock")) : realAdd(added, quantity);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});

    const merged = await mergeGuestCart(guest.store, member.store);

    expect(merged.items.map((line) => line.productId)).toEqual([bracelet.id]);
    expect(log).toHaveBeenCalledOnce();
    expect((await guest.store.load()).items).toEqual([]);
    log.mockRestore();
  });

  test("an empty guest cart only loads the member's cart", async () => {
    const guest = guestStoreWith([]);
    const member = guestStoreWith([[ring, 1]]);
    await member.ready;
    const add = vi.spyOn(member.store, "add");
    expect((await mergeGuestCart(guest.store, member.store)).items).toHaveLength(1);
    expect(add).not.toHaveBeenCalled();
  });
});
