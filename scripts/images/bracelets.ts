import type { ArtHints } from "../../prisma/seed/catalog";
import { onEllipse } from "./geometry";
import { letterCube } from "./glyphs";
import { bead, chain, charm, type CharmShape, hammered, spacer } from "./parts";
import type { Rng } from "./prng";
import { type Defs, f, linear, METALS } from "./svg";

/** Where a bracelet lies: the centre of its ring as seen at an angle, and its size. */
export interface Lay {
  readonly cx: number;
  readonly cy: number;
  readonly scale: number;
}

export const CENTRED: Lay = { cx: 400, cy: 400, scale: 1.3 };

const RX = 215;
const RY = 112;

interface Placed {
  readonly y: number;
  readonly svg: string;
}

/** Painter's order: the far side of the ring first, so near beads overlap it as they would in a photo. */
function backToFront(items: Placed[]): string {
  return items
    .sort((a, b) => a.y - b.y)
    .map((item) => item.svg)
    .join("");
}

/** Nearer beads look a little larger: a cheap perspective cue. */
function depth(angle: number): number {
  return 1 + 0.1 * Math.sin(angle);
}

export function beadedBracelet(defs: Defs, rng: Rng, art: ArtHints, lay: Lay): string {
  const s = lay.scale;
  const r = 21 * s;
  const withSpacers = art.finish === "stone" || rng.chance(0.5);
  const count = withSpacers ? 20 : 24;
  const items: Placed[] = [];
  const colors = art.palette.length > 0 ? art.palette : ["#5b94c2"];
  // Two-colour palettes alternate; longer ones get the maker's random-looking but seeded mix.
  const order = Array.from(
    { length: count },
    (_, i) => (colors.length <= 2 ? colors[i % colors.length] : rng.pick(colors)) ?? "#5b94c2",
  );
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + 0.1;
    const p = onEllipse(lay.cx, lay.cy, RX * s, RY * s, a);
    const k = depth(a);
    items.push({ y: p.y, svg: bead(defs, p.x, p.y, r * k, order[i] ?? "#5b94c2", art.finish ?? "glass") });
    if (withSpacers) {
      const b = a + Math.PI / count;
      const q = onEllipse(lay.cx, lay.cy, RX * s, RY * s, b);
      const tangent = Math.atan2(RY * Math.cos(b), -RX * Math.sin(b));
      items.push({ y: q.y - 0.1, svg: spacer(defs, q.x, q.y, 9 * s * depth(b), tangent, art.metal) });
    }
  }
  return backToFront(items);
}

export function nameBracelet(defs: Defs, rng: Rng, art: ArtHints, lay: Lay): string {
  const s = lay.scale;
  const letters = [...(art.letters ?? "LOVE")];
  const cube = 46 * s;
  const span = letters.length * (cube + 4 * s);
  const count = 64;
  const items: Placed[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const p = onEllipse(lay.cx, lay.cy, RX * s, RY * s, a);
    const hidden = Math.sin(a) > 0.5 && Math.abs(p.x - lay.cx) < span / 2 + 4 * s;
    if (!hidden) items.push({ y: p.y, svg: bead(defs, p.x, p.y, 9.5 * s * depth(a), rng.pick(art.palette), "glass") });
  }
  const front = lay.cy + RY * s;
  const cubes = letters
    .map((letter, i) => letterCube(defs, letter, lay.cx - span / 2 + (i + 0.5) * (cube + 4 * s), front, cube))
    .join("");
  return backToFront(items) + cubes;
}

function daisy(defs: Defs, x: number, y: number, R: number, petal: string, heart: string): string {
  const petals = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2;
    return bead(defs, x + Math.cos(a) * R * 0.62, y + Math.sin(a) * R * 0.62, R * 0.4, petal, "glass");
  });
  return petals.join("") + bead(defs, x, y, R * 0.38, heart, "glass");
}

export function daisyBracelet(defs: Defs, art: ArtHints, lay: Lay): string {
  const s = lay.scale;
  const [petal = "#fbfaf5", heart = "#f2c14e", leaf = "#8fb38a"] = art.palette;
  const flowers = 10;
  const items: Placed[] = [];
  for (let i = 0; i < flowers; i++) {
    const a = (i / flowers) * Math.PI * 2 + 0.2;
    const p = onEllipse(lay.cx, lay.cy, RX * s, RY * s, a);
    items.push({ y: p.y, svg: daisy(defs, p.x, p.y, 30 * s * depth(a), petal, heart) });
    for (let j = 1; j <= 3; j++) {
      const b = a + (j / 4) * ((Math.PI * 2) / flowers);
      const q = onEllipse(lay.cx, lay.cy, RX * s, RY * s, b);
      items.push({ y: q.y - 1, svg: bead(defs, q.x, q.y, 6 * s * depth(b), leaf, "glass") });
    }
  }
  return backToFront(items);
}

/** Three hammered bangles leaning on each other; each is split into far and near halves so they interlock. */
export function bangles(defs: Defs, rng: Rng, art: ArtHints, lay: Lay): string {
  const m = METALS[art.metal];
  const s = lay.scale;
  // Loosely piled, as they'd be tipped out on a table: two behind, one in front overlapping both.
  const spots = [
    { dx: -92, dy: -52 },
    { dx: 92, dy: -40 },
    { dx: 0, dy: 58 },
  ];
  const rings = spots.map(({ dx, dy }) => ({ cx: lay.cx + dx * s, cy: lay.cy + dy * s, tilt: rng.range(-8, 8) }));
  const rx = 150 * s;
  const ry = 66 * s;
  // Each bangle is drawn around its own origin, so one user-space gradient serves all three and
  // a bangle's two halves share it: no seam where they meet.
  const stroke = linear(
    defs,
    [
      [0, m.light],
      [0.3, m.mid],
      [0.55, m.light],
      [0.8, m.dark],
      [1, m.mid],
    ],
    -rx,
    -ry,
    rx,
    ry,
    true,
  );
  const half = (cx: number, cy: number, tilt: number, far: boolean): string => {
    const d = far
      ? `M${f(-rx)} 0A${f(rx)} ${f(ry)} 0 0 1 ${f(rx)} 0`
      : `M${f(rx)} 0A${f(rx)} ${f(ry)} 0 0 1 ${f(-rx)} 0`;
    const from = far ? Math.PI : 0;
    const dents = hammered(
      defs,
      rng,
      art.metal,
      { cx: 0, cy: 0, rx, ry },
      15 * s,
      Math.round(12 * s + 2),
      from + 0.05,
      from + Math.PI - 0.15,
    );
    return (
      `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(tilt)})"><path d="${d}" fill="none" stroke="${m.dark}" stroke-width="${f(20 * s)}"/>` +
      `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(15 * s)}"/>${dents}</g>`
    );
  };
  return (
    rings.map((r) => half(r.cx, r.cy, r.tilt, true)).join("") +
    rings.map((r) => half(r.cx, r.cy, r.tilt, false)).join("")
  );
}

const CHARMS: readonly CharmShape[] = ["heart", "leaf", "star", "flower", "moon"];

export function charmBracelet(defs: Defs, art: ArtHints, lay: Lay): string {
  const s = lay.scale;
  const rx = RX * s;
  const ry = RY * s;
  const d = `M${f(lay.cx - rx)} ${f(lay.cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(lay.cx + rx)} ${f(lay.cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(lay.cx - rx)} ${f(lay.cy)}Z`;
  const charms = CHARMS.map((shape, i) => {
    const a = Math.PI * (0.18 + (i / (CHARMS.length - 1)) * 0.64);
    const p = onEllipse(lay.cx, lay.cy, rx, ry, a);
    return charm(defs, shape, p.x, p.y, 36 * s, art.metal, (0.5 - a / Math.PI) * 40);
  });
  return chain(d, art.metal, 5.5 * s) + charms.join("");
}
