import { describe, expect, test } from "vitest";
import table from "@/data/us-state-sales-tax-2025.json";
import { checkoutTotals, computeTaxCents } from "@/lib/pricing/totals";
import { stateTaxRate, TAX_RATE_SOURCE, US_STATE_CODES } from "@/lib/pricing/tax-rates";

describe("tax a buyer pays at checkout, by shipping state", () => {
  test("California 7.25 %: $100.00 → $7.25", () => {
    expect(computeTaxCents(10_000, stateTaxRate("CA"))).toBe(725);
  });

  test("New York 4 %: $49.99 → 1.9996 → $2.00", () => {
    expect(computeTaxCents(4_999, stateTaxRate("NY"))).toBe(200);
  });

  test("Texas 6.25 %: $80.00 → $5.00", () => {
    expect(computeTaxCents(8_000, stateTaxRate("TX"))).toBe(500);
  });

  test("Washington 6.5 %: $123.45 → 8.02425 → $8.02", () => {
    expect(computeTaxCents(12_345, stateTaxRate("WA"))).toBe(802);
  });

  test.each(["AK", "DE", "MT", "NH", "OR"])("%s charges no sales tax", (state) => {
    expect(stateTaxRate(state)).toBe(0);
    expect(computeTaxCents(10_000, stateTaxRate(state))).toBe(0);
  });

  test.each(["ZZ", "DC", "PR", "", "California"])("an unknown state (%j) pays 0", (state) => {
    expect(computeTaxCents(10_000, stateTaxRate(state))).toBe(0);
  });

  test("a missing state pays 0", () => {
    expect(computeTaxCents(10_000, stateTaxRate(undefined))).toBe(0);
    expect(computeTaxCents(10_000, stateTaxRate(null))).toBe(0);
  });

  test("half a cent rounds up: $10.00 in CA is 72.5 ¢ → 73 ¢, in TX 62.5 ¢ → 63 ¢", () => {
    expect(computeTaxCents(1_000, stateTaxRate("CA"))).toBe(73);
    expect(computeTaxCents(1_000, stateTaxRate("TX"))).toBe(63);
  });

  test("just under half a cent rounds down: $9.99 in CA is 72.4275 ¢ → 72 ¢", () => {
    expect(computeTaxCents(999, stateTaxRate("CA"))).toBe(72);
  });

  test("three-decimal rates stay exact: MN 6.875 % of $10.00 = 68.75 ¢ → 69 ¢, MO 4.225 % of $20.00 = 84.5 ¢ → 85 ¢", () => {
    expect(stateTaxRate("MN")).toBe(68_750);
    expect(computeTaxCents(1_000, stateTaxRate("MN"))).toBe(69);
    expect(computeTaxCents(2_000, stateTaxRate("MO"))).toBe(85);
  });

  test("a state typed in lower case or with spaces still finds its rate", () => {
    expect(computeTaxCents(10_000, stateTaxRate(" ca "))).toBe(725);
  });

  test("fractional or negative subtotals are a programming error, not a price", () => {
    expect(() => computeTaxCents(10.5, stateTaxRate("CA"))).toThrow(RangeError);
    expect(() => computeTaxCents(-1, stateTaxRate("CA"))).toThrow(RangeError);
  });
});

describe("the state tax table", () => {
  test("covers exactly the 50 states, without DC or territories", () => {
    expect(US_STATE_CODES).toHaveLength(50);
    expect(US_STATE_CODES).not.toContain("DC");
    expect(US_STATE_CODES).toContain("WY");
    expect(US_STATE_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  test("keeps the source of its rates", () => {
    expect(TAX_RATE_SOURCE).toMatch(/Tax Foundation/);
    expect(table.unit).toBe("percent");
  });

  test("every state's rate is an integer number of parts per million", () => {
    for (const code of US_STATE_CODES) expect(Number.isInteger(stateTaxRate(code))).toBe(true);
  });
});

describe("checkout totals", () => {
  test("$49.00 by express to California: 49.00 + 15.00 + 3.5525 → 3.55 = 67.55", () => {
    expect(checkoutTotals({ subtotalCents: 4_900, method: "express", taxRate: stateTaxRate("CA") })).toEqual({
      subtotalCents: 4_900,
      discountCents: 0,
      shippingCents: 1_500,
      taxCents: 355,
      totalCents: 6_755,
    });
  });

  test("standard shipping is free and tax is on the subtotal only: $80.00 to TX = 85.00", () => {
    expect(checkoutTotals({ subtotalCents: 8_000, method: "standard", taxRate: stateTaxRate("TX") })).toEqual({
      subtotalCents: 8_000,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 500,
      totalCents: 8_500,
    });
  });

  test("priority to Oregon: $100.00 + $25.00, no tax = 125.00", () => {
    expect(checkoutTotals({ subtotalCents: 10_000, method: "priority", taxRate: stateTaxRate("OR") }).totalCents).toBe(
      12_500,
    );
  });
});
