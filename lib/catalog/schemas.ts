// Pure on purpose (no server-only): the admin form may validate with the same schema before it sends.
import { z } from "zod";
import { attributeFields, METALS } from "@/lib/catalog/attributes";
import { canonicalCategory, PRODUCT_CATEGORIES } from "@/lib/catalog/categories";
import { isFacetSlug } from "@/lib/catalog/facets";
import { dollarsAsCents, withCentsNames } from "@/lib/pricing/dollars-schema";

/** The most products one list answers (GET /api/products's `limit` is capped to it). */
export const MAX_LIST_LIMIT = 100;
/**
 * The most one search answers. The answer's `total` counts every match, so the suggestion box's "View all N results"
 * needs no more than the few it shows; the shop ranks this many at most before paging them.
 */
export const MAX_SEARCH_RESULTS = 500;
/** What a search answers without a `limit`: one shop page's worth, so an answer does not grow with the catalogue. */
export const DEFAULT_SEARCH_LIMIT = 24;
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

const categoryParam = z.string().trim().max(100, "category is too long").optional();

/** A stone or colour filter: a lowercase name with hyphens for spaces ("rose-quartz"), as the shop's links write it. */
function facetSlugParam(name: string) {
  return z
    .string()
    .trim()
    .refine(isFacetSlug, `${name} must be a lowercase name with hyphens for spaces, such as rose-quartz`)
    .optional();
}

/** Whole dollars in a query string (the shop's price filter). */
function wholeDollarsParam(name: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `${name} must be a whole number of dollars`)
    .transform(Number)
    .optional();
}

/**
 * GET /api/products: `category` (any letter case), `limit` (1–100, more is capped) and `availability` (`in_stock`,
 * `out_of_stock` or `sold`; without it, everything that can be bought); the shop's filters `metal` (one of METALS),
 * `stone` and `color` (lib/catalog/facets.ts), `search`, `min` and `max` (whole dollars, inclusive, on the price a
 * card shows), and `page` (1-based, `limit` to a page).
 */
export const listProductsQuerySchema = z
  .object({
    category: categoryParam,
    limit: limitParam(MAX_LIST_LIMIT).optional(),
    availability: z
      .enum(["in_stock", "out_of_stock", "sold"], { error: "availability must be in_stock, out_of_stock or sold" })
      .optional(),
    metal: z
      .enum(
        METALS.map((metal) => metal.value),
        { error: `metal must be one of ${METALS.map((metal) => metal.value).join(", ")}` },
      )
      .optional(),
    stone: facetSlugParam("stone"),
    color: facetSlugParam("color"),
    search: z.string().trim().max(200, "search must be at most 200 characters").optional(),
    min: wholeDollarsParam("min"),
    max: wholeDollarsParam("max"),
    page: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,5}$/, "page must be a whole number from 1")
      .transform(Number)
      .optional(),
  })
  .refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, {
    message: "min must not be more than max",
    path: ["min"],
  });

export type ListProductsQuery = z.output<typeof listProductsQuerySchema>;

/** How many products one page of the admin's catalogue holds by default, and at most. */
export const ADMIN_PRODUCTS_PAGE = 24;
export const ADMIN_PRODUCTS_MAX = 100;

/**
 * GET /api/admin/products: a name search `q`, `category`, `availability` (as the shop's, plus `low`: in stock at or
 * under the low-stock threshold), `status` (`draft` or `published`), and cursor paging (`cursor` from the previous
 * page, `limit` 1–100).
 */
export const adminProductsQuerySchema = z.object({
  q: z.string().trim().max(200, "q must be at most 200 characters").optional(),
  category: categoryParam,
  availability: z
    .enum(["in_stock", "out_of_stock", "sold", "low"], {
      error: "availability must be in_stock, out_of_stock, sold or low",
    })
    .optional(),
  status: z.enum(["draft", "published"], { error: "status must be draft or published" }).optional(),
  cursor: z.string().trim().max(200).optional(),
  limit: limitParam(ADMIN_PRODUCTS_MAX).optional(),
});

export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;

/** GET /api/products/search: `q` (blank finds nothing) and `limit` (1–500, more is capped; default 24). */
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

const priceSchema = dollarsAsCents("Price", {
  messages: {
    type: (issue) => (issue.input === undefined ? "Price is required" : "Price must be a number"),
    min: "Price cannot be negative",
  },
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

const stockSchema = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_STOCK, `${label} must be at most ${MAX_STOCK}`);

/** The most sizes or lengths one piece may have. */
export const MAX_VARIANTS = 30;
/** Longest lead time a made-to-order piece may promise, in business days. */
export const MAX_LEAD_TIME_DAYS = 60;

/** One size or length: without `id` it is new; `price` left out (or null) sells it at the product's price. */
const variantObjectSchema = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  label: z
    .string({ error: "Each size or length needs a label" })
    .trim()
    .min(1, "Each size or length needs a label")
    .max(40, "A size or length label must be at most 40 characters"),
  price: priceSchema.nullish().transform((cents) => cents ?? null),
  stock: stockSchema("Stock"),
  /** On PUT: the stock the editor was shown, as for the product's own stock. */
  previousStock: stockSchema("previousStock").optional(),
});
const variantInputSchema = withCentsNames(variantObjectSchema, ["price"]);

const personalizationInputSchema = z.object({
  label: z
    .string({ error: "The personalization needs a label" })
    .trim()
    .min(1, "The personalization needs a label")
    .max(60, "The personalization label must be at most 60 characters"),
  maxLength: z
    .number({ error: "The personalization's longest text must be a whole number" })
    .int("The personalization's longest text must be a whole number")
    .min(1, "The personalization's longest text must be at least 1 character")
    .max(200, "The personalization's longest text must be at most 200 characters"),
  required: z.boolean({ error: "required must be true or false" }).default(false),
});

/**
 * What the admin form sends to create or replace a product (docs/api.md, Catalogue). Unknown fields are dropped.
 * Categories are the form's five, stored in its spelling whatever the case sent; omitted optional fields take
 * their defaults (no description, stock 0, no images, no variants, no personalization, ready to ship, published, the
 * attributes' own: lib/catalog/attributes.ts), on PUT too, since a PUT replaces every editable field. With variants, the product's stock is theirs and a sent
 * `stock` is ignored.
 */
const productObjectSchema = z
  .object({
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
    stock: stockSchema("Stock")
      .nullish()
      .transform((value) => value ?? 0),
    /**
     * On PUT: the stock the editor was shown. When sent, the change the maker made (stock − previousStock) is applied
     * to the stock as it is now, so pieces sold while the form was open are not put back on sale.
     */
    previousStock: stockSchema("previousStock").optional(),
    images: z
      .array(imagePathSchema, { error: "Images must be a list of paths" })
      // A refinement, not .max(): zod would also apply a length check to a string sent in place of the list.
      .refine((images) => images.length <= MAX_IMAGES, `At most ${MAX_IMAGES} images`)
      .nullish()
      .transform((value) => value ?? []),
    oneOfAKind: z.boolean({ error: "oneOfAKind must be true or false" }).default(false),
    leadTimeDays: z
      .number({ error: "Lead time must be a whole number of business days" })
      .int("Lead time must be a whole number of business days")
      .min(0, "Lead time cannot be negative")
      .max(MAX_LEAD_TIME_DAYS, `Lead time must be at most ${MAX_LEAD_TIME_DAYS} business days`)
      .default(0),
    variantName: z
      .string({ error: "The variants' name must be text" })
      .trim()
      .max(30, "The variants' name must be at most 30 characters")
      .nullish()
      .transform((value) => (value ? value : null)),
    variants: z
      .array(variantInputSchema, { error: "Variants must be a list" })
      .refine((variants) => variants.length <= MAX_VARIANTS, `At most ${MAX_VARIANTS} sizes or lengths`)
      .nullish()
      .transform((value) => value ?? []),
    personalization: personalizationInputSchema.nullish().transform((value) => value ?? null),
    published: z.boolean({ error: "published must be true or false" }).default(true),
    ...attributeFields,
  })
  .superRefine((product, context) => {
    if (product.variants.length > 0 && product.variantName === null) {
      context.addIssue({
        code: "custom",
        path: ["variantName"],
        message: "Name the sizes or lengths (e.g. Ring size)",
      });
    }
    const seen = new Map<string, number>();
    product.variants.forEach((variant, index) => {
      const key = variant.label.toLocaleLowerCase("en-US");
      if (seen.has(key))
        context.addIssue({
          code: "custom",
          path: ["variants", index, "label"],
          message: `"${variant.label}" is listed twice`,
        });
      seen.set(key, index);
    });
  });
/** The product body of POST /api/products and PUT /api/products/{id}, its prices parsed into `priceCents`. */
export const productInputSchema = withCentsNames(productObjectSchema, ["price"]);

/** A validated product: prices in integer cents under `priceCents`. */
export type ProductInput = z.output<typeof productInputSchema>;
