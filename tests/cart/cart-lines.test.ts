import { describe, expect, test } from "vitest";
import {
  addLine,
  countItems,
  lineKey,
  removeLine,
  setLineQuantity,
  toCart,
  type CartLine,
  type CartProduct,
} from "@/lib/cart/cart-lines";
import { variantText } from "@/lib/cart/line-display";

const plain = { variantId: null, variantName: null, variantLabel: null, personalization: "", leadTimeDays: 0 };
const necklace: CartProduct = {
  id: "p-necklace",
  name: "Moonlit Strand",
  priceCents: 2450,
  images: ["/a.svg", "/b.svg"],
  ...plain,
};
const ring: CartProduct = { id: "p-ring", name: "Copper Ring", priceCents: 1200, images: [], ...plain };
const ringSeven: CartProduct = {
  ...ring,
  variantId: "v-7",
  variantName: "Ring size",
  variantLabel: "7",
  priceCents: 1400,
  leadTimeDays: 5,
};

function line(id: string, quantity: number, priceCents = 1000): CartLine {
  return { id, productId: id, ...plain, name: `Piece ${id}`, priceCents, quantity, images: [] };
}

describe("adding to a cart", () => {
  test("a new product becomes a line built from its name, price and images, named by its key", () => {
    expect(addLine([], necklace, 2)).toEqual([
      {
        id: '["p-necklace","",""]',
        productId: "p-necklace",
        ...plain,
        name: "Moonlit Strand",
        priceCents: 2450,
        quantity: 2,
        images: ["/a.svg", "/b.svg"],
      },
    ]);
  });

  test("a product already in the cart with the same choice gets the quantity added to its line", () => {
    const lines = addLine(addLine([], necklace, 2), ring, 1);
    expect(addLine(lines, necklace, 3).map((added) => [added.productId, added.quantity])).toEqual([
      ["p-necklace", 5],
      ["p-ring", 1],
    ]);
  });

  test("the same product in another size, or with another text, is another line", () => {
    const lines = addLine(addLine(addLine([], ring, 1), ringSeven, 1), { ...ringSeven, personalization: "A+J" }, 2);
    expect(
      lines.map((added) => [added.id, added.variantLabel, added.personalization, added.priceCents, added.quantity]),
    ).toEqual([
      ['["p-ring","",""]', null, "", 1200, 1],
      ['["p-ring","v-7",""]', "7", "", 1400, 1],
      ['["p-ring","v-7","A+J"]', "7", "A+J", 1400, 2],
    ]);
  });

  test("the line takes the product's current name and price", () => {
    const lines = addLine([], necklace, 1);
    expect(addLine(lines, { ...necklace, name: "Moonlit Strand II", priceCents: 2600 }, 1)).toMatchObject([
      { name: "Moonlit Strand II", priceCents: 2600, quantity: 2 },
    ]);
  });

  test.each([0, -1, 1.5, Number.NaN])("a quantity of %s is refused", (quantity) => {
    expect(() => addLine([], necklace, quantity)).toThrow(RangeError);
  });

  test("a line's key cannot be confused by a text that looks like another part of it", () => {
    expect(lineKey({ productId: "p", variantId: null, personalization: "|v" })).not.toBe(
      lineKey({ productId: "p", variantId: "v", personalization: "" }),
    );
  });

  test("the size a line is for reads as the shop says it", () => {
    expect(variantText(ringSeven)).toBe("Ring size: 7");
    expect(variantText({ variantName: null, variantLabel: "7" })).toBe("7");
    expect(variantText(ring)).toBe("");
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

  test("of a line not in the cart changes nothing", () => {
    expect(setLineQuantity(lines, "zzz", 3)).toEqual(lines);
  });
});

describe("removing and counting", () => {
  test("Remove deletes only that line", () => {
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
