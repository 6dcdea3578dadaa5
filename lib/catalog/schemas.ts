// Pure on purpose (no server-only): the admin form may validate with the same schema before it sends.
import { z } from "zod";
import { canonicalCategory, PRODUCT_CATEGORIES } from "@/lib/catalog/categories";
import { dollarsToExactCents, MAX_PRICE_DOLLARS } from "@/lib/catalog/price";

const MAX_LIST_LIMIT = 100;
/**
 * The most one search answers: every match in a one-maker catalog, so the suggestion box's "View all N results"
 * and the shop's "Showing N product(s)" count them all, while one request's work stays bounded.
 */
export const MAX_SEARCH_RESULTS = 500;
const MAX_STOCK = 1_000_000;
const MAX_IMAGES = 10;

/** A positive whole number in a query string, capped rather than refused above `max`. */
function limitParam(max: number) {
  return z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, "limit must be a positive whole number")
    .transform((value) => Math.min(max, Number(value)));
}

/** GET /api/products: `category` (any letter case) and `limit` (1–100, more is capped). */
export const listProductsQuerySchema = z.object({
  category: z.string().trim().max(100, "category is too long").optional(),
  limit: limitParam(MAX_LIST_LIMIT).optional(),
});

/** GET /api/products/search: `q` (blank finds nothing) and `limit` (1–500, more is capped; default every match). */
export const searchProductsQuerySchema = z.object({
  q: z.string().max(200, "q must be at most 200 characters").default(""),
  limit: limitParam(MAX_SEARCH_RESULTS).optional(),
});

/**
 * Images are paths on this site ("/products/x.svg", "/uploads/…"): the shop loads nothing from other hosts,
 * and a path can never carry a javascript: or data: URL. No "//" (another host), no "..", no backslashes.
 */
const imagePathSchema = z
  .string({ error: "Each image must be a path such as /uploads/photo.png" })
  .trim()
  .max(500, "An image path must be at most 500 characters")
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/, "Images must be paths on this site starting with /")
  .refine((value) => !value.split("/").includes(".."), "Image paths must not contain ..");

const priceSchema = z
  .number({ error: (issue) => (issue.input === undefined ? "Price is required" : "Price must be a number") })
  .min(0, "Price cannot be negative")
  .max(MAX_PRICE_DOLLARS, `Price must be at most ${MAX_PRICE_DOLLARS}`)
  .transform((price, context) => {
    const cents = dollarsToExactCents(price);
    if (cents === null) {
      context.addIssue({ code: "custom", message: "Price can have at most 2 decimal places" });
      return z.NEVER;
    }
    return cents;
  });

const categorySchema = z
  .string({ error: (issue) => (issue.input === undefined ? "Category is required" : "Category must be text") })
  .transform((category, context) => {
    const known = canonicalCategory(category);
    if (!known) {
      context.addIssue({ code: "custom", message: `Category must be one of ${PRODUCT_CATEGORIES.join(", ")}` });
      return z.NEVER;
    }
    return known;
  });

/**
 * What the admin form sends to create or replace a product (docs/api.md, Catalogue). Unknown fields are dropped.
 * Categories are the form's five, stored in its spelling whatever the case sent; omitted optional fields take
 * their defaults (no description, stock 0, no images), on PUT too, since a PUT replaces every editable field.
 */
export const productInputSchema = z.object({
  name: z
    .string({ error: (issue) => (issue.input === undefined ? "Name is required" : "Name must be text") })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name must be at most 200 characters"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(5000, "Description must be at most 5000 characters")
    .nullish()
    .transform((value) => (value ? value : null)),
  price: priceSchema,
  category: categorySchema,
  stock: z
    .number({ error: "Stock must be a whole number" })
    .int("Stock must be a whole number")
    .min(0, "Stock cannot be negative")
    .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`)
    .nullish()
    .transform((value) => value ?? 0),
  /**
   * On PUT: the stock the editor was shown. When sent, the change the maker made (stock − previousStock) is applied
   * to the stock as it is now, so pieces sold while the form was open are not put back on sale.
   */
  previousStock: z
    .number({ error: "previousStock must be a whole number" })
    .int("previousStock must be a whole number")
    .min(0, "previousStock cannot be negative")
    .max(MAX_STOCK, `previousStock must be at most ${MAX_STOCK}`)
    .optional(),
  images: z
    .array(imagePathSchema, { error: "Images must be a list of paths" })
    // A refinement, not .max(): zod would also apply a length check to a string sent in place of the list.
    .refine((images) => images.length <= MAX_IMAGES, `At most ${MAX_IMAGES} images`)
    .nullish()
    .transform((value) => value ?? []),
});

/** A validated product: price already in integer cents. */
export type ProductInput = z.output<typeof productInputSchema>;
