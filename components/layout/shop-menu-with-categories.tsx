import { connection } from "next/server";
import { ShopMenu } from "@/components/layout/shop-menu";
import { listMenuCategories } from "@/lib/catalog/queries";
import { listMenuCollections } from "@/lib/collections/collections";

/**
 * The Shop menu with the catalog's categories and her collections; All Products alone when they cannot be read, so
 * the header renders.
 */
export async function ShopMenuWithCategories() {
  // Read per request: the build has no database, and categories and collections change as the maker edits them.
  await connection();
  const [categories, collections] = await Promise.all([listMenuCategories(), listMenuCollections()]);
  return <ShopMenu categories={categories} collections={collections} />;
}
