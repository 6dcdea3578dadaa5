import "server-only";
import { db } from "@/lib/db";

// The admin form's categories (spec §3), in the order the shop menu lists them; any others follow alphabetically.
const MENU_ORDER = ["necklaces", "bracelets", "earrings", "rings", "custom"];

function rank(category: string): number {
  const index = MENU_ORDER.indexOf(category.toLowerCase());
  return index === -1 ? MENU_ORDER.length : index;
}

/** Category names for the header's Shop menu, in menu order; case variants of one name appear once. */
export function orderMenuCategories(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name.length === 0 || seen.has(key)) continue;
    seen.add(key);
    unique.push(name);
  }
  return unique.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, "en", { sensitivity: "base" }));
}

/** The distinct categories of products on sale (soft-deleted products excluded), in menu order. */
export async function listMenuCategories(): Promise<string[]> {
  const rows = await db.product.findMany({
    where: { deletedAt: null },
    distinct: ["category"],
    select: { category: true },
    orderBy: { category: "asc" },
  });
  return orderMenuCategories(rows.map((row) => row.category));
}
