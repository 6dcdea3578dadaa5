import { connection } from "next/server";
import { ShopMenu } from "@/components/layout/shop-menu";
import { listMenuCategories } from "@/lib/catalog/queries";

/** The Shop menu with the catalogue's categories; with only All Products when they cannot be read (spec §8). */
export async function ShopMenuWithCategories() {
  // Read per request: the build has no database, and categories change as the maker edits the catalogue.
  await connection();
  return <ShopMenu categories={await listMenuCategories()} />;
}
