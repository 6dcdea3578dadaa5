import "server-only";
import { db } from "@/lib/db";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";
import { NEWEST_FIRST, VISIBLE } from "@/lib/catalog/queries";

/**
 * Every product on sale, newest first, for the admin table. Unlike the public list there is no cap of 100:
 * the maker must be able to reach every piece to edit or delete it. Soft-deleted products are not listed.
 */
export async function listAdminProducts(): Promise<ProductDto[]> {
  const rows = await db.product.findMany({
    where: VISIBLE,
    // Same order as the shop.
    orderBy: NEWEST_FIRST,
  });
  return rows.map(toProductDto);
}
