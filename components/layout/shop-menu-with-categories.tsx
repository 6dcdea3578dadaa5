import { connection } from "next/server";
import { ShopMenu } from "@/components/layout/shop-menu";
import { listCategories } from "@/lib/catalog/queries";

/** The Shop menu with the catalogue's categories; with only All Products when they cannot be read (spec §8). */
export async function ShopMenuWithCategories() {
  // Read per request: the build has no database, and categories change as the maker edits the catalogue.
  await connection();
  let categories: string[] = [];
  try {
    categories = await listCategories();
  } catch (error) {
    console.error("Failed to load categories", error);
  }
  return <ShopMenu categories={categories} />;
}
