import { describe, expect, test } from "vitest";
import { priceWalletChoice, walletShippingRates } from "@/lib/checkout/wallet-pricing";

/** The wallet sheet's lines, written as [label, cents] pairs. */
const lines = (...items: [string, number][]) => items.map(([name, amount]) => ({ name, amount }));

describe("what the wallet button shows as the buyer picks an address and a rate", () => {
  test("the three rates in cents, in the checkout's order, or with the method chosen on the page first", () => {
    expect(walletShippingRates().map((rate) => [rate.id, rate.amount])).toEqual([
      ["standard", 0],
      ["express", 1_500],
      ["priority", 2_500],
    ]);
    expect(walletShippingRates("express").map((rate) => rate.id)).toEqual(["express", "standard", "priority"]);
  });

  test("at New York's 4 % (40 000 parts per million): subtotal, shipping and tax as line items summing to the amount", () => {
    const update = priceWalletChoice({ subtotalCents: 3_000, method: "express", taxRatePpm: 40_000 });
    expect(update).toEqual({
      amount: 4_620,
      lineItems: lines(["Subtotal", 3_000], ["Shipping", 1_500], ["Tax", 120]),
    });
  });

  test("a discount code's part shows as a negative line; tax is on the discounted subtotal and the lines still sum to the amount", () => {
    const update = priceWalletChoice({
      subtotalCents: 3_000,
      discountCents: 1_000,
      method: "express",
      taxRatePpm: 40_000,
    });
    // 30.00 − 10.00 = 20.00; NY 4 % = 0.80; express 15.00: 35.80
    expect(update).toEqual({
      amount: 3_580,
      lineItems: lines(["Subtotal", 3_000], ["Discount", -1_000], ["Shipping", 1_500], ["Tax", 80]),
    });
  });

  test("a ZIP's rate of 8.625 % rounds half a cent up; an unknown method is priced as standard", () => {
    // 49.99 × 8.625 % = 4.3116… → 4.31
    expect(priceWalletChoice({ subtotalCents: 4_999, method: "sled", taxRatePpm: 86_250 })).toEqual({
      amount: 5_430,
      lineItems: lines(["Subtotal", 4_999], ["Shipping", 0], ["Tax", 431]),
    });
  });
});
