import "server-only";
import type { Product } from "@/lib/generated/prisma/client";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/product-image.shared";
import { centsToDollars } from "@/lib/pricing/money";

/** A product as the shop and the API present it (docs/api.md, Shapes): dollars, not cents. */
export type ProductDto = {
  id: string;
  name: string;
  description: string | null;
  price: number;
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
    price: centsToDollars(product.priceCents),
    category: product.category,
    stock: product.stock,
    // The one rule for availability: out of stock means stock = 0 (docs/decisions.md).
    inStock: product.stock > 0,
    imageUrl: product.images[0] ?? PLACEHOLDER_PRODUCT_IMAGE,
    images: product.images,
  };
}
