import type { ArtHints } from "../../prisma/seed/catalog";
import { darken } from "./color";
import { bead, earWire, facetedGem, flash, hammered, jumpRing, stoneFill, teardrop } from "./parts";
import type { Rng } from "./prng";
import { type Defs, f, METALS, metalFill } from "./svg";

/** Where the pair sits: the left earring's anchor, the gap to its partner, and size. */
export interface Pairing {
  readonly x: number;
  readonly y: number;
  readonly gap: number;
  readonly scale: number;
}

/** One earring drawn once and placed twice; the partner is mirrored, as a real pair is. */
export function pair(defs: Defs, earring: string, at: Pairing): string {
  defs.add("ear", `<g id="ear">${earring}</g>`);
  const s = f(at.scale);
  return (
    `<use href="#ear" transform="translate(${f(at.x)} ${f(at.y)}) rotate(-4) scale(${s})"/>` +
    `<use href="#ear" transform="translate(${f(at.x + at.gap)} ${f(at.y + 14)}) rotate(5) scale(-${s} ${s})"/>`
  );
}

/** Hoop hanging from its hinge at (0,0); hammered dents scatter light along the wire. */
export function hoop(defs: Defs, rng: Rng, art: ArtHints): string {
  const m = METALS[art.metal];
  const beaded = art.palette.length > 0;
  const R = beaded ? 92 : 125;
  const w = beaded ? 7 : 10;
  const ring = `<circle cx="0" cy="${R}" r="${R}" fill="none" stroke="${m.dark}" stroke-width="${w + 2}"/><circle cx="0" cy="${R}" r="${R}" fill="none" stroke="${metalFill(defs, art.metal)}" stroke-width="${w}"/>`;
  const shine = `<path d="M${f(-R * 0.92)} ${f(R * 0.62)}A${R} ${R} 0 0 1 ${f(-R * 0.35)} ${f(R * 0.065)}" fill="none" stroke="${m.light}" stroke-width="${f(w * 0.35)}" stroke-linecap="round" opacity=".9"/>`;
  const dents = beaded ? "" : hammered(defs, rng, art.metal, { cx: 0, cy: R, rx: R, ry: R }, w, 40);
  const beads = beaded
    ? [-0.32, 0, 0.32]
        .map((da, i) => {
          const a = Math.PI / 2 + da;
          return bead(
            defs,
            Math.cos(a) * R,
            R + Math.sin(a) * R,
            12,
            art.palette[i % art.palette.length] ?? "#3fb3b0",
            "glass",
          );
        })
        .join("")
    : "";
  // The latch: where the wire tucks into its own end at the top.
  const latch = `<path d="M-5 0.3A${R} ${R} 0 0 1 5 0.3" fill="none" stroke="${m.dark}" stroke-width="${f(w + 1)}" opacity=".7"/>`;
  return ring + shine + dents + latch + beads;
}

export function drop(defs: Defs, art: ArtHints): string {
  const [color = "#e9a6a6", second] = art.palette;
  const wire = earWire(art.metal);
  if (art.finish === "pearl") {
    return (
      wire +
      jumpRing(0, 12, 5, art.metal) +
      bead(defs, 0, 28, 9, color, "pearl") +
      `<path d="M0 37V50" stroke="${METALS[art.metal].mid}" stroke-width="2.4"/>` +
      bead(defs, 0, 82, 33, second ?? color, "pearl")
    );
  }
  const h = 170;
  const R = 44;
  const facets =
    art.finish === "glass"
      ? `<path d="M0 6L${f(-R * 0.6)} ${h - R}L0 ${h - 2}L${f(R * 0.6)} ${h - R}Z" fill="#fff" opacity=".18"/><path d="M${-R} ${h - R}H${R}" stroke="#fff" stroke-width="1.2" opacity=".4"/>`
      : "";
  const sheen = second && art.finish === "stone" ? flash(defs, 6, h - R * 1.2, R * 0.55, R * 0.75, second) : "";
  return (
    wire +
    jumpRing(0, 12, 5, art.metal) +
    bead(defs, 0, 27, 8, METALS[art.metal].mid, "glass") +
    `<g transform="translate(0 36)"><path d="${teardrop(h, R)}" fill="${stoneFill(defs, color)}" stroke="${darken(color, 0.18)}" stroke-width=".8"/>${sheen}${facets}</g>`
  );
}

/** Stud centred on (0,0): clay flowers have soft matte petals, gems sit in a bezel cup. */
export function stud(defs: Defs, art: ArtHints): string {
  const [petal = "#fffaf0", heart = "#f0b73c"] = art.palette;
  if (art.finish === "clay") {
    const petals = Array.from({ length: 8 }, (_, i) => {
      const deg = (i / 8) * 360;
      return `<ellipse cx="0" cy="-36" rx="15" ry="32" transform="rotate(${deg})" fill="${stoneFill(defs, petal)}" stroke="${darken(petal, 0.12)}" stroke-width="1"/>`;
    }).join("");
    const dots = Array.from({ length: 7 }, (_, i) => {
      const a = (i / 7) * Math.PI * 2;
      return `<circle cx="${f(Math.cos(a) * 11)}" cy="${f(Math.sin(a) * 11)}" r="2" fill="${darken(heart, 0.3)}" opacity=".6"/>`;
    }).join("");
    return petals + bead(defs, 0, 0, 20, heart, "clay") + dots;
  }
  return (
    `<circle r="62" fill="${metalFill(defs, art.metal)}" stroke="${METALS[art.metal].dark}" stroke-width="1.5"/>` +
    facetedGem(0, 0, 52, petal)
  );
}

/** Brick-stitch triangle with a V of fringe; each fringe strand is a dotted stroke, so the file stays small. */
export function fringe(defs: Defs, art: ArtHints): string {
  const colors = art.palette.length > 0 ? art.palette : ["#f0a060"];
  const cell = 10;
  const rows = 8;
  const top = 22;
  const cells: string[] = [];
  for (let row = 0; row < rows; row++) {
    const n = row + 2;
    const color = colors[Math.min(colors.length - 1, Math.floor((row / rows) * colors.length))] ?? "#f0a060";
    for (let i = 0; i < n; i++) {
      const x = (i - n / 2) * cell;
      cells.push(
        `<rect x="${f(x + 0.6)}" y="${f(top + row * (cell - 1))}" width="${cell - 1.2}" height="${cell - 1.8}" rx="2.4" fill="${color}"/>`,
      );
    }
  }
  const bottom = top + rows * (cell - 1);
  const n = rows + 1;
  const strands: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = (i - n / 2 + 0.5) * cell;
    const centre = 1 - Math.abs(i - (n - 1) / 2) / ((n - 1) / 2);
    const length = 70 + centre * 120;
    const color = colors[(i + 2) % colors.length] ?? "#f0a060";
    const d = `M${f(x)} ${f(bottom + 4)}V${f(bottom + length)}`;
    strands.push(
      `<path d="${d}" stroke="${darken(color, 0.15)}" stroke-width="8.5" stroke-linecap="round" stroke-dasharray="0 9.4"/>` +
        `<path d="${d}" stroke="${color}" stroke-width="5.5" stroke-linecap="round" stroke-dasharray="0 9.4" transform="translate(-.9 -.9)"/>` +
        bead(defs, x, bottom + length + 8, 5.5, METALS[art.metal].mid, "glass"),
    );
  }
  const bar = `<path d="M-10 ${top - 6}H10" stroke="${METALS[art.metal].mid}" stroke-width="4" stroke-linecap="round"/><path d="M0 8V${top - 6}" stroke="${METALS[art.metal].mid}" stroke-width="2.5"/>`;
  return earWire(art.metal) + bar + strands.join("") + cells.join("");
}

/** Rough bounds of one earring in its own coordinates: centre and height, for framing a close-up. */
function earringBox(art: ArtHints): { cx: number; cy: number; h: number } {
  switch (art.kind) {
    case "hoops":
      return art.palette.length > 0 ? { cx: 0, cy: 88, h: 230 } : { cx: 0, cy: 118, h: 290 };
    case "studs":
      return { cx: 0, cy: 0, h: 190 };
    case "fringe":
      return { cx: 18, cy: 95, h: 430 };
    default:
      return art.finish === "pearl" ? { cx: 22, cy: 4, h: 260 } : { cx: 22, cy: 50, h: 340 };
  }
}

/** One earring alone, centred and large, for the close-up. */
export function single(defs: Defs, earring: string, art: ArtHints): string {
  defs.add("ear", `<g id="ear">${earring}</g>`);
  const box = earringBox(art);
  const k = 560 / box.h;
  return `<use href="#ear" transform="translate(400 400) scale(${f(k, 2)}) rotate(-6) translate(${f(-box.cx)} ${f(-box.cy)})"/>`;
}
