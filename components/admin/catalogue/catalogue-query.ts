// Pure: the admin catalogue's filters as /admin's query string says them, read by the page (server) and written by the
// filter bar (browser), so that every view of the catalogue has one address (docs/pages.md, Admin).
import { canonicalCategory } from "@/lib/catalog/categories";

/** The catalogue's availability filter: the shop's three and `low` (in stock, at or under the low-stock threshold). */
export type CatalogueAvailability = "in_stock" | "out_of_stock" | "sold" | "low";
export type CatalogueStatus = "draft" | "published";

/** What narrows the catalogue: GET /api/admin/products's filters, without its paging. */
export type CatalogueFilters = {
  q?: string;
  category?: string;
  availability?: CatalogueAvailability;
  status?: CatalogueStatus;
};

export const AVAILABILITY_OPTIONS: readonly { value: CatalogueAvailability; label: string }[] = [
  { value: "in_stock", label: "In stock" },
  { value: "low", label: "Low stock" },
  { value: "out_of_stock", label: "Out of stock" },
  { value: "sold", label: "Sold" },
];

export const STATUS_OPTIONS: readonly { value: CatalogueStatus; label: string }[] = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
];

// The API's own bounds: a longer value would be refused, so the page drops it rather than show an error.
const MAX_Q = 200;
const MAX_CATEGORY = 100;

function oneOf<T extends string>(options: readonly { value: T }[], value: string | undefined): T | undefined {
  return options.find((option) => option.value === value)?.value;
}

function text(value: string | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/** The filters a URL asks for; an unknown or blank value is left out, as if it were not there. */
export function readCatalogueFilters(get: (name: string) => string | undefined): CatalogueFilters {
  const filters: CatalogueFilters = {};
  const q = text(get("q"), MAX_Q);
  const typedCategory = text(get("category"), MAX_CATEGORY);
  // One of the form's five in its spelling ("rings" → "Rings"); another name (older data) as written.
  const category = typedCategory === undefined ? undefined : (canonicalCategory(typedCategory) ?? typedCategory);
  const availability = oneOf(AVAILABILITY_OPTIONS, get("availability"));
  const status = oneOf(STATUS_OPTIONS, get("status"));
  if (q) filters.q = q;
  if (category) filters.category = category;
  if (availability) filters.availability = availability;
  if (status) filters.status = status;
  return filters;
}

/** The query string of these filters ("" for none), in one fixed order. */
export function catalogueSearch(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  for (const name of ["q", "category", "availability", "status"] as const) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  return params.toString();
}

/** /admin showing the catalogue narrowed by these filters. */
export function catalogueHref(filters: CatalogueFilters): string {
  const search = catalogueSearch(filters);
  return search ? `/admin?${search}` : "/admin";
}

/** Whether anything narrows the catalogue. */
export function isFiltered(filters: CatalogueFilters): boolean {
  return catalogueSearch(filters) !== "";
}
