import { describe, expect, test } from "vitest";
import { cartTotals } from "@/lib/pricing/cart-totals";

describe("the cart sidebar's estimate", () => {
  test("an empty cart costs nothing, not even shipping", () => {
    expect(cartTotals([])).toEqual({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });

  test("two pieces at $24.50: 49.00 + 10.00 shipping + 4.29 tax (4.2875 rounds up) = 63.29", () => {
    expect(cartTotals([{ priceCents: 2450, quantity: 2 }])).toEqual({
      subtotalCents: 4_900,
      shippingCents: 1_000,
      taxCents: 429,
      totalCents: 6_329,
    });
  });

  test("two lines: 2 × 24.50 + 12.00 = 61.00, tax 5.3375 → 5.34, total 76.34", () => {
    expect(
      cartTotals([
        { priceCents: 2450, quantity: 2 },
        { priceCents: 1200, quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 6_100,
      shippingCents: 1_000,
      taxCents: 534,
      totalCents: 7_634,
    });
  });

  test("shipping stays flat however many pieces: 3 × 19.99 = 59.97, tax 5.247375 → 5.25, total 75.22", () => {
    expect(cartTotals([{ priceCents: 1999, quantity: 3 }])).toEqual({
      subtotalCents: 5_997,
      shippingCents: 1_000,
      taxCents: 525,
      totalCents: 7_522,
    });
  });

  test("tax rounds to the nearest cent, half a cent up", () => {
    expect(cartTotals([{ priceCents: 1111, quantity: 1 }]).taxCents).toBe(97); // 0.972125
    expect(cartTotals([{ priceCents: 1234, quantity: 1 }]).taxCents).toBe(108); // 1.07975
    expect(cartTotals([{ priceCents: 40, quantity: 1 }]).taxCents).toBe(4); // 0.035 exactly
  });

  test("prices that are awkward in binary still add up to the cent: 0.10 + 0.20 = 0.30", () => {
    expect(
      cartTotals([
        { priceCents: 10, quantity: 1 },
        { priceCents: 20, quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 30,
      shippingCents: 1_000,
      taxCents: 3, // 0.02625
      totalCents: 1_033,
    });
  });
});
