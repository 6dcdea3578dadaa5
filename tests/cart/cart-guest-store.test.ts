import { describe, expect, test, vi } from "vitest";
import type { CartChoice, CartProduct } from "@/lib/cart/cart-lines";
import { createGuestCartStore, type StorageChange } from "@/lib/browser/guest-cart";

const plain = { variantId: null, variantName: null, variantLabel: null, personalization: "", leadTimeDays: 0 };
const necklace: CartProduct = {
  id: "p-necklace",
  name: "Moonlit Strand",
  priceCents: 2450,
  images: ["/a.svg"],
  ...plain,
};
const ringSeven: CartProduct = {
  id: "p-ring",
  name: "Band",
  priceCents: 3000,
  images: [],
  variantId: "v-7",
  variantName: "Ring size",
  variantLabel: "7",
  personalization: "A+J",
  leadTimeDays: 5,
};
/** The choice of a piece without sizes or texts: what the shop's older pages and the lookup tests add. */
const choice = (productId: string): CartChoice => ({ productId, variantId: null, personalization: "" });
const NECKLACE_LINE = '["p-necklace","",""]';

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
  const lookupProduct = vi.fn(({ productId }: CartChoice) =>
    Promise.resolve(catalog.find((product) => product.id === productId) ?? null),
  );
  const store = createGuestCartStore({ storage: () => storage, events, lookupProduct });
  return { storage, events, lookupProduct, store };
}

describe("the guest cart", () => {
  test("adding by id looks the product up and stores the line under guestCart", async () => {
    const { storage, store, lookupProduct } = setup();
    const cart = await store.add(choice("p-necklace"), 2);
    expect(lookupProduct).toHaveBeenCalledWith(choice("p-necklace"));
    expect(cart).toEqual({
      items: [
        {
          id: NECKLACE_LINE,
          productId: "p-necklace",
          ...plain,
          name: "Moonlit Strand",
          priceCents: 2450,
          quantity: 2,
          images: ["/a.svg"],
        },
      ],
      totalCents: 4900,
    });
    // Stored in the API's line shape, price in dollars.
    expect(JSON.parse(storage.getItem("guestCart") ?? "null")).toEqual([
      {
        id: NECKLACE_LINE,
        productId: "p-necklace",
        ...plain,
        name: "Moonlit Strand",
        price: 24.5,
        quantity: 2,
        images: ["/a.svg"],
      },
    ]);
  });

  test("a size and a text are kept with the line, and come back from storage as they were", async () => {
    const { storage, store } = setup([]);
    await store.add({ productId: "p-ring", variantId: "v-7", personalization: "A+J", product: ringSeven }, 1);
    const reread = createGuestCartStore({ storage: () => storage, lookupProduct: () => Promise.resolve(null) });
    expect((await reread.load()).items).toEqual([
      {
        id: '["p-ring","v-7","A+J"]',
        productId: "p-ring",
        variantId: "v-7",
        variantName: "Ring size",
        variantLabel: "7",
        personalization: "A+J",
        leadTimeDays: 5,
        name: "Band",
        priceCents: 3000,
        quantity: 1,
        images: [],
      },
    ]);
  });

  test("a cart stored before pieces had sizes reads as lines of the product as it was", async () => {
    const { storage, store } = setup();
    storage.setItem(
      "guestCart",
      JSON.stringify([{ productId: "p-necklace", name: "Moonlit Strand", price: 24.5, quantity: 1, images: [] }]),
    );
    expect((await store.load()).items).toEqual([
      {
        id: NECKLACE_LINE,
        productId: "p-necklace",
        ...plain,
        name: "Moonlit Strand",
        priceCents: 2450,
        quantity: 1,
        images: [],
      },
    ]);
  });

  test("adding a product the page already has needs no lookup", async () => {
    const { store, lookupProduct } = setup([]);
    await store.add({ ...choice("p-necklace"), product: necklace }, 1);
    expect(lookupProduct).not.toHaveBeenCalled();
    expect((await store.load()).items).toHaveLength(1);
  });

  test("adding a product the shop does not have fails with 'Product not found' and stores nothing", async () => {
    const { storage, store } = setup([]);
    await expect(store.add(choice("p-gone"), 1)).rejects.toThrow(new Error("Product not found"));
    expect(storage.getItem("guestCart")).toBeNull();
  });

  test("adding the same product twice adds to its quantity", async () => {
    const { store } = setup();
    await store.add(choice("p-necklace"), 2);
    const cart = await store.add(choice("p-necklace"), 3);
    expect(cart.items.map((line) => [line.productId, line.quantity])).toEqual([["p-necklace", 5]]);
    expect(cart.totalCents).toBe(12250);
  });

  test("setting a quantity to 0 or below removes the line; emptying the cart deletes the key", async () => {
    const { storage, store } = setup();
    await store.add(choice("p-necklace"), 2);
    expect((await store.setQuantity(NECKLACE_LINE, 4)).items[0]?.quantity).toBe(4);
    expect(await store.setQuantity(NECKLACE_LINE, 0)).toEqual({ items: [], totalCents: 0 });
    expect(storage.getItem("guestCart")).toBeNull();
  });

  test("remove and clear", async () => {
    const { store } = setup();
    await store.add(choice("p-necklace"), 1);
    expect(await store.remove(NECKLACE_LINE)).toEqual({ items: [], totalCents: 0 });
    await store.add(choice("p-necklace"), 1);
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
    await store.add(choice("p-necklace"), 1);
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
      items: [
        {
          id: '["ok","",""]',
          productId: "ok",
          ...plain,
          name: "Kept",
          priceCents: 500,
          quantity: 2,
          images: ["/k.svg"],
        },
      ],
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
