// Pure on purpose (no server-only): the admin's collection form checks with the same schema before it sends.
import { z } from "zod";
import { slugOf } from "@/lib/catalog/facets";

/** A collection's name, in characters. */
export const MAX_COLLECTION_NAME = 80;
/** A slug's length, in characters: room for a name of a few words. */
export const MAX_COLLECTION_SLUG = 60;
/** A collection's description, in characters. */
export const MAX_COLLECTION_DESCRIPTION = 1_000;
/** The pieces one collection holds at most: more than a one-person shop makes in a year. */
export const MAX_COLLECTION_PIECES = 200;

/** Lower-case words of a–z and 0–9 joined by single hyphens: the same rule as the table's CHECK. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a name gives when she leaves the slug out: the catalogue's slug of a name (accents dropped, every run of
 * characters that is not a letter or digit one hyphen) with "&" read as "and" ("Under $40" → "under-40"), cut to the
 * longest slug; empty for a name of symbols alone.
 */
export function slugFromName(name: string): string {
  return slugOf(name.replace(/&/g, " and ")).slice(0, MAX_COLLECTION_SLUG).replace(/-+$/, "");
}

/** The `{slug}` of GET /api/collections/{slug}; a slug no collection has is a 404, not a 400. */
export const collectionSlugParamsSchema = z.object({ slug: z.string() });

/**
 * POST /api/admin/collections and PUT /api/admin/collections/{id} (a PUT replaces the collection whole): `name`,
 * `slug` (derived from the name when left out or blank), `description` (may be empty), `productIds` (her order, no
 * repeats; each must be a piece that exists and is not deleted, which lib/collections checks) and `portfolio`.
 */
export const collectionInputSchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(MAX_COLLECTION_NAME, `Name must be at most ${MAX_COLLECTION_NAME} characters`),
    slug: z
      .string({ error: "Slug must be text" })
      .trim()
      .max(MAX_COLLECTION_SLUG, `Slug must be at most ${MAX_COLLECTION_SLUG} characters`)
      .refine(
        (slug) => slug === "" || SLUG_PATTERN.test(slug),
        "Slug may hold lower-case letters, digits and single hyphens only",
      )
      .optional(),
    description: z
      .string({ error: "Description must be text" })
      .trim()
      .max(
        MAX_COLLECTION_DESCRIPTION,
        `Description must be at most ${MAX_COLLECTION_DESCRIPTION.toLocaleString("en-US")} characters`,
      )
      .default(""),
    productIds: z
      .array(z.string({ error: "Each piece must be a product id" }).trim().min(1, "Each piece must be a product id"), {
        error: "productIds must be a list of product ids",
      })
      .max(MAX_COLLECTION_PIECES, `A collection holds at most ${MAX_COLLECTION_PIECES} pieces`)
      .default([]),
    portfolio: z.boolean({ error: "portfolio must be true or false" }).default(false),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.productIds.forEach((id, index) => {
      if (seen.has(id))
        ctx.addIssue({ code: "custom", path: ["productIds", index], message: "This piece is listed twice" });
      seen.add(id);
    });
    if (!value.slug && value.name !== "" && slugFromName(value.name) === "") {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Give the collection a slug: its name has no letters or digits",
      });
    }
  })
  .transform((value) => ({ ...value, slug: value.slug || slugFromName(value.name) }));

export type CollectionInput = z.output<typeof collectionInputSchema>;

/** Whether `slug` could be a collection's (the page's not-found answers others without asking the database). */
export function isCollectionSlug(slug: string): boolean {
  return slug.length <= MAX_COLLECTION_SLUG && SLUG_PATTERN.test(slug);
}
