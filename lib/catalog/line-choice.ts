import "server-only";
import { personalizationOf, type ProductRow } from "@/lib/catalog/dto";
import { PRODUCT_NOT_FOUND } from "@/lib/catalog/messages";
import { checkPersonalization, variantPriceCents, type PieceChoice } from "@/lib/catalog/pieces";
import { AppError, NotFoundError, ValidationError } from "@/lib/errors";

/** What a buyer chose of a product for a line: a size or length, and their text. */
export type LineChoice = { variantId?: string | null; personalization?: string | null };

/** A line's piece as chosen and priced now: what carts and checkouts keep and show. */
export type ChosenPiece = PieceChoice & {
  productId: string;
  name: string;
  images: string[];
  unitPriceCents: number;
  /** What is on hand of this choice (the variant's stock, or the product's). */
  stock: number;
};

/** A product with variants needs one chosen (400 `variant_required`, naming the line's `variantId`). */
function variantRequired(product: ProductRow, path: string): AppError {
  const message = `Choose a ${(product.variantName ?? "size").toLocaleLowerCase("en-US")} for ${product.name}`;
  return new AppError(400, "variant_required", message, [{ path, message }]);
}

/**
 * The piece a line is for, with its price and stock, or the error the buyer must see: a product that is gone or a
 * draft (404), a product with variants and none chosen (400 `variant_required`), a variant of another product (404
 * `variant_not_found`), a required text missing (400 `personalization_required`), a text too long, with control
 * characters, or for a piece that takes none (400 `validation_error` naming `personalization`). Every field named in an
 * error is at `path` under `at` ("items.0" for the first line of a checkout).
 */
export function choosePiece(product: ProductRow | undefined, choice: LineChoice, at = ""): ChosenPiece {
  const prefix = at ? `${at}.` : "";
  if (!product || product.deletedAt !== null || !product.published) throw new NotFoundError(PRODUCT_NOT_FOUND);
  let variant: ProductRow["variants"][number] | null = null;
  if (choice.variantId) {
    variant = product.variants.find((candidate) => candidate.id === choice.variantId) ?? null;
    if (!variant)
      throw new NotFoundError(
        `That ${(product.variantName ?? "option").toLocaleLowerCase("en-US")} is not one of ${product.name}'s`,
        "variant_not_found",
      );
  } else if (product.variants.length > 0) {
    throw variantRequired(product, `${prefix}variantId`);
  }
  const text = checkPersonalization(personalizationOf(product), choice.personalization);
  if (!text.ok) {
    const details = [{ path: `${prefix}personalization`, message: text.message }];
    throw text.code === "validation_error"
      ? new ValidationError(text.message, details)
      : new AppError(400, text.code, text.message, details);
  }
  return {
    productId: product.id,
    name: product.name,
    images: product.images,
    variantId: variant?.id ?? null,
    variantName: variant ? product.variantName : null,
    variantLabel: variant?.label ?? null,
    personalization: text.text,
    unitPriceCents: variant ? variantPriceCents(variant, product.priceCents) : product.priceCents,
    stock: variant ? variant.stock : product.stock,
    leadTimeDays: product.leadTimeDays,
  };
}
