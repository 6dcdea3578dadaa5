// Pure: what the admin form holds, what it sends, and which message it shows. Unit-tested.
import type { ProductDto } from "@/lib/catalog/dto";
import { isRecord } from "@/lib/is-record";
import { centsToDollars } from "@/lib/pricing/money";

/** The form's fields exactly as typed (inputs hold text; the payload parses them). */
export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  category: string;
  stock: string;
  imageUrl: string;
};

/** The body of POST /api/products and PUT /api/products/{id} (docs/api.md): price in dollars, images a list. */
export type ProductPayload = {
  name: string;
  description: string;
  price: number | undefined;
  category: string | undefined;
  stock: number;
  /** When editing: the stock the form was opened with, so the server applies the change rather than the number. */
  previousStock?: number;
  images: string[];
};

export const SAVE_FAILED = "Failed to save product. Please try again.";
export const DELETE_FAILED = "Failed to delete product.";
export const DELETE_CONFIRMATION = "Are you sure you want to delete this product?";
export const UPLOAD_FAILED = "Failed to upload image. Please try again.";

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  category: "",
  stock: "0",
  imageUrl: "",
};

/** The edit form prefilled from a product; the Image URL field holds its first image only. */
export function formValuesOf(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? "",
    price: centsToDollars(product.priceCents).toFixed(2),
    category: product.category,
    stock: String(product.stock),
    imageUrl: product.images[0] ?? "",
  };
}

/**
 * The payload for the typed values: price parsed as a decimal, stock as a number defaulting to 0,
 * the image as a one-element list or an empty list. `keptImages` are the photos after the first that an edited
 * product already had and the maker has not removed: the form's one Image URL field must not silently drop them.
 */
export function productPayload(values: ProductFormValues, keptImages: readonly string[] = [], previousStock?: number): ProductPayload {
  const image = values.imageUrl.trim();
  const price = values.price.trim();
  const stock = values.stock.trim();
  return {
    name: values.name,
    description: values.description,
    price: price === "" ? undefined : Number(price),
    category: values.category === "" ? undefined : values.category,
    stock: stock === "" ? 0 : Number(stock),
    ...(previousStock === undefined ? {} : { previousStock }),
    images: image ? [image, ...keptImages.filter((kept) => kept !== image)] : [...keptImages],
  };
}

type ErrorBody = { error?: unknown; details?: unknown };

function firstDetail(body: ErrorBody): { path: string; message: string } | null {
  if (!Array.isArray(body.details)) return null;
  const first: unknown = body.details[0];
  if (!isRecord(first) || typeof first.message !== "string" || first.message === "") return null;
  return { path: typeof first.path === "string" ? first.path : "", message: first.message };
}

/** What a failed save says (docs/pages.md, Admin): the first detail's message, else the server's error, else `fallback`. */
export function failureMessage(body: unknown, fallback: string): { message: string; field: string | null } {
  if (!isRecord(body)) return { message: fallback, field: null };
  const detail = firstDetail(body);
  if (detail) return { message: detail.message, field: formFieldOf(detail.path) };
  if (typeof body.error === "string" && body.error !== "") return { message: body.error, field: null };
  return { message: fallback, field: null };
}

const PAYLOAD_FIELDS = ["name", "description", "price", "category", "stock"] as const satisfies readonly (keyof ProductFormValues)[];

/** The form field a validation path points at ("images.0" → "imageUrl"), or null for anything else. */
export function formFieldOf(path: string): keyof ProductFormValues | null {
  const head = path.split(".")[0];
  if (head === "images") return "imageUrl";
  return PAYLOAD_FIELDS.find((field) => field === head) ?? null;
}
