import { describe, expect, test, vi } from "vitest";
import type { CartProduct } from "@/lib/cart/cart-lines";
import { createGuestCartStore, type StorageChange } from "@/lib/cart/guest-cart-store";

const necklace: CartProduct = { id: "p-necklace", name: "Moonlit Strand", priceCents: 2450, images: ["/a.svg"] };

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

class StorageEventHub {
  private readonly listeners = new Set<(event: StorageChange) => void>();
  addEventListener(_type: "storage", listener: (event: StorageChange) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "storage", listener: (event: StorageChange) => void) {
    this.listeners.delete(listener);
  }
  emit(key: string | null) {
    for (const listener of this.listeners) listener({ key });
  }
}

function setup(catalog: CartProduct[] = [necklace]) {
  const storage = new MemoryStorage();
  const events = new StorageEventHub();
  const lookupProduct = vi.fn((id: string) => Promise.resolve(catalog.find((product) => product.id === id) ?? null));
  const store = createGuestCartStore({ storage: () => storage, events, lookupProduct });
  return { storage, events, lookupProduct, store };
}

describe("the guest cart", () => {
  test("adding by id looks the product up and stores the line under guestCart", async () => {
    const { storage, store, lookupProduct } = setup();
    const cart = await store.add("p-necklace", 2);
    expect(lookupProduct).toHaveBeenCalledWith("p-necklace");
    expect(cart).toEqual({
      items: [{ productId: "p-necklace", name: "Moonlit Strand", priceCents: 2450, quantity: 2, images: ["/a.svg"] }],
      totalCents: 4900,
    });
    // Stored in the API's line shape, price in dollars, as every earlier version stored it.
    expect(JSON.parse(storage.getItem("guestCart") ?? "null")).toEqual([
      { productId: "p-necklace", name: "Moonlit Strand", price: 24.5, quantity: 2, images: ["/a.svg"] },
    ]);
  });

  test("adding a product the page already has needs no lookup", async () => {
    const { store, lookupProduct } = setup([]);
    await store.add("p-necklace", 1, necklace);
    expect(lookupProduct).not.toHaveBeenCalled();
    expect((await store.load()).items).toHaveLength(1);
  });

  test("adding a product the shop does not have fails with 'Product not found' and stores nothing", async () => {
    const { storage, store } = setup([]);
    await expect(store.add("p-gone", 1)).rejects.toThrow(new Error("Product not found"));
    expect(storage.getItem("guestCart")).toBeNull();
  });

  test("adding the same product twice adds to its quantity", async () => {
    const { store } = setup();
    await store.add("p-necklace", 2);
    const cart = await store.add("p-necklace", 3);
    expect(cart.items.map((line) => [line.productId, line.quantity])).toEqual([["p-necklace", 5]]);
    expect(cart.totalCents).toBe(12250);
  });

  test("setting a quantity to 0 or below removes the line; emptying the cart deletes the key", async () => {
    const { storage, store } = setup();
    await store.add("p-necklace", 2);
    expect((await store.setQuantity("p-necklace", 4)).items[0]?.quantity).toBe(4);
    expect(await store.setQuantity("p-necklace", 0)).toEqual({ items: [], totalCents: 0 });
    expect(storage.getItem("guestCart")).toBeNull();
  });

  test("remove and clear", async () => {
    const { store } = setup();
    await store.add("p-necklace", 1);
    expect(await store.remove("p-necklace")).toEqual({ items: [], totalCents: 0 });
    await store.add("p-necklace", 1);
    expect(await store.clear()).toEqual({ items: [], totalCents: 0 });
  });

  test.each([
    ["broken JSON", "{not json"],
    ["an object instead of a list", '{"productId":"p"}'],
    ["a number", "42"],
  ])("a corrupted value (%s) reads as an empty cart and is replaced on the next add", async (_label, raw) => {
    const { storage, store } = setup();
    storage.setItem("guestCart", raw);
    expect(await store.load()).toEqual({ items: [], totalCents: 0 });
    await store.add("p-necklace", 1);
    expect(JSON.parse(storage.getItem("guestCart") ?? "null")).toHaveLength(1);
  });

  test("damaged lines are dropped and the good ones kept", async () => {
    const { storage, store } = setup();
    storage.setItem(
      "guestCart",
      JSON.stringify([
        { productId: "ok", name: "Kept", price: 5, quantity: 2, images: ["/k.svg", 7] },
        { productId: "no-price", name: "X", quantity: 1, images: [] },
        { productId: "zero", name: "X", price: 5, quantity: 0, images: [] },
        { productId: "", name: "X", price: 5, quantity: 1, images: [] },
        null,
        "text",
      ]),
    );
    expect(await store.load()).toEqual({
      items: [{ productId: "ok", name: "Kept", priceCents: 500, quantity: 2, images: ["/k.svg"] }],
      totalCents: 1000,
    });
  });

  test("storage the browser refuses to open reads as an empty cart", async () => {
    const store = createGuestCartStore({
      storage: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      lookupProduct: () => Promise.resolve(null),
    });
    expect(await store.load()).toEqual({ items: [], totalCents: 0 });
  });

  test("a change made in another tab reaches subscribers; other keys are ignored; unsubscribe stops it", async () => {
    const { storage, events, store } = setup();
    const seen: number[] = [];
    const unsubscribe = store.subscribe((cart) => seen.push(cart.items.length));

    storage.setItem("guestCart", JSON.stringify([{ productId: "x", name: "X", price: 1, quantity: 1, images: [] }]));
    events.emit("guestCart");
    events.emit("accessToken");
    storage.removeItem("guestCart");
    events.emit(null);
    unsubscribe();
    events.emit("guestCart");

    expect(seen).toEqual([1, 0]);
    await expect(store.load()).resolves.toEqual({ items: [], totalCents: 0 });
  });
});
