// Browser side: the catalogue's public calls (docs/api.md, Products), typed by the handlers' own functions. Both
// probe without a session: a signed-out visitor is never sent to /login by them.
import { apiData, apiFetch } from "@/lib/browser/api-client";
import type { ProductDto } from "@/lib/catalog/dto";

/** GET /api/products/search?q=&limit=: the best `limit` matches, best first, and how many match in all. */
export async function searchProducts(
  term: string,
  limit: number,
  signal?: AbortSignal,
): Promise<{ products: ProductDto[]; total: number }> {
  const { data, total } = await apiFetch<ProductDto[]>(
    `/api/products/search?q=${encodeURIComponent(term)}&limit=${limit}`,
    {
      signal,
      redirectOnExpiry: false,
    },
  );
  return { products: data, total: total ?? data.length };
}

/** GET /api/products/{id}: one product on sale (404 when there is none). */
export function getProduct(id: string): Promise<ProductDto> {
  return apiData(`/api/products/${encodeURIComponent(id)}`, { redirectOnExpiry: false });
}
