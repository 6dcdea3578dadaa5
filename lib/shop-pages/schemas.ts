// Shared rules (zod): what a policy page accepts, in the admin's editor and at the API alike.
import { z } from "zod";

/** The policy pages the footer links, each at /{slug}. */
export const SHOP_PAGE_SLUGS = ["shipping", "returns", "faq"] as const;
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];

/** A page title's cap, in characters. */
export const MAX_TITLE_LENGTH = 80;
/** Room for a long FAQ; far more than any policy a one-person shop writes. */
export const MAX_BODY_LENGTH = 20_000;

/** Whether `value` is one of the policy pages' slugs. */
export function isShopPageSlug(value: string): value is ShopPageSlug {
  return (SHOP_PAGE_SLUGS as readonly string[]).includes(value);
}

/** The `{slug}` of /api/pages/{slug} and /api/admin/pages/{slug}; any other slug is a 404. */
export const shopPageParamsSchema = z.object({ slug: z.string() });

/** PUT /api/admin/pages/{slug}: the page's title and its text in Markdown. */
export const shopPageInputSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`),
  body: z
    .string({ error: "Text is required" })
    .trim()
    .min(1, "Text is required")
    .max(MAX_BODY_LENGTH, `Text must be at most ${MAX_BODY_LENGTH.toLocaleString("en-US")} characters`),
});

export type ShopPageInput = z.output<typeof shopPageInputSchema>;

/** A policy page as the API answers it; `updatedAt` is null while it still shows the starting text. */
export type ShopPageDto = { slug: ShopPageSlug; title: string; body: string; updatedAt: string | null };
