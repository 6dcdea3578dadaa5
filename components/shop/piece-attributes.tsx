import { materialsOf, type JewelryAttributes } from "@/lib/catalog/attributes";

/**
 * The "Details" list's rows for what the piece is made of (docs/pages.md, Product): its materials (the metal's name
 * first when they do not already say it) and its stones, each only when the maker gave them.
 */
export function PieceMaterials({ piece }: { piece: Pick<JewelryAttributes, "materials" | "metal" | "stones"> }) {
  const materials = materialsOf(piece);
  return (
    <>
      {materials.length > 0 ? (
        <>
          <dt className="text-muted">Materials</dt>
          <dd>{materials.join(", ")}</dd>
        </>
      ) : null}
      {piece.stones.length > 0 ? (
        <>
          <dt className="text-muted">Stones</dt>
          <dd>{piece.stones.join(", ")}</dd>
        </>
      ) : null}
    </>
  );
}

/** How to look after the piece, under its details, when the maker wrote it. */
export function PieceCare({ care }: { care: string | null }) {
  if (care === null) return null;
  return (
    <section aria-labelledby="product-care-heading" className="mt-6">
      <h3 id="product-care-heading" className="text-sm font-semibold text-ink">
        Care
      </h3>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted">{care}</p>
    </section>
  );
}
