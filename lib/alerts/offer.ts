// A shared rule (no I/O): the product page asks it whether to draw "Email me when it's back".

type OfferedPiece = { availability: string; inStock: boolean; variants: readonly { inStock: boolean }[] };

/**
 * Whether a piece's page offers a back-in-stock alert: it is out of stock, or one of its sizes is. A sold
 * one-of-a-kind piece never comes back (its page offers a commission instead).
 */
export function offersStockAlert(piece: OfferedPiece): boolean {
  if (piece.availability === "sold") return false;
  return piece.variants.length > 0 ? piece.variants.some((variant) => !variant.inStock) : !piece.inStock;
}
