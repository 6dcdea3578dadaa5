import { type Defs, f, linear } from "./svg";

/** Stroke letters on a 10 × 14 grid, so letter beads need no font. */
const GLYPHS: Record<string, string> = {
  A: "M0 14L5 0L10 14M2.2 8.6H7.8",
  E: "M10 0H0V14H10M0 7H7",
  I: "M5 0V14M2 0H8M2 14H8",
  L: "M0 0V14H10",
  M: "M0 14V0L5 8L10 0V14",
  N: "M0 14V0L10 14V0",
  O: "M5 0A5 7 0 1 0 5 14A5 7 0 1 0 5 0Z",
  R: "M0 14V0H6A3.5 3.5 0 0 1 6 7H0M5 7L10 14",
  V: "M0 0L5 14L10 0",
  Y: "M0 0L5 7L10 0M5 7V14",
};

export function glyph(letter: string, cx: number, cy: number, height: number, color: string, weight: number): string {
  const d = GLYPHS[letter.toUpperCase()];
  if (d === undefined) return "";
  const k = height / 14;
  return `<path d="${d}" transform="translate(${f(cx - 5 * k)} ${f(cy - 7 * k)}) scale(${f(k, 2)})" fill="none" stroke="${color}" stroke-width="${f(weight / k)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** White acrylic letter cube facing the camera, with a shaded bottom edge for depth. */
export function letterCube(defs: Defs, letter: string, cx: number, cy: number, size: number): string {
  const h = size / 2;
  const face = linear(defs, [
    [0, "#ffffff"],
    [0.7, "#f4efe9"],
    [1, "#ddd3c8"],
  ]);
  return (
    `<rect x="${f(cx - h)}" y="${f(cy - h + 3)}" width="${f(size)}" height="${f(size)}" rx="${f(size * 0.18)}" fill="#c9bcae"/>` +
    `<rect x="${f(cx - h)}" y="${f(cy - h)}" width="${f(size)}" height="${f(size)}" rx="${f(size * 0.18)}" fill="${face}"/>` +
    glyph(letter, cx, cy, size * 0.52, "#2b2a33", size * 0.09)
  );
}
