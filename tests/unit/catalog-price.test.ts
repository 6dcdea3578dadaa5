import { describe, expect, test } from "vitest";
import { canonicalCategory, sortCategories } from "@/lib/catalog/categories";
import { dollarsToExactCents } from "@/lib/catalog/price";

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

  test.each([19.999, 1.005, -1, -0.01, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1e21])("%s is refused", (dollars) => {
    expect(dollarsToExactCents(dollars)).toBeNull();
  });
});

describe("categories", () => {
  test("a category typed in any case maps to the admin form's spelling", () => {
    expect(canonicalCategory(" bRaCeLeTs ")).toBe("Bracelets");
    expect(canonicalCategory("Anklets")).toBeUndefined();
  });

  test("sorting puts the admin form's order first, then other names alphabetically, without duplicates", () => {
    expect(sortCategories(["Zircon", "Custom", "Anklets", "Rings", "Necklaces", "Rings", "Earrings", "Bracelets"])).toEqual([
      "Necklaces",
      "Bracelets",
      "Earrings",
      "Rings",
      "Custom",
      "Anklets",
      "Zircon",
    ]);
  });
});
