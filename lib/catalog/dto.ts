import "server-only";
import { attributesOf, type JewelryAttributes } from "@/lib/catalog/attributes";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  availabilityOf,
  fromPrice,
  variantPriceCents,
  type Availability,
  type PersonalizationSpec,
} from "@/lib/catalog/pieces";
import { PLACEHOLDER_PRODUCT_IMAGE } from "@/lib/catalog/product-image";

/** A product row with its variants in the shop's order: what every read of a product loads. */
export const withVariants = {
  variants: { orderBy: [{ position: "asc" }, { id: "asc" }] },
} satisfies Prisma.ProductInclude;
export type ProductRow = Prisma.ProductGetPayload<{ include: typeof withVariants }>;

/** One size or length as the shop presents it; `priceCents` is what it sells at, `ownPrice` whether it has its own. */
export type VariantDto = {
  id: string;
  label: string;
  priceCents: number;
  ownPrice: boolean;
  stock: number;
  inStock: boolean;
};

/**
 * A product as the shop presents it (docs/api.md, Shapes); the API answers each `…Cents` field in dollars under its
 * name without "Cents". `priceCents` is the lowest price it sells at (a card's "from"), `basePriceCents` the price
 * the maker set, which variants without their own sell at.
 */
export type ProductDto = {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  basePriceCents: number;
  /** Whether its variants sell at different prices (a card says "from"). */
  priceVaries: boolean;
  category: string;
  stock: number;
  inStock: boolean;
  availability: Availability;
  imageUrl: string;
  images: string[];
  oneOfAKind: boolean;
  leadTimeDays: number;
  variantName: string | null;
  variants: VariantDto[];
  personalization: PersonalizationSpec | null;
  published: boolean;
  /** When a one-of-a-kind piece sold (ISO 8601), or null. */
  soldAt: string | null;
} & JewelryAttributes;

/** The piece's personalization, or null when it takes none. */
export function personalizationOf(
  row: Pick<ProductRow, "personalizationLabel" | "personalizationMaxLength" | "personalizationRequired">,
): PersonalizationSpec | null {
  if (row.personalizationLabel === null || row.personalizationMaxLength === null) return null;
  return {
    label: row.personalizationLabel,
    maxLength: row.personalizationMaxLength,
    required: row.personalizationRequired,
  };
}

/** Map a database row (with its variants) to the public product shape. */
export function toProductDto(product: ProductRow): ProductDto {
  const price = fromPrice(product.priceCents, product.variants);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    priceCents: price.priceCents,
    basePriceCents: product.priceCents,
    priceVaries: price.varies,
    category: product.category,
    stock: product.stock,
    // The one rule for availability: out of stock means stock = 0 (docs/decisions.md).
    inStock: product.stock > 0,
    availability: availabilityOf(product),
    imageUrl: product.images[0] ?? PLACEHOLDER_PRODUCT_IMAGE,
    images: product.images,
    oneOfAKind: product.oneOfAKind,
    leadTimeDays: product.leadTimeDays,
    variantName: product.variants.length > 0 ? product.variantName : null,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      label: variant.label,
      priceCents: variantPriceCents(variant, product.priceCents),
      ownPrice: variant.priceCents !== null,
      stock: variant.stock,
      inStock: variant.stock > 0,
    })),
    personalization: personalizationOf(product),
    published: product.published,
    soldAt: product.soldAt?.toISOString() ?? null,
    ...attributesOf(product),
  };
}
