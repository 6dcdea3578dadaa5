// Pure on purpose (no server-only): the shop's URL reader, shared with the browser, and the API's query schema check a
// filter's value the same way the catalogue matches it.
import { MAX_ATTRIBUTE_LENGTH, METALS, type Metal } from "@/lib/catalog/attributes";

/** The attribute filters of /shop and GET /api/products, by their query parameter's name. */
export const FACETS = ["metal", "stone", "color"] as const;
export type Facet = (typeof FACETS)[number];

/** The chosen value of each attribute filter: a METALS value for `metal`, a slug (slugOf) for `stone` and `color`. */
export type FacetChoice = Partial<Record<Facet, string>>;

/** One value a filter offers, with how many pieces the view would show were it chosen too. */
export type FacetOption = { value: string; label: string; count: number };
export type FacetCounts = Record<Facet, FacetOption[]>;

/** How each filter is named to shoppers. */
export const FACET_LABELS: Record<Facet, string> = { metal: "Metal", stone: "Stone", color: "Colour" };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A stone's or colour's name as a filter value: lower case, accents dropped, every run of other characters one hyphen
 * ("Rose Quartz" → "rose-quartz"). A name with no letter or digit gives "", which no filter can choose.
 */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Whether `value` could name a stone or colour: a slug of at most 40 characters (a list entry's longest). */
export function isFacetSlug(value: string): boolean {
  return value.length <= MAX_ATTRIBUTE_LENGTH && SLUG.test(value);
}

export function isMetal(value: string): value is Metal {
  return METALS.some((metal) => metal.value === value);
}

/** Whether `value` is well formed for `facet` (a stone or colour may still be one no piece carries). */
export function isFacetValueShaped(facet: Facet, value: string): boolean {
  return facet === "metal" ? isMetal(value) : isFacetSlug(value);
}
