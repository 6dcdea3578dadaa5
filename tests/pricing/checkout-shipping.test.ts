import { describe, expect, test } from "vitest";
import { estimateArrival, isShippingMethod, SHIPPING_METHODS, shippingCostCents } from "@/lib/pricing/shipping";

/** A local calendar day, as the buyer's browser sees it. */
const day = (month: number, date: number) => new Date(2026, month - 1, date);
const monday = new Date(2026, 10, 23, 14, 30); // Mon 23 Nov 2026, mid-afternoon

describe("shipping methods a buyer chooses from", () => {
  test("standard is free, express $15, priority $25", () => {
    expect(shippingCostCents("standard")).toBe(0);
    expect(shippingCostCents("express")).toBe(1_500);
    expect(shippingCostCents("priority")).toBe(2_500);
  });

  test("each says its transit time in business days", () => {
    expect(SHIPPING_METHODS.standard.transit).toBe("5-7 business days");
    expect(SHIPPING_METHODS.express.transit).toBe("3 business days");
    expect(SHIPPING_METHODS.priority.transit).toBe("1-2 business days");
  });

  test("only the three method names are accepted", () => {
    expect(isShippingMethod("express")).toBe(true);
    expect(isShippingMethod("overnight")).toBe(false);
    expect(isShippingMethod(undefined)).toBe(false);
  });
});

describe("estimated arrival", () => {
  test("standard ordered on a Monday arrives the next Monday to Wednesday (5-7 business days)", () => {
    expect(estimateArrival("standard", monday)).toEqual({ earliest: day(11, 30), latest: day(12, 2) });
  });

  test("express ordered on a Friday skips the weekend: Wednesday", () => {
    expect(estimateArrival("express", day(11, 27))).toEqual({ earliest: day(12, 2), latest: day(12, 2) });
  });

  test("priority ordered on a Saturday arrives Monday or Tuesday", () => {
    expect(estimateArrival("priority", day(11, 28))).toEqual({ earliest: day(11, 30), latest: day(12, 1) });
  });

  test("priority ordered on a Monday arrives Tuesday or Wednesday", () => {
    expect(estimateArrival("priority", monday)).toEqual({ earliest: day(11, 24), latest: day(11, 25) });
  });

  test("the order date is not changed", () => {
    const from = new Date(monday);
    estimateArrival("standard", from);
    expect(from).toEqual(monday);
  });
});
