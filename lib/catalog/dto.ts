import "server-only";
import type { Product } from "@/lib/generated/prisma/client";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/product-image";

/** A product as the shop presents it (docs/api.md, Shapes); the API answers `priceCents` as `price` in dollars. */
export type ProductDto = {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  category: string;
  stock: number;
  inStock: boolean;
  imageUrl: string;
  images: string[];
};

/** Map a database row to the public product shape. */
export function toProductDto(product: Product): ProductDto {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    priceCents: product.priceCents,
    category: product.category,
    stock: product.stock,
    // The one rule for availability: out of stock means stock = 0 (docs/decisions.md).
    inStock: product.stock > 0,
    imageUrl: product.images[0] ?? PLACEHOLDER_PRODUCT_IMAGE,
    images: product.images,
  };
}
