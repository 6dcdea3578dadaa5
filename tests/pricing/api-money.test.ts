import { describe, expect, test } from "vitest";
import { fromApiDollars, toApiDollars } from "@/lib/pricing/api-money";

describe("money at the API's edge", () => {
  test("cents fields leave as the API's dollar fields, at any depth; other fields pass untouched", () => {
    const createdAt = new Date("2026-11-24T10:15:00.000Z");
    expect(
      toApiDollars({
        amount: 4718,
        subtotalCents: 3000,
        shippingCents: 1500,
        taxCents: 218,
        totalCents: 4718,
        createdAt,
        items: [{ priceCents: 1250, quantity: 2, product: { name: "Ring", images: ["/a.svg"] } }],
      }),
    ).toEqual({
      amount: 4718,
      subtotal: 30,
      shippingCost: 15,
      taxAmount: 2.18,
      total: 47.18,
      createdAt,
      items: [{ price: 12.5, quantity: 2, product: { name: "Ring", images: ["/a.svg"] } }],
    });
  });

  test("an answer read in the browser gets its cents back, whole cents however the dollars were written", () => {
    expect(fromApiDollars({ items: [{ price: 19.99, quantity: 3, subtotal: 59.97 }], total: 0.3 })).toEqual({
      items: [{ priceCents: 1999, quantity: 3, subtotalCents: 5997 }],
      totalCents: 30,
    });
  });

  test("a payment intent's `amount` stays in cents both ways: the table never owns that name (a refund converts its own)", () => {
    expect(fromApiDollars({ amount: 5_790, subtotal: 40 })).toEqual({ amount: 5_790, subtotalCents: 4_000 });
    expect(toApiDollars({ amount: 5_790, totalCents: 5_790 })).toEqual({ amount: 5_790, total: 57.9 });
  });

  test("only numbers are converted: a missing or malformed amount stays as it came, for the reader to refuse", () => {
    expect(fromApiDollars({ price: "12", total: null })).toEqual({ price: "12", total: null });
    expect(fromApiDollars([1, "x", null])).toEqual([1, "x", null]);
  });

  test("fields named after Object's own properties pass untouched both ways: no money name is looked up on a prototype", () => {
    const answer = { constructor: 12, toString: 3, hasOwnProperty: 4, totalCents: 500 };
    expect(toApiDollars(answer)).toEqual({ constructor: 12, toString: 3, hasOwnProperty: 4, total: 5 });
    expect(fromApiDollars({ constructor: 12, toString: 3, hasOwnProperty: 4, total: 5 })).toEqual(answer);
  });
});
