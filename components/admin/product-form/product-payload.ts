// Pure: the product payload as the typed API call takes it (money in the API's dollars), from a product as the
// dashboard shows it. Unit-tested.
import { attributeDraftOf } from "@/components/admin/product-form/attribute-values";
import type { ProductDraft } from "@/components/admin/product-form/product-form-values";
import type { ProductDto } from "@/lib/catalog/dto";
import { centsToDollars } from "@/lib/pricing/dollars";

/**
 * The whole product as a PUT replaces it, from what the dashboard shows, with its stock set to `stock`: the price the
 * maker set, every size kept with its id and own price, the text it takes, its lead time, state and attributes. `previousStock` is
 * the stock shown, so a sale made since the list was read stays sold. Only for a piece without sizes (theirs is their
 * own stock).
 */
export function stockDraft(product: ProductDto, stock: number): ProductDraft {
  return {
    name: product.name,
    description: product.description,
    price: centsToDollars(product.basePriceCents),
    category: product.category,
    stock,
    previousStock: product.stock,
    images: product.images,
    oneOfAKind: product.oneOfAKind,
    leadTimeDays: product.leadTimeDays,
    variantName: product.variantName,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      label: variant.label,
      price: variant.ownPrice ? centsToDollars(variant.priceCents) : null,
      stock: variant.stock,
      previousStock: variant.stock,
    })),
    personalization: product.personalization,
    published: product.published,
    ...attributeDraftOf(product),
  };
}
