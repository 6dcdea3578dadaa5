// Pure on purpose: the facts a shopping engine reads of a piece, worked out once from the piece's own fields, so the
// product page's structured data and the product feeds (Google, Meta, Pinterest) can never tell two stories.
import { materialsOf, type AgeGroup, type Gender } from "@/lib/catalog/attributes";
import type { ProductDto } from "@/lib/catalog/dto";
import { SHIPPING_METHODS } from "@/lib/pricing/shipping";

/** Google takes at most three colours, separated by "/"; a longer list would be refused, so the first three go. */
const MAX_LISTED_COLORS = 3;
/** Google's longest `material`. */
const MAX_MATERIAL_LENGTH = 200;

/** One thing a shopper can buy: a size of a piece, or the piece itself when it comes in one size. */
export type ListingItem = {
  /** Unique among every item: the size's id, or the piece's for a piece without sizes. */
  id: string;
  /** The size's label ("7", "18 in"), or null for a piece without sizes. */
  size: string | null;
  priceCents: number;
  inStock: boolean;
};

/** Business days between the order and the parcel leaving, and in transit, as a shopping engine asks for them. */
export type DayRange = { min: number; max: number };

export type ListingFacts = {
  /** The piece's id: every size of it shares it (Google's `item_group_id`). */
  groupId: string;
  items: ListingItem[];
  /** "Sterling silver/Garnet", or null when she named none. */
  material: string | null;
  /** "Blue/Silver", or null. */
  color: string | null;
  stones: string[];
  gender: Gender;
  ageGroup: AgeGroup;
  handlingDays: DayRange;
  /** The standard method: its price and its days in transit. */
  shipping: { priceCents: number; transitDays: DayRange };
};

/**
 * Whether a piece belongs in a feed: published and still for sale. A sold one-of-a-kind piece keeps its page (as
 * portfolio) but leaves the feeds, so no shopping tab shows what cannot be bought.
 */
export function isListable(product: Pick<ProductDto, "published" | "availability">): boolean {
  return product.published && product.availability !== "sold";
}

/**
 * Days to make and hand the parcel over: a piece ready to ship leaves the same or the next business day; one made to
 * order takes its lead time, as its page promises.
 */
export function handlingDaysOf(leadTimeDays: number): DayRange {
  return leadTimeDays > 0 ? { min: leadTimeDays, max: leadTimeDays } : { min: 0, max: 1 };
}

/** The piece's sizes as items (each at its own price and stock), or the piece as its one item. */
function itemsOf(product: ProductDto): ListingItem[] {
  if (product.variants.length === 0)
    return [{ id: product.id, size: null, priceCents: product.priceCents, inStock: product.inStock }];
  return product.variants.map((variant) => ({
    id: variant.id,
    size: variant.label,
    priceCents: variant.priceCents,
    inStock: variant.inStock,
  }));
}

export function listingFactsOf(product: ProductDto): ListingFacts {
  const materials = materialsOf(product);
  const material = materials.length > 0 ? materials.join("/").slice(0, MAX_MATERIAL_LENGTH) : null;
  const colors = product.colors.slice(0, MAX_LISTED_COLORS);
  const standard = SHIPPING_METHODS.standard;
  return {
    groupId: product.id,
    items: itemsOf(product),
    material,
    color: colors.length > 0 ? colors.join("/") : null,
    stones: product.stones,
    gender: product.gender,
    ageGroup: product.ageGroup,
    handlingDays: handlingDaysOf(product.leadTimeDays),
    shipping: {
      priceCents: standard.costCents,
      transitDays: { min: standard.minBusinessDays, max: standard.maxBusinessDays },
    },
  };
}
