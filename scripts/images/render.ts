import type { DemoProduct } from "../../prisma/seed/catalog";
import { detailPiece, heroPiece, type Piece } from "./kinds";
import { rngFor } from "./prng";
import { linen, studio, TINTS } from "./scenes";
import { Defs, document, dropShadow, f } from "./svg";
import { styledScene } from "./styled";

interface RenderedImage {
  /** The product's public image path, e.g. "/products/<slug>-1.svg". */
  readonly path: string;
  readonly svg: string;
}

function zoomed(piece: Piece, shadow: string): string {
  const { focus, zoom } = piece;
  return `<g transform="translate(400 400) scale(${f(zoom)}) translate(${f(-focus.x)} ${f(-focus.y)})" filter="${shadow}">${piece.body}</g>`;
}

/**
 * Draws every image listed for the product: 1 hero on a studio sweep, 2 a close-up on linen,
 * 3 the piece styled on a display prop. Pure: the same product always yields the same bytes.
 */
export function renderProductImages(product: DemoProduct): RenderedImage[] {
  const { art, slug } = product;
  // Each picture re-draws the piece from the same seed, so beads and dents match across the three views.
  const pieceRng = () => rngFor(`${slug}:piece`);
  const scene = rngFor(`${slug}:scene`);
  const heroTint = scene.pick(TINTS);
  const otherTints = TINTS.filter((t) => t !== heroTint);
  const detailTint = scene.pick(otherTints);
  const styledTint = scene.pick(otherTints);

  return product.images.map((path, index) => {
    const defs = new Defs();
    let body: string;
    if (index === 0) {
      body = studio(defs, heroTint) + `<g filter="${dropShadow(defs)}">${heroPiece(defs, pieceRng(), art).body}</g>`;
    } else if (index === 1) {
      body = linen(defs, detailTint) + zoomed(detailPiece(defs, pieceRng(), art), dropShadow(defs, 1.3));
    } else {
      body = styledScene(defs, scene, art, styledTint, pieceRng);
    }
    return { path, svg: document(defs, body) };
  });
}
