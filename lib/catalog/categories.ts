// Pure on purpose (no server-only): the admin form offers the same list the server accepts.

/** The categories of the admin form (docs/decisions.md), in its order; the only values a product may be saved with. */
export const PRODUCT_CATEGORIES = ["Necklaces", "Bracelets", "Earrings", "Rings", "Custom"] as const;

type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The admin category with this name in any letter case ("rings" → "Rings"), or undefined. */
export function canonicalCategory(name: string): ProductCategory | undefined {
  const wanted = name.trim().toLowerCase();
  return PRODUCT_CATEGORIES.find((category) => category.toLowerCase() === wanted);
}

/** The admin form's order first, then any other names (older data) alphabetically. */
export function sortCategories(names: Iterable<string>): string[] {
  const rank = (name: string) => {
    const index = PRODUCT_CATEGORIES.indexOf(name as ProductCategory);
    return index === -1 ? PRODUCT_CATEGORIES.length : index;
  };
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, "en"));
}
