import { randomUUID } from "node:crypto";
import type { Db } from "../../lib/db-client";

export type ProductInput = {
  name?: string;
  description?: string | null;
  priceCents?: number;
  category?: string;
  stock?: number;
  images?: string[];
  /** For tests about ordering: when the product was added. */
  createdAt?: Date;
  /** Set to make a product that was deleted (soft). */
  deletedAt?: Date | null;
  oneOfAKind?: boolean;
  leadTimeDays?: number;
  /** False: a draft. */
  published?: boolean;
  soldAt?: Date | null;
  personalization?: { label: string; maxLength: number; required?: boolean } | null;
  /** Sizes or lengths, in this order; the product's stock is then their total (whatever `stock` says). */
  variantName?: string;
  variants?: { label: string; priceCents?: number | null; stock: number }[];
  /** Jewelry attributes (lib/catalog/attributes.ts); none unless given. */
  metal?: string | null;
  stones?: string[];
  colors?: string[];
};

/** A product with unique, recognisable defaults; override what a test cares about. */
export async function createProduct(db: Db, input: ProductInput = {}) {
  const tag = randomUUID().slice(0, 8);
  const variants = input.variants ?? [];
  const stock = variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : (input.stock ?? 5);
  return db.product.create({
    data: {
      name: input.name ?? `Test Piece ${tag}`,
      description: input.description === undefined ? `A factory-made piece (${tag}).` : input.description,
      priceCents: input.priceCents ?? 2_450,
      category: input.category ?? "Necklaces",
      stock,
      images: input.images ?? [],
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      deletedAt: input.deletedAt ?? null,
      oneOfAKind: input.oneOfAKind ?? false,
      soldAt: input.soldAt ?? null,
      leadTimeDays: input.leadTimeDays ?? 0,
      published: input.published ?? true,
      metal: input.metal ?? null,
      stones: input.stones ?? [],
      colors: input.colors ?? [],
      variantName: variants.length > 0 ? (input.variantName ?? "Ring size") : null,
      personalizationLabel: input.personalization?.label ?? null,
      personalizationMaxLength: input.personalization?.maxLength ?? null,
      personalizationRequired: input.personalization?.required ?? false,
      variants: {
        create: variants.map((variant, position) => ({
          label: variant.label,
          stock: variant.stock,
          priceCents: variant.priceCents ?? null,
          position,
        })),
      },
    },
    include: { variants: { orderBy: { position: "asc" } } },
  });
}

/**
 * The ring the pieces tests buy: sizes 6, 7 and 8 (2, 1 and 3 in stock; 8 at $52, the others at the ring's $48), made
 * to order in 5 business days, with initials (up to 4 characters, required) engraved inside. Override what a test
 * cares about.
 */
export function createEngravableRing(db: Db, input: ProductInput = {}) {
  return createProduct(db, {
    name: "Hammered Band",
    category: "Rings",
    priceCents: 4_800,
    variantName: "Ring size",
    variants: [
      { label: "6", stock: 2 },
      { label: "7", stock: 1 },
      { label: "8", stock: 3, priceCents: 5_200 },
    ],
    personalization: { label: "Initials", maxLength: 4, required: true },
    leadTimeDays: 5,
    ...input,
  });
}
