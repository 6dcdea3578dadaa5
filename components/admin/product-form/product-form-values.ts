// Pure: what the admin form holds and what it sends. Unit-tested.
import {
  attributePayload,
  attributeValuesOf,
  EMPTY_ATTRIBUTES,
  type AttributeDraft,
  type AttributeFormValues,
} from "@/components/admin/product-form/attribute-values";
import type { ProductDto } from "@/lib/catalog/dto";
import { centsToDollars } from "@/lib/pricing/dollars";

/** One size or length as typed: `id` for one the piece already has, `shownStock` the stock the form opened with. */
export type VariantRowValues = {
  key: string;
  id?: string;
  label: string;
  price: string;
  stock: string;
  shownStock?: number;
};

/** The form's fields exactly as typed (inputs hold text; the payload parses them), and its checkboxes. */
export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  category: string;
  stock: string;
  imageUrl: string;
  variantName: string;
  variants: VariantRowValues[];
  personalized: boolean;
  personalizationLabel: string;
  personalizationMaxLength: string;
  personalizationRequired: boolean;
  leadTimeDays: string;
  oneOfAKind: boolean;
  published: boolean;
} & AttributeFormValues;

/** The fields that hold text, and the checkboxes. */
export type ProductTextField = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
}[keyof ProductFormValues];
export type ProductFlagField = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends boolean ? K : never;
}[keyof ProductFormValues];
export type VariantTextField = "label" | "price" | "stock";

type VariantDraft = {
  id?: string;
  label: string;
  price: number | null | undefined;
  stock: number;
  previousStock?: number;
};

/**
 * What the form would send (POST /api/products, PUT /api/products/{id}), in dollars: checked with the API's schema
 * first.
 */
export type ProductDraft = {
  name: string;
  description: string | null;
  price: number | undefined;
  category: string | undefined;
  /** Left out with sizes: the piece's stock is then theirs. */
  stock?: number;
  /** When editing: the stock the form was opened with, so the server applies the change rather than the number. */
  previousStock?: number;
  images: string[];
  oneOfAKind: boolean;
  leadTimeDays: number | undefined;
  variantName: string | null;
  variants: VariantDraft[];
  personalization: { label: string; maxLength: number | undefined; required: boolean } | null;
  published: boolean;
} & AttributeDraft;

export const SAVE_FAILED = "Failed to save product. Please try again.";
export const DELETE_FAILED = "Failed to delete product.";
export const DELETE_CONFIRMATION = "Are you sure you want to delete this product?";
export const UPLOAD_FAILED = "Failed to upload image. Please try again.";
export const DUPLICATE_FAILED = "Could not duplicate the piece. Please try again.";
/** The longest text a new personalization starts with; the maker changes it. */
export const DEFAULT_PERSONALIZATION_LENGTH = "20";

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  category: "",
  stock: "0",
  imageUrl: "",
  variantName: "",
  variants: [],
  personalized: false,
  personalizationLabel: "",
  personalizationMaxLength: DEFAULT_PERSONALIZATION_LENGTH,
  personalizationRequired: false,
  leadTimeDays: "0",
  oneOfAKind: false,
  published: true,
  ...EMPTY_ATTRIBUTES,
};

const dollarsText = (cents: number) => centsToDollars(cents).toFixed(2);

/** The edit form prefilled from a product; the Image URL field holds its first image only. */
export function formValuesOf(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? "",
    // The price the maker set, not the lowest a size sells at.
    price: dollarsText(product.basePriceCents),
    category: product.category,
    stock: String(product.stock),
    imageUrl: product.images[0] ?? "",
    variantName: product.variantName ?? "",
    variants: product.variants.map((variant) => ({
      key: variant.id,
      id: variant.id,
      label: variant.label,
      price: variant.ownPrice ? dollarsText(variant.priceCents) : "",
      stock: String(variant.stock),
      shownStock: variant.stock,
    })),
    personalized: product.personalization !== null,
    personalizationLabel: product.personalization?.label ?? "",
    personalizationMaxLength: String(product.personalization?.maxLength ?? DEFAULT_PERSONALIZATION_LENGTH),
    personalizationRequired: product.personalization?.required ?? false,
    leadTimeDays: String(product.leadTimeDays),
    oneOfAKind: product.oneOfAKind,
    published: product.published,
    ...attributeValuesOf(product),
  };
}

/** A typed number: blank is `blank`, anything else its value (NaN for text the schema then names). */
function numberOf<B>(typed: string, blank: B): number | B {
  const trimmed = typed.trim();
  return trimmed === "" ? blank : Number(trimmed);
}

/**
 * The payload for the typed values: prices parsed as decimals (a size's blank price is none: the base price), stock
 * and lead time as numbers defaulting to 0, the image as a one-element list or an empty list. `keptImages` are the
 * photos after the first, in their order: the form's one Image URL field must not silently drop them. Existing sizes
 * carry their id and the stock the form was opened with, so a sale made meanwhile is not undone.
 */
export function productPayload(
  values: ProductFormValues,
  keptImages: readonly string[] = [],
  previousStock?: number,
): ProductDraft {
  const image = values.imageUrl.trim();
  const withSizes = values.variants.length > 0;
  return {
    name: values.name,
    description: values.description,
    price: numberOf(values.price, undefined),
    category: values.category === "" ? undefined : values.category,
    ...(withSizes
      ? {}
      : { stock: numberOf(values.stock, 0), ...(previousStock === undefined ? {} : { previousStock }) }),
    images: image ? [image, ...keptImages.filter((kept) => kept !== image)] : [...keptImages],
    oneOfAKind: values.oneOfAKind,
    leadTimeDays: numberOf(values.leadTimeDays, 0),
    variantName: withSizes && values.variantName.trim() !== "" ? values.variantName : null,
    variants: values.variants.map((row) => ({
      ...(row.id === undefined ? {} : { id: row.id }),
      label: row.label,
      price: numberOf(row.price, null),
      stock: numberOf(row.stock, 0),
      ...(row.shownStock === undefined ? {} : { previousStock: row.shownStock }),
    })),
    personalization: values.personalized
      ? {
          label: values.personalizationLabel,
          maxLength: numberOf(values.personalizationMaxLength, undefined),
          required: values.personalizationRequired,
        }
      : null,
    published: values.published,
    ...attributePayload(values),
  };
}
