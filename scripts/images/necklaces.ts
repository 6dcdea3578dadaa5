import type { ArtHints } from "../../prisma/seed/catalog";
import { darken } from "./color";
import { cubic, packAlong, type Point, Track } from "./geometry";
import { glyph } from "./glyphs";
import { bead, chain, charmPath, chip, cord, facetedGem, flash, jumpRing, spacer, stoneFill, teardrop } from "./parts";
import type { Rng } from "./prng";
import { type Defs, f, METALS, metalFill } from "./svg";

/** Where a necklace lies: a cubic from one end to the other, and how big its parts are drawn. */
export interface Drape {
  readonly p0: Point;
  readonly p1: Point;
  readonly p2: Point;
  readonly p3: Point;
  readonly scale: number;
}

export const HANGING: Drape = {
  p0: { x: 175, y: -30 },
  p1: { x: 115, y: 750 },
  p2: { x: 685, y: 750 },
  p3: { x: 625, y: -30 },
  scale: 1.3,
};
// On the neck form the chain leaves the neck where it meets the shoulders and opens out over the chest.
export const ON_BUST: Drape = {
  p0: { x: 342, y: 196 },
  p1: { x: 258, y: 560 },
  p2: { x: 542, y: 560 },
  p3: { x: 458, y: 196 },
  scale: 0.8,
};

/** The same drape with its lowest point raised: the shorter chain of a layered set. */
export function shorter(drape: Drape, k: number): Drape {
  const lift = (p: Point): Point => ({ x: p.x, y: drape.p0.y + (p.y - drape.p0.y) * k });
  return { ...drape, p1: lift(drape.p1), p2: lift(drape.p2) };
}

function pathOf({ p0, p1, p2, p3 }: Drape): string {
  return `M${f(p0.x)} ${f(p0.y)}C${f(p1.x)} ${f(p1.y)} ${f(p2.x)} ${f(p2.y)} ${f(p3.x)} ${f(p3.y)}`;
}

function trackOf(d: Drape): Track {
  return new Track(cubic(d.p0, d.p1, d.p2, d.p3));
}

/** Lowest point of the drape, where pendants hang and where the close-up looks. */
export function bottomOf(d: Drape): Point {
  return cubic(d.p0, d.p1, d.p2, d.p3)(0.5);
}

interface Slot {
  readonly r: number;
  readonly draw: (x: number, y: number, angle: number) => string;
}

/** Beads on a strand, in the maker's pattern for this finish, filling `share` of the visible length. */
export function strand(defs: Defs, rng: Rng, art: ArtHints, drape: Drape): string {
  const track = trackOf(drape);
  const s = drape.scale;
  const finish = art.finish ?? "glass";
  const colors = art.palette.length > 0 ? art.palette : ["#c9a27e"];
  const slots: Slot[] = [];
  const share = finish === "pearl" ? 0.8 : finish === "clay" ? 0.66 : 0.56;
  const base = (finish === "clay" ? 16 : finish === "pearl" ? 11.5 : 13) * s;
  const spacerEvery = finish === "pearl" ? 0 : rng.pick([0, 1, 2, 3]);
  const graduated = finish === "glass" && rng.chance(0.5);
  let used = 0;
  let i = 0;
  while (used < track.length * share) {
    const centre = 1 - Math.abs(used / (track.length * share) - 0.5) * 2;
    const r =
      base * (graduated ? 0.75 + 0.45 * centre : finish === "clay" ? rng.range(0.8, 1.15) : rng.range(0.95, 1.05));
    const color = finish === "clay" ? rng.pick(colors) : (colors[i % colors.length] ?? "#c9a27e");
    slots.push({ r, draw: (x, y) => bead(defs, x, y, r, color, finish) });
    used += 2 * r + 2;
    if (spacerEvery > 0 && i % spacerEvery === 0) {
      const sr = 6 * s;
      slots.push({ r: sr * 0.42, draw: (x, y, a) => spacer(defs, x, y, sr, a, art.metal) });
      used += sr;
    }
    i++;
  }
  const gap = finish === "pearl" ? 4.5 * s : 1.2;
  const stations = packAlong(
    track,
    slots.map((slot) => slot.r),
    gap,
  );
  const d = pathOf(drape);
  const string =
    finish === "pearl"
      ? cord(d, "#efe6da", 2.2 * s)
      : finish === "clay"
        ? cord(d, "#8a6a4b", 4 * s)
        : chain(d, art.metal, 3 * s);
  const beads = slots.map((slot, k) => {
    const st = stations[k];
    return st ? slot.draw(st.p.x, st.p.y, st.angle) : "";
  });
  return string + beads.join("");
}

/** Tumbled chips alternating with metal-tone seed beads. */
export function chipStrand(defs: Defs, rng: Rng, art: ArtHints, drape: Drape): string {
  const track = trackOf(drape);
  const s = drape.scale;
  const radii: number[] = [];
  const kinds: string[] = [];
  let used = 0;
  while (used < track.length * 0.56) {
    const r = rng.range(9, 13) * s;
    radii.push(r, 3.6 * s);
    kinds.push(rng.pick(art.palette), "seed");
    used += 2 * r + 7.2 * s + 2;
  }
  const stations = packAlong(track, radii, 0.5);
  const parts = stations.map((st, k) => {
    const kind = kinds[k] ?? "seed";
    const r = radii[k] ?? 4;
    return kind === "seed"
      ? bead(defs, st.p.x, st.p.y, r, METALS[art.metal].mid, "glass")
      : chip(defs, rng, st.p.x, st.p.y, r, kind);
  });
  return chain(pathOf(drape), art.metal, 2.6 * s) + parts.join("");
}

/** A faceted teardrop wrapped in wire: the wraps hide where the wire meets the stone. */
function wrappedDrop(defs: Defs, art: ArtHints, at: Point, s: number, length: number): string {
  const m = METALS[art.metal];
  const color = art.palette[0] ?? "#e6a8b8";
  const h = length * s;
  const R = h * 0.31;
  // The wraps hug the stone, so measure the teardrop's right-hand curve (see parts.teardrop) at each height.
  const edge = cubic({ x: 0, y: 0 }, { x: R * 0.35, y: h * 0.25 }, { x: R, y: h - R - R * 0.9 }, { x: R, y: h - R });
  const outline = Array.from({ length: 41 }, (_, i) => edge(i / 40));
  const halfWidth = (y: number): number => outline.find((p) => p.y >= y)?.x ?? R;
  const wraps = [0.09, 0.14, 0.19, 0.24]
    .map((t, k) => {
      const y = h * t;
      const w = halfWidth(y) + 2 * s;
      return `<path d="M${f(-w)} ${f(y + 4 * s)}Q0 ${f(y - 6 * s + k)} ${f(w)} ${f(y + 4 * s)}" fill="none" stroke="${m.mid}" stroke-width="${f(2.4 * s)}" stroke-linecap="round"/>`;
    })
    .join("");
  const facets = `<path d="M0 ${f(h * 0.06)}L${f(-R * 0.55)} ${f(h - R)}L0 ${f(h * 0.98)}L${f(R * 0.55)} ${f(h - R)}Z" fill="#fff" opacity=".16"/><path d="M${f(-R)} ${f(h - R)}H${f(R)}" stroke="#fff" stroke-width="${f(1.2 * s)}" opacity=".35"/>`;
  const sheen = art.palette[1] ? flash(defs, R * 0.1, h - R * 1.1, R * 0.45, R * 0.6, art.palette[1]) : "";
  return (
    `<g transform="translate(${f(at.x)} ${f(at.y)})">` +
    jumpRing(0, 0, 7 * s, art.metal) +
    `<g transform="translate(0 ${f(6 * s)})"><path d="${teardrop(h, R)}" fill="${stoneFill(defs, color)}" stroke="${darken(color, 0.2)}" stroke-width=".8"/>${sheen}${facets}${wraps}</g></g>`
  );
}

export function pendant(defs: Defs, art: ArtHints, drape: Drape): string {
  return chain(pathOf(drape), art.metal, 2.6 * drape.scale) + wrappedDrop(defs, art, bottomOf(drape), drape.scale, 190);
}

export function birthstone(defs: Defs, art: ArtHints, drape: Drape): string {
  const at = bottomOf(drape);
  const s = drape.scale;
  const r = 48 * s;
  const cy = at.y + 12 * s + r;
  const prongs = [-0.8, -0.25, 0.25, 0.8]
    .map(
      (a) =>
        `<circle cx="${f(at.x + Math.sin(a * 2) * r * 0.98)}" cy="${f(cy - Math.cos(a * 2) * r * 0.98)}" r="${f(5 * s)}" fill="${metalFill(defs, art.metal)}"/>`,
    )
    .join("");
  return (
    chain(pathOf(drape), art.metal, 2.4 * s) +
    jumpRing(at.x, at.y + 4 * s, 7 * s, art.metal) +
    `<circle cx="${f(at.x)}" cy="${f(cy)}" r="${f(r + 4 * s)}" fill="${metalFill(defs, art.metal)}"/>` +
    facetedGem(at.x, cy, r, art.palette[0] ?? "#5b8fd6") +
    prongs
  );
}

export function layered(defs: Defs, art: ArtHints, drape: Drape): string {
  const s = drape.scale;
  const upper = shorter(drape, 0.72);
  const top = bottomOf(upper);
  const low = bottomOf(drape);
  const moon = `<g transform="translate(${f(low.x)} ${f(low.y)})">${jumpRing(0, 0, 6 * s, art.metal)}<g transform="translate(0 ${f(62 * s)}) rotate(-20)"><path d="${charmPath("moon", 54 * s)}" fill="${metalFill(defs, art.metal)}" stroke="${METALS[art.metal].dark}" stroke-width="1"/></g></g>`;
  return (
    chain(pathOf(drape), art.metal, 2.2 * s) +
    chain(pathOf(upper), art.metal, 2 * s) +
    bead(defs, top.x, top.y + 10 * s, 13 * s, art.palette[0] ?? "#7fa7c9", "glass") +
    moon
  );
}

/** Brass disc with a stamped initial: the letter is dark in the groove and catches light on its lower lip. */
export function initialCharm(defs: Defs, art: ArtHints, drape: Drape): string {
  const at = bottomOf(drape);
  const s = drape.scale;
  const r = 62 * s;
  const cy = at.y + 14 * s + r;
  const m = METALS[art.metal];
  const letter = (art.letters ?? "A").slice(0, 1);
  const pearlAt = packAlong(trackOf(drape), [13 * s, 2 * r + 20 * s], 0)[0];
  return (
    chain(pathOf(drape), art.metal, 2.4 * s) +
    jumpRing(at.x, at.y + 5 * s, 8 * s, art.metal) +
    `<circle cx="${f(at.x)}" cy="${f(cy)}" r="${f(r)}" fill="${metalFill(defs, art.metal)}" stroke="${m.dark}" stroke-width="1"/>` +
    `<circle cx="${f(at.x)}" cy="${f(cy)}" r="${f(r * 0.9)}" fill="none" stroke="${m.light}" stroke-width="${f(1.5 * s)}" opacity=".6"/>` +
    glyph(letter, at.x + 1.2 * s, cy + 1.6 * s, r * 0.85, m.light, 5 * s) +
    glyph(letter, at.x, cy, r * 0.85, darken(m.dark, 0.25), 5 * s) +
    (pearlAt ? bead(defs, pearlAt.p.x, pearlAt.p.y, 13 * s, art.palette[0] ?? "#f4ede6", "pearl") : "")
  );
}
