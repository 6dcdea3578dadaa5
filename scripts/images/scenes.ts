import { darken, lighten, mix } from "./color";
import type { Rng } from "./prng";
import { blur, type Defs, dropShadow, f, linear, radial } from "./svg";

/** Backdrop colours: light at the top, deeper at the bottom, all in the shop's warm family. */
export interface Tint {
  readonly light: string;
  readonly deep: string;
}

export const TINTS: readonly Tint[] = [
  { light: "#faf1ea", deep: "#ead3c6" }, // blush
  { light: "#fbf6ee", deep: "#e9dcc7" }, // cream
  { light: "#f1f2ea", deep: "#d8dcc9" }, // sage
  { light: "#f7efe4", deep: "#e2cfb6" }, // sand
  { light: "#f8eceb", deep: "#e4c8c6" }, // dusty rose
  { light: "#f0f1f1", deep: "#d8d9d6" }, // linen grey
  { light: "#f9ece2", deep: "#e9c9b1" }, // apricot
];

function vignette(defs: Defs, color: string): string {
  const fill = radial(
    defs,
    [
      [0.55, color, 0],
      [1, color, 0.22],
    ],
    { cx: 0.5, cy: 0.45, r: 0.75, fx: 0.5, fy: 0.45 },
  );
  return `<rect width="800" height="800" fill="${fill}"/>`;
}

/** Studio sweep: a soft gradient with a pool of light behind the piece. */
export function studio(defs: Defs, tint: Tint): string {
  const base = linear(defs, [
    [0, tint.light],
    [1, tint.deep],
  ]);
  const glow = radial(
    defs,
    [
      [0, "#ffffff", 0.75],
      [1, "#ffffff", 0],
    ],
    { cx: 0.5, cy: 0.42, r: 0.5, fx: 0.5, fy: 0.42 },
  );
  return (
    `<rect width="800" height="800" fill="${base}"/><rect width="800" height="800" fill="${glow}"/>` +
    vignette(defs, darken(tint.deep, 0.35))
  );
}

/** Woven linen, for close-ups: a fine grid pattern costs a few bytes and reads as cloth. */
export function linen(defs: Defs, tint: Tint): string {
  const base = linear(
    defs,
    [
      [0, lighten(tint.deep, 0.35)],
      [1, tint.deep],
    ],
    0,
    0,
    1,
    1,
  );
  const thread = darken(tint.deep, 0.5);
  defs.add(
    "weave",
    `<pattern id="weave" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 .6H5M.6 0V5" stroke="${thread}" stroke-width=".7" opacity=".13"/><path d="M0 3.2H5" stroke="#fff" stroke-width=".6" opacity=".25"/></pattern>`,
  );
  return (
    `<rect width="800" height="800" fill="${base}"/><rect width="800" height="800" fill="url(#weave)"/>` +
    vignette(defs, darken(tint.deep, 0.45))
  );
}

/** Pale marble with a few soft veins, for flat-lays. */
export function marble(defs: Defs, rng: Rng, tint: Tint): string {
  const base = linear(
    defs,
    [
      [0, "#fbfaf8"],
      [1, mix(tint.light, "#e9e6e2", 0.6)],
    ],
    0,
    0,
    1,
    1,
  );
  // Veins wander: a run of short quadratic steps, each nudged sideways, then a thinner branch off it.
  const vein = (x: number, y: number, heading: number, steps: number, width: number): string => {
    let d = `M${f(x)} ${f(y)}`;
    for (let i = 0; i < steps; i++) {
      heading += rng.range(-0.5, 0.5);
      const len = rng.range(50, 110);
      const mx = x + Math.cos(heading) * len * 0.5 + rng.range(-18, 18);
      const my = y + Math.sin(heading) * len * 0.5 + rng.range(-18, 18);
      x += Math.cos(heading) * len;
      y += Math.sin(heading) * len;
      d += `Q${f(mx)} ${f(my)} ${f(x)} ${f(y)}`;
    }
    return `<path d="${d}" stroke-width="${f(width)}" opacity="${f(rng.range(0.15, 0.35), 2)}"/>`;
  };
  const veins = Array.from({ length: 4 }, () => {
    const x = rng.range(-60, 400);
    const y = rng.range(-60, 500);
    const heading = rng.range(0.2, 1.1);
    return (
      vein(x, y, heading, 9, rng.range(1.2, 2.6)) +
      vein(x + rng.range(60, 200), y + rng.range(40, 160), heading + rng.range(-0.9, 0.9), 4, 0.8)
    );
  }).join("");
  return (
    `<rect width="800" height="800" fill="${base}"/><g fill="none" stroke="#8f857c" filter="${blur(defs, 1.2)}">${veins}</g>` +
    vignette(defs, "#6d6055")
  );
}

/** A eucalyptus sprig: a styling prop that sits at the edge of the frame. */
export function sprig(defs: Defs, rng: Rng, x: number, y: number, angle: number, scale: number): string {
  const leafFill = linear(
    defs,
    [
      [0, "#b9c8b2"],
      [1, "#7f9a80"],
    ],
    0,
    0,
    1,
    1,
  );
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const t = i * 34;
    const side = i % 2 === 0 ? 1 : -1;
    const size = 26 - i * 1.5;
    leaves.push(
      `<ellipse cx="${f(side * (size * 0.9))}" cy="${f(-t)}" rx="${f(size)}" ry="${f(size * 0.82)}" fill="${leafFill}" stroke="#6d876d" stroke-width=".8" transform="rotate(${f(side * rng.range(10, 30))} 0 ${f(-t)})"/>`,
    );
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f(scale)})" filter="${dropShadow(defs, 0.5)}"><path d="M0 40C4 -100 -6 -200 8 -300" fill="none" stroke="#6b7f62" stroke-width="3"/>${leaves.join("")}</g>`;
}

/** Shallow glazed trinket dish seen from above at an angle. */
export function dish(defs: Defs, cx: number, cy: number, rx: number, ry: number, glaze: string): string {
  const rim = linear(defs, [
    [0, lighten(glaze, 0.5)],
    [1, darken(glaze, 0.15)],
  ]);
  const well = radial(
    defs,
    [
      [0, lighten(glaze, 0.35)],
      [0.8, glaze],
      [1, darken(glaze, 0.18)],
    ],
    { cx: 0.5, cy: 0.55, r: 0.55, fx: 0.45, fy: 0.4 },
  );
  return (
    `<ellipse cx="${f(cx)}" cy="${f(cy + 10)}" rx="${f(rx)}" ry="${f(ry)}" fill="${darken(glaze, 0.4)}" opacity=".35" filter="${blur(defs, 12)}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${rim}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy + 6)}" rx="${f(rx - 26)}" ry="${f(ry - 22)}" fill="${well}"/>` +
    `<path d="M${f(cx - rx * 0.8)} ${f(cy - ry * 0.45)}A${f(rx - 13)} ${f(ry - 11)} 0 0 1 ${f(cx - rx * 0.2)} ${f(cy - ry * 0.93)}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".6" filter="${blur(defs, 1.5)}"/>`
  );
}

/** Kraft display card of the kind the earrings are posted on. */
export function card(defs: Defs, x: number, y: number, w: number, h: number, color: string): string {
  const fill = linear(
    defs,
    [
      [0, lighten(color, 0.15)],
      [1, darken(color, 0.06)],
    ],
    0,
    0,
    1,
    1,
  );
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="12" fill="${fill}" filter="${dropShadow(defs, 0.8)}"/><rect x="${f(x + 14)}" y="${f(y + 14)}" width="${f(w - 28)}" height="${f(h - 28)}" rx="6" fill="none" stroke="${darken(color, 0.2)}" stroke-width="1.2" stroke-dasharray="5 4" opacity=".5"/>`;
}

/** Velvet neck form: the way a necklace is shown worn without a model. */
export function bust(defs: Defs, tone: string): string {
  const velvet = linear(
    defs,
    [
      [0, darken(tone, 0.35)],
      [0.3, tone],
      [0.5, lighten(tone, 0.12)],
      [0.7, tone],
      [1, darken(tone, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const d =
    "M356 -10C350 70 342 130 340 180C338 240 290 276 198 296C110 318 60 380 52 470L40 820H760L748 470C740 380 690 318 602 296C510 276 462 240 460 180C458 130 450 70 444 -10Z";
  const neckShade = radial(
    defs,
    [
      [0, darken(tone, 0.3), 0.55],
      [1, darken(tone, 0.3), 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5, fx: 0.5, fy: 0.5 },
  );
  return `<path d="${d}" fill="${velvet}" filter="${dropShadow(defs, 1.4)}"/><ellipse cx="400" cy="236" rx="100" ry="34" fill="${neckShade}"/>`;
}

/** Tapered ring cone standing on the table. */
export function cone(defs: Defs, tone: string): string {
  const wood = linear(
    defs,
    [
      [0, darken(tone, 0.3)],
      [0.35, lighten(tone, 0.15)],
      [0.6, tone],
      [1, darken(tone, 0.4)],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    `<ellipse cx="400" cy="690" rx="170" ry="26" fill="#3a2518" opacity=".22" filter="${blur(defs, 10)}"/>` +
    `<path d="M384 110Q400 96 416 110L540 676A140 22 0 0 1 260 676Z" fill="${wood}"/>` +
    // Faint grain converging on the tip: enough to read as turned wood rather than a flat triangle.
    `<path d="M396 112L330 690M400 110L372 694M404 112L430 694M407 116L476 690" stroke="${darken(tone, 0.5)}" stroke-width="1.2" opacity=".14"/>`
  );
}
