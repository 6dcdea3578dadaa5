import { describe, expect, test } from "vitest";
import { centsToDollars, dollarsToCents, formatDollars, formatUsd } from "@/lib/pricing/money";

describe("money helpers", () => {
  test("cents and dollars convert both ways without float noise", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1250)).toBe(12.5);
  });

  test("amounts show as US dollars with two decimals, from cents or from the API's dollars", () => {
    expect(formatUsd(1250)).toBe("$12.50");
    expect(formatUsd(123456)).toBe("$1,234.56");
    expect(formatDollars(12.5)).toBe("$12.50");
    expect(formatDollars(0.1 * 3)).toBe("$0.30");
    expect(formatDollars(0)).toBe("$0.00");
  });

  test("a fraction of a cent is a bug upstream, not something to show", () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
  });
});
