import { describe, expect, test } from "vitest";
import { applyTaxRule, formatRatePercent, keptTaxOf, ppmOfPercent, taxLabel, zip5 } from "@/lib/tax/rule";

const everyState = { collect: "every-state", registration: null, zipRatePpm: null } as const;
const sf = { state: "ca", postalCode: "94105-1234" };

describe("the one tax rule", () => {
  test("every state (the default): the spec's table rate, whatever the ZIP", () => {
    expect(applyTaxRule(sf, everyState)).toEqual({ state: "CA", zip: "94105", ratePpm: 72_500, source: "spec" });
    expect(applyTaxRule({ state: "OR", postalCode: "97201" }, everyState)).toMatchObject({ ratePpm: 0 });
  });

  test("registered only: no tax where she holds no permit, even with a table of that state", () => {
    expect(applyTaxRule(sf, { collect: "registered", registration: null, zipRatePpm: 86_250 })).toEqual({
      state: "CA",
      zip: "94105",
      ratePpm: 0,
      source: "not-registered",
    });
  });

  test("where tax is charged: a ZIP of her table, then her rate, then the spec's", () => {
    const registered = { collect: "registered", registration: { ratePpm: 95_000 } } as const;
    expect(applyTaxRule(sf, { ...registered, zipRatePpm: 86_250 })).toMatchObject({
      ratePpm: 86_250,
      source: "zip-table",
    });
    expect(applyTaxRule(sf, { ...registered, zipRatePpm: null })).toMatchObject({
      ratePpm: 95_000,
      source: "registration",
    });
    expect(
      applyTaxRule(sf, { collect: "registered", registration: { ratePpm: null }, zipRatePpm: null }),
    ).toMatchObject({ ratePpm: 72_500, source: "spec" });
    // Her table applies in every-state mode too: it is her own data for a state where tax is charged.
    expect(applyTaxRule(sf, { ...everyState, zipRatePpm: 86_250 })).toMatchObject({ source: "zip-table" });
  });

  test("the words an order shows for its tax", () => {
    expect(taxLabel({ state: "CA", zip: "94105", ratePpm: 86_250, source: "zip-table" })).toBe(
      "Sales tax (CA 94105, 8.625 %)",
    );
    expect(taxLabel({ state: "CA", zip: "95814", ratePpm: 95_000, source: "registration" })).toBe(
      "Sales tax (CA, 9.5 %)",
    );
    expect(taxLabel({ state: "TX", zip: "73301", ratePpm: 0, source: "not-registered" })).toBe("No sales tax to TX");
    expect(taxLabel({ state: "OR", zip: "97201", ratePpm: 0, source: "spec" })).toBe("No sales tax to OR");
  });

  test("percent ↔ parts per million, exactly", () => {
    expect(ppmOfPercent(9.5)).toBe(95_000);
    expect(ppmOfPercent(8.625)).toBe(86_250);
    expect(ppmOfPercent(0.1)).toBe(1_000);
    expect(formatRatePercent(102_500)).toBe("10.25");
    expect(formatRatePercent(92_575)).toBe("9.2575");
  });

  test("a ZIP's five digits; what an order kept reads back as it was charged", () => {
    expect(zip5(" 02134 ")).toBe("02134");
    expect(zip5("9410")).toBe("");
    expect(
      keptTaxOf({
        taxRatePpm: 86_250,
        taxSource: "zip-table",
        shippingAddress: { state: "ca", postal_code: "94105-0001" },
      }),
    ).toEqual({
      state: "CA",
      zip: "94105",
      source: "zip-table",
      ratePercent: 8.625,
      label: "Sales tax (CA 94105, 8.625 %)",
    });
  });
});
