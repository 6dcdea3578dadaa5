import { describe, expect, test } from "vitest";
import { addLine, countItems, removeLine, setLineQuantity, toCart, type CartLine } from "@/lib/cart/cart-lines";

const necklace = { id: "p-necklace", name: "Moonlit Strand", priceCents: 2450, images: ["/a.svg", "/b.svg"] };
const ring = { id: "p-ring", name: "Copper Ring", priceCents: 1200, images: [] };

function line(productId: string, quantity: number, priceCents = 1000): CartLine {
  return { productId, name: `Piece ${productId}`, priceCents, quantity, images: [] };
}

describe("adding to a cart", () => {
  test("a new product becomes a line built from its name, price and images", () => {
    expect(addLine([], necklace, 2)).toEqual([
      { productId: "p-necklace", name: "Moonlit Strand", priceCents: 2450, quantity: 2, images: ["/a.svg", "/b.svg"] },
    ]);
  });

  test("a product already in the cart gets the quantity added to its line", () => {
    const lines = addLine(addLine([], necklace, 2), ring, 1);
    expect(addLine(lines, necklace, 3)).toEqual([
      { productId: "p-necklace", name: "Moonlit Strand", priceCents: 2450, quantity: 5, images: ["/a.svg", "/b.svg"] },
      { productId: "p-ring", name: "Copper Ring", priceCents: 1200, quantity: 1, images: [] },
    ]);
  });

  test("the line takes the product's current name and price", () => {
    const lines = addLine([], necklace, 1);
    expect(addLine(lines, { ...necklace, name: "Moonlit Strand II", priceCents: 2600 }, 1)).toEqual([
      { productId: "p-necklace", name: "Moonlit Strand II", priceCents: 2600, quantity: 2, images: ["/a.svg", "/b.svg"] },
    ]);
  });

  test.each([0, -1, 1.5, Number.NaN])("a quantity of %s is refused", (quantity) => {
    expect(() => addLine([], necklace, quantity)).toThrow(RangeError);
  });
});

describe("changing a quantity", () => {
  const lines = [line("a", 2), line("b", 1)];

  test("sets the line's quantity and leaves the others alone", () => {
    expect(setLineQuantity(lines, "a", 7)).toEqual([line("a", 7), line("b", 1)]);
  });

  test.each([0, -1, -10])("to %s removes the line", (quantity) => {
    expect(setLineQuantity(lines, "a", quantity)).toEqual([line("b", 1)]);
  });

  test("of a product not in the cart changes nothing", () => {
    expect(setLineQuantity(lines, "zzz", 3)).toEqual(lines);
  });
});

describe("removing and counting", () => {
  test("Remove deletes only that product's line", () => {
    expect(removeLine([line("a", 2), line("b", 1)], "a")).toEqual([line("b", 1)]);
  });

  test("the badge counts pieces, not lines", () => {
    expect(countItems([line("a", 2), line("b", 1), line("c", 4)])).toBe(7);
    expect(countItems([])).toBe(0);
  });

  test("the cart's total is the sum of price × quantity, to the cent", () => {
    expect(toCart([line("a", 2, 2450), line("b", 3, 10)]).totalCents).toBe(4930);
    expect(toCart([]).totalCents).toBe(0);
  });
});
