import { darken, lighten, mix } from "./color";

const SIZE = 800;

/** Coordinates to one decimal: invisible at 800 px and keeps each file small. */
export function f(value: number, places = 1): string {
  const k = 10 ** places;
  const rounded = Math.round(value * k) / k;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** Collects gradients and filters for one image; identical requests share one definition. */
export class Defs {
  private readonly ids = new Map<string, string>();
  private readonly markup: string[] = [];

  use(key: string, build: (id: string) => string): string {
    const existing = this.ids.get(key);
    if (existing !== undefined) return existing;
    const id = `d${this.ids.size}`;
    this.ids.set(key, id);
    this.markup.push(build(id));
    return id;
  }

  /** Raw markup that others reference by a fixed id (e.g. one earring drawn once and <use>d twice). */
  add(key: string, markup: string): void {
    if (!this.ids.has(key)) {
      this.ids.set(key, key);
      this.markup.push(markup);
    }
  }

  toString(): string {
    return this.markup.length > 0 ? `<defs>${this.markup.join("")}</defs>` : "";
  }
}

export function document(defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `${defs.toString()}${body}</svg>\n`
  );
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${f(a)}"`}/>`)
    .join("");
}

export function radial(defs: Defs, list: readonly Stop[], at = { cx: 0.5, cy: 0.5, r: 0.5, fx: 0.5, fy: 0.5 }): string {
  const key = `r${JSON.stringify(list)}${JSON.stringify(at)}`;
  const id = defs.use(
    key,
    (i) =>
      `<radialGradient id="${i}" cx="${at.cx}" cy="${at.cy}" r="${at.r}" fx="${at.fx}" fy="${at.fy}">${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

export function linear(defs: Defs, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
  const key = `l${JSON.stringify(list)}${x1},${y1},${x2},${y2},${user}`;
  const units = user ? ` gradientUnits="userSpaceOnUse"` : "";
  const id = defs.use(
    key,
    (i) =>
      `<linearGradient id="${i}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${units}>${stops(list)}</linearGradient>`,
  );
  return `url(#${id})`;
}

export type BeadFinish = "glass" | "pearl" | "clay" | "stone";

const BEAD_LIGHT = { cx: 0.42, cy: 0.4, r: 0.62, fx: 0.3, fy: 0.26 };

/** A sphere's shading: the light sits top-left in every picture so the set reads as one photo shoot. */
export function beadFill(defs: Defs, color: string, finish: BeadFinish): string {
  switch (finish) {
    case "glass":
      return radial(
        defs,
        [
          [0, lighten(color, 0.8)],
          [0.22, lighten(color, 0.25)],
          [0.7, color],
          [1, darken(color, 0.4)],
        ],
        BEAD_LIGHT,
      );
    case "pearl":
      return radial(
        defs,
        [
          [0, "#fffdf9"],
          [0.4, lighten(color, 0.35)],
          [0.82, color],
          [1, mix(color, "#8c7a70", 0.45)],
        ],
        BEAD_LIGHT,
      );
    case "clay":
      return radial(
        defs,
        [
          [0, lighten(color, 0.22)],
          [0.55, color],
          [1, darken(color, 0.3)],
        ],
        { ...BEAD_LIGHT, fx: 0.36, fy: 0.34 },
      );
    case "stone":
      return radial(
        defs,
        [
          [0, lighten(color, 0.5)],
          [0.45, color],
          [1, darken(color, 0.45)],
        ],
        BEAD_LIGHT,
      );
  }
}

export type Metal = "gold" | "silver" | "rose" | "copper" | "brass";

export const METALS: Record<Metal, { light: string; mid: string; dark: string }> = {
  gold: { light: "#fcecb4", mid: "#d8ad55", dark: "#976a22" },
  silver: { light: "#fbfcfd", mid: "#c4c9cf", dark: "#7b828b" },
  rose: { light: "#fbdccd", mid: "#d9a08a", dark: "#95604d" },
  copper: { light: "#f6c49c", mid: "#c87a45", dark: "#80431f" },
  brass: { light: "#f5e2a2", mid: "#c6a24c", dark: "#80652a" },
};

/** Polished metal: bright and dark bands crossing the piece diagonally. */
export function metalFill(defs: Defs, metal: Metal): string {
  const m = METALS[metal];
  return linear(
    defs,
    [
      [0, m.light],
      [0.28, m.mid],
      [0.5, m.light],
      [0.74, m.dark],
      [1, m.mid],
    ],
    0,
    0,
    1,
    1,
  );
}

export function dropShadow(defs: Defs, strength = 1): string {
  const id = defs.use(
    `shadow${strength}`,
    (i) =>
      `<filter id="${i}" x="-30%" y="-30%" width="160%" height="170%">` +
      `<feDropShadow dx="${f(4 * strength)}" dy="${f(11 * strength)}" stdDeviation="${f(8 * strength)}" flood-color="#4a2e20" flood-opacity=".28"/></filter>`,
  );
  return `url(#${id})`;
}

export function blur(defs: Defs, amount: number): string {
  const id = defs.use(
    `blur${amount}`,
    (i) =>
      `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(amount)}"/></filter>`,
  );
  return `url(#${id})`;
}
