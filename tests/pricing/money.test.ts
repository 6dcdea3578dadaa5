import { describe, expect, test } from "vitest";
import { centsToDollars, dollarsToCents } from "@/lib/pricing/dollars";
import { formatUsd, lineTotalCents, subtotalCents } from "@/lib/pricing/money";

describe("money helpers", () => {
  test("cents and dollars convert both ways without float noise", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1250)).toBe(12.5);
  });

  test("amounts show as US dollars with two decimals", () => {
    expect(formatUsd(1250)).toBe("$12.50");
    expect(formatUsd(123456)).toBe("$1,234.56");
    expect(formatUsd(30)).toBe("$0.30");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(100000)).toBe("$1,000.00");
    expect(formatUsd(99999999)).toBe("$999,999.99");
    expect(formatUsd(123456789012)).toBe("$1,234,567,890.12");
    expect(formatUsd(-123456)).toBe("-$1,234.56");
    expect(formatUsd(-5)).toBe("-$0.05");
  });

  test("the hand-written format is what Intl writes for en-US dollars", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    for (const cents of [0, 1, 99, 100, 101, 999, 1000, 99999, 100000, 1234567, 100000000, -1, -100000]) {
      expect(formatUsd(cents)).toBe(intl.format(cents / 100));
    }
  });

  test("a line's total is price × quantity, and a subtotal sums the lines", () => {
    expect(lineTotalCents({ priceCents: 2450, quantity: 3 })).toBe(7350);
    expect(
      subtotalCents([
        { priceCents: 2450, quantity: 2 },
        { priceCents: 10, quantity: 3 },
      ]),
    ).toBe(4930);
    expect(subtotalCents([])).toBe(0);
  });

  test("a fraction of a cent is a bug upstream, not something to show", () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
  });
});
