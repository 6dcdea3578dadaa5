import { describe, expect, test } from "vitest";
import { canonicalCategory, sortCategories } from "@/lib/catalog/categories";

describe("categories", () => {
  test("a category typed in any case maps to the admin form's spelling", () => {
    expect(canonicalCategory(" bRaCeLeTs ")).toBe("Bracelets");
    expect(canonicalCategory("Anklets")).toBeUndefined();
  });

  test("sorting puts the admin form's order first, then other names alphabetically, without duplicates", () => {
    expect(
      sortCategories(["Zircon", "Custom", "Anklets", "Rings", "Necklaces", "Rings", "Earrings", "Bracelets"]),
    ).toEqual(["Necklaces", "Bracelets", "Earrings", "Rings", "Custom", "Anklets", "Zircon"]);
  });
});
