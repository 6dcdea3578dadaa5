import { describe, expect, test } from "vitest";
import { dollarsToExactCents } from "@/lib/pricing/dollars";

describe("dollarsToExactCents", () => {
  test.each([
    [19.99, 1999],
    [0.29, 29],
    [1005, 100500],
    [4.35, 435],
    [1.1, 110],
    [0.1, 10],
    [12, 1200],
    [0, 0],
    [100000, 10_000_000],
    [9007199254740.99, 900719925474099],
  ])("%s dollars are %i cents exactly", (dollars, cents) => {
    expect(dollarsToExactCents(dollars)).toBe(cents);
  });

  test("a sum with floating-point noise is refused rather than rounded", () => {
    expect(dollarsToExactCents(0.1 + 0.2)).toBeNull();
  });

  test.each([19.999, 1.005, -1, -0.01, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1e21])(
    "%s is refused",
    (dollars) => {
      expect(dollarsToExactCents(dollars)).toBeNull();
    },
  );
});
