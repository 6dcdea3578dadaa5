import { describe, expect, test } from "vitest";
import { handlingDaysOf, isListable, listingFactsOf } from "@/lib/catalog/listing-facts";
import { productDto } from "../support/product-dto";

const ring = productDto({
  id: "ckring",
  priceCents: 4_200,
  metal: "sterling-silver",
  materials: ["Garnet"],
  stones: ["Garnet"],
  colors: ["Red", "Silver", "Gold", "Green"],
  gender: "female",
  variantName: "Ring size",
  variants: [
    { id: "cksize6", label: "6", priceCents: 4_200, ownPrice: false, stock: 1, inStock: true },
    { id: "cksize8", label: "8", priceCents: 4_800, ownPrice: true, stock: 0, inStock: false },
  ],
});

describe("the facts a shopping engine reads of a piece", () => {
  test("a ring in two sizes is two items of one group, each at its own price and stock", () => {
    const facts = listingFactsOf(ring);
    expect(facts.groupId).toBe("ckring");
    expect(facts.items).toEqual([
      { id: "cksize6", size: "6", priceCents: 4_200, inStock: true },
      { id: "cksize8", size: "8", priceCents: 4_800, inStock: false },
    ]);
  });

  test("a piece without sizes is its own one item", () => {
    expect(listingFactsOf(productDto({ id: "ckplain", priceCents: 2_450, stock: 0 })).items).toEqual([
      { id: "ckplain", size: null, priceCents: 2_450, inStock: false },
    ]);
  });

  test("material names the metal then her materials; colour keeps the first three; audience as she set it", () => {
    const facts = listingFactsOf(ring);
    expect(facts.material).toBe("Sterling silver/Garnet");
    expect(facts.color).toBe("Red/Silver/Gold");
    expect(facts.stones).toEqual(["Garnet"]);
    expect(facts.gender).toBe("female");
    expect(facts.ageGroup).toBe("adult");
  });

  test("a piece with no materials and no colours says none rather than an empty value", () => {
    const facts = listingFactsOf(productDto());
    expect(facts.material).toBeNull();
    expect(facts.color).toBeNull();
  });

  test("ready to ship leaves in 0–1 business days, made to order in its lead time; standard shipping is free in 5–7", () => {
    expect(handlingDaysOf(0)).toEqual({ min: 0, max: 1 });
    expect(handlingDaysOf(10)).toEqual({ min: 10, max: 10 });
    expect(listingFactsOf(productDto({ leadTimeDays: 4 })).handlingDays).toEqual({ min: 4, max: 4 });
    expect(listingFactsOf(ring).shipping).toEqual({ priceCents: 0, transitDays: { min: 5, max: 7 } });
  });

  test("drafts and sold pieces are never listed; out of stock pieces are", () => {
    expect(isListable(productDto())).toBe(true);
    expect(isListable(productDto({ stock: 0 }))).toBe(true);
    expect(isListable(productDto({ published: false }))).toBe(false);
    expect(isListable(productDto({ stock: 0, oneOfAKind: true, availability: "sold" }))).toBe(false);
  });
});
