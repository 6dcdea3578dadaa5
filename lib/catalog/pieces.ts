// Shared rules of the four kinds of piece (docs/decisions.md, Pieces): one of a kind, made to order, in sizes or
// lengths, personalized. The server applies them to every cart and checkout; the product page and the guest cart in the
// browser apply the same ones before they ask. Free of zod on purpose: the product page runs them.

/** Whether a piece can be bought now: on sale, out of stock (restockable), or sold (a one-of-a-kind piece at 0). */
export type Availability = "in_stock" | "out_of_stock" | "sold";

/**
 * How a line's piece was chosen, as carts, checkouts and orders keep it: the size or length (null without variants:
 * what they are, "Ring size", and this one's label, "7"), the buyer's text, trimmed ("" for none), and the business
 * days it takes to make (0: ready to ship).
 */
export type PieceChoice = {
  variantId: string | null;
  variantName: string | null;
  variantLabel: string | null;
  personalization: string;
  leadTimeDays: number;
};

export const AVAILABILITIES: readonly Availability[] = ["in_stock", "out_of_stock", "sold"];

export function availabilityOf(piece: { stock: number; oneOfAKind: boolean }): Availability {
  if (piece.stock > 0) return "in_stock";
  return piece.oneOfAKind ? "sold" : "out_of_stock";
}

/** The buyer's text a piece takes: its label ("Initials to engrave"), its longest length, whether it must be given. */
export type PersonalizationSpec = { label: string; maxLength: number; required: boolean };

/** What a line's personalization comes to: the text to keep ("" for none), or why it is refused. */
export type PersonalizationCheck =
  { ok: true; text: string } | { ok: false; code: "personalization_required" | "validation_error"; message: string };

// Control characters (line breaks, tabs, NUL…) have no place in an engraving, and some could never be printed.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The message for a piece that takes a text the buyer did not give. */
export function personalizationRequiredMessage(spec: PersonalizationSpec): string {
  return `${spec.label} is required`;
}

/**
 * The text a buyer gave for a line, trimmed and otherwise kept exactly as typed (it is never read as HTML), against
 * the piece's rules: required and blank, too long, control characters, or text for a piece that takes none.
 */
export function checkPersonalization(
  spec: PersonalizationSpec | null,
  given: string | null | undefined,
): PersonalizationCheck {
  const text = (given ?? "").trim();
  if (spec === null) {
    return text === ""
      ? { ok: true, text: "" }
      : { ok: false, code: "validation_error", message: "This piece cannot be personalized" };
  }
  if (text === "")
    return spec.required
      ? { ok: false, code: "personalization_required", message: personalizationRequiredMessage(spec) }
      : { ok: true, text: "" };
  if (CONTROL.test(text))
    return {
      ok: false,
      code: "validation_error",
      message: `${spec.label} cannot contain line breaks or control characters`,
    };
  // Characters as a person counts them (an emoji is one), not UTF-16 units.
  if ([...text].length > spec.maxLength)
    return {
      ok: false,
      code: "validation_error",
      message: `${spec.label} must be at most ${spec.maxLength} characters`,
    };
  return { ok: true, text };
}

/** A variant's price: its own, or the product's when it has none. */
export function variantPriceCents(variant: { priceCents: number | null }, basePriceCents: number): number {
  return variant.priceCents ?? basePriceCents;
}

/**
 * What a card shows: the lowest price a piece sells at ("from $…" when its variants differ), and whether they differ.
 */
export function fromPrice(
  basePriceCents: number,
  variants: readonly { priceCents: number | null }[],
): { priceCents: number; varies: boolean } {
  if (variants.length === 0) return { priceCents: basePriceCents, varies: false };
  const prices = variants.map((variant) => variantPriceCents(variant, basePriceCents));
  const lowest = Math.min(...prices);
  return { priceCents: lowest, varies: prices.some((price) => price !== lowest) };
}
