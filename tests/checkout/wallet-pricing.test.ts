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

  test("an address in New York: subtotal, shipping and 4 % tax as line items summing to the amount", () => {
    const update = priceWalletChoice({ subtotalCents: 3_000, method: "express", region: "ny", requireRegion: true });
    expect(update).toEqual({
      status: "success",
      state: "NY",
      amount: 4_620,
      lineItems: lines(["Subtotal", 3_000], ["Shipping", 1_500], ["Tax", 120]),
    });
  });

  test("a discount code's part shows as a negative line; tax is on the discounted subtotal and the lines still sum to the amount", () => {
    const update = priceWalletChoice({
      subtotalCents: 3_000,
      discountCents: 1_000,
      method: "express",
      region: "NY",
      requireRegion: true,
    });
    // 30.00 − 10.00 = 20.00; NY 4 % = 0.80; express 15.00: 35.80
    expect(update).toEqual({
      status: "success",
      state: "NY",
      amount: 3_580,
      lineItems: lines(["Subtotal", 3_000], ["Discount", -1_000], ["Shipping", 1_500], ["Tax", 80]),
    });
  });

  test("an address without a region is refused; before any address, California's tax applies", () => {
    expect(priceWalletChoice({ subtotalCents: 3_000, method: "standard", region: " ", requireRegion: true })).toEqual({
      status: "invalid_shipping_address",
    });
    expect(
      priceWalletChoice({ subtotalCents: 3_000, method: "standard", region: null, requireRegion: false }),
    ).toMatchObject({ status: "success", state: "CA", amount: 3_218 });
  });
});
