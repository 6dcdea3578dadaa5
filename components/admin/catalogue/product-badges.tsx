import type { ProductDto } from "@/lib/catalog/dto";

const badgeClass =
  "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

const TONES = {
  good: "border-emerald-200 bg-emerald-50 text-emerald-800",
  low: "border-amber-300 bg-amber-50 text-amber-900",
  out: "border-rose/30 bg-rose/10 text-rose-deep",
  sold: "border-ink bg-ink text-ivory",
  draft: "border-gold-deep/40 bg-sand text-gold-deep",
} as const;

/**
 * Whether a piece can be bought: "Sold" (one of a kind, gone), "Out of stock", "Low stock" (at or under the threshold),
 * "In stock".
 */
export function availabilityOf(
  product: Pick<ProductDto, "availability" | "stock">,
  lowStock: number,
): { label: string; tone: keyof typeof TONES } {
  if (product.availability === "sold") return { label: "Sold", tone: "sold" };
  if (product.availability === "out_of_stock") return { label: "Out of stock", tone: "out" };
  return product.stock <= lowStock ? { label: "Low stock", tone: "low" } : { label: "In stock", tone: "good" };
}

/** The piece's availability and, for a draft, "Draft": what the maker scans a row for. */
export function ProductBadges({ product, lowStock }: { product: ProductDto; lowStock: number }) {
  const availability = availabilityOf(product, lowStock);
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`${badgeClass} ${TONES[availability.tone]}`} data-testid="availability">
        {availability.label}
      </span>
      {product.published ? null : (
        <span className={`${badgeClass} ${TONES.draft}`} data-testid="draft-badge">
          Draft
        </span>
      )}
    </span>
  );
}

/** How the piece is made, when that matters to the maker's work: to order (its lead time), one of a kind. */
export function makingText(product: Pick<ProductDto, "leadTimeDays" | "oneOfAKind">): string {
  const parts: string[] = [];
  if (product.leadTimeDays > 0)
    parts.push(`Made to order, ${product.leadTimeDays} business ${product.leadTimeDays === 1 ? "day" : "days"}`);
  if (product.oneOfAKind) parts.push("One of a kind");
  return parts.join(" · ");
}
