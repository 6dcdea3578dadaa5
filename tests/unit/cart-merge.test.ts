import { describe, expect, test, vi } from "vitest";
import type { CartProduct } from "@/lib/cart/cart-lines";
import { GUEST_CART_KEY } from "@/lib/cart/guest-cart-storage";
import { createGuestCartStore } from "@/lib/cart/guest-cart-store";
import { mergeGuestCart } from "@/lib/cart/merge-guest-cart";

const necklace: CartProduct = { id: "p-necklace", name: "Moonlit Strand", priceCents: 2450, images: [] };
const ring: CartProduct = { id: "p-ring", name: "Copper Ring", priceCents: 1200, images: [] };
const bracelet: CartProduct = { id: "p-bracelet", name: "Wire Cuff", priceCents: 1800, images: [] };
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
    lookupProduct: (id) => Promise.resolve(catalog.find((product) => product.id === id) ?? null),
  });
  return { storage, store, ready: Promise.all(lines.map(([product, quantity]) => store.add(product.id, quantity, product))) };
}

describe("merging the guest cart at sign-in", () => {
  test("every guest line is added to the member's cart, then the guest cart is deleted", async () => {
    const guest = guestStoreWith([[necklace, 2]]);
    await guest.ready;
    await guest.store.add(ring.id, 1, ring);
    // The member's cart: another guest store stands in for the server here.
    const member = guestStoreWith([[ring, 3]]);
    await member.ready;
    const add = vi.spyOn(member.store, "add");

    const merged = await mergeGuestCart(guest.store, member.store);

    expect(add.mock.calls.map(([id, quantity]) => [id, quantity])).toEqual([[necklace.id, 2], [ring.id, 1]]);
    expect(merged.items.map((line) => [line.productId, line.quantity])).toEqual([[ring.id, 4], [necklace.id, 2]]);
    expect(guest.storage.values.has(GUEST_CART_KEY)).toBe(false);
  });

  test("a line the server refuses is skipped and logged; the others still move", async () => {
    const guest = guestStoreWith([]);
    await guest.store.add(necklace.id, 1, necklace);
    await guest.store.add(bracelet.id, 2, bracelet);
    const member = guestStoreWith([]);
    const realAdd = member.store.add.bind(member.store);
    member.store.add = (id, quantity, product) => (id === necklace.id ? Promise.reject(new Error("Out of stock")) : realAdd(id, quantity, product));
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
