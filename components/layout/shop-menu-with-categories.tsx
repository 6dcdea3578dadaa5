import { connection } from "next/server";
import { ShopMenu } from "@/components/layout/shop-menu";
import { listMenuCategories } from "@/lib/catalog/queries";

/** The Shop menu with the catalog's categories; All Products alone when they cannot be read, so the header renders. */
export async function ShopMenuWithCategories() {
  // Read per request: the build has no database, and categories change as the maker edits the catalog.
  await connection();
  return <ShopMenu categories={await listMenuCategories()} />;
}
