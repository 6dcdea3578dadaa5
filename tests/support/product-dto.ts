import type { ProductDto } from "@/lib/catalog/dto";

/** What a product answers that is neither one of a kind, made to order, in sizes, personalized, nor a draft. */
export const PLAIN_PIECE = {
  oneOfAKind: false,
  leadTimeDays: 0,
  variantName: null,
  variants: [],
  personalization: null,
  published: true,
  soldAt: null,
  materials: [],
  metal: null,
  stones: [],
  colors: [],
  gender: "unisex",
  ageGroup: "adult",
  care: null,
} as const satisfies Partial<ProductDto>;

/**
 * A product as the shop presents it, for unit tests of what renders or sends one: a plain piece unless told otherwise.
 */
export function productDto(overrides: Partial<ProductDto> = {}): ProductDto {
  const priceCents = overrides.priceCents ?? 2_450;
  const stock = overrides.stock ?? 3;
  return {
    id: "ckpiece1",
    name: "Test Piece",
    description: null,
    priceCents,
    basePriceCents: priceCents,
    priceVaries: false,
    category: "Necklaces",
    stock,
    inStock: stock > 0,
    availability: stock > 0 ? "in_stock" : "out_of_stock",
    imageUrl: "/placeholder-product.svg",
    images: [],
    ...PLAIN_PIECE,
    variants: [],
    ...overrides,
  };
}
