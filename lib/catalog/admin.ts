import "server-only";
import { db } from "@/lib/db";
import { toProductDto, type ProductDto } from "@/lib/catalog/dto";

/**
 * Every product on sale, newest first, for the admin table. Unlike the public list there is no cap of 100:
 * the maker must be able to reach every piece to edit or delete it. Soft-deleted products are not listed.
 */
export async function listAdminProducts(): Promise<ProductDto[]> {
  const rows = await db.product.findMany({
    where: { deletedAt: null },
    // Same order as the shop, with the id breaking ties between products created in the same instant.
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toProductDto);
}
