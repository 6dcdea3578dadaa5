import type { BeadFinish, Metal } from "../../prisma/seed/catalog";
import { darken, lighten } from "./color";
import type { Rng } from "./prng";
import { beadFill, blur, type Defs, f, METALS, metalFill, radial } from "./svg";

export function bead(defs: Defs, x: number, y: number, r: number, color: string, finish: BeadFinish): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${beadFill(defs, color, finish)}"/>`;
}

/** Natural stone chips: irregular, a little translucent, each one different. */
export function chip(defs: Defs, rng: Rng, x: number, y: number, r: number, color: string): string {
  const corners = rng.int(6, 8);
  const spin = rng.range(0, Math.PI);
  const points: string[] = [];
  for (let i = 0; i < corners; i++) {
    const a = spin + (i / corners) * Math.PI * 2;
    const k = rng.range(0.72, 1.18);
    points.push(`${f(x + Math.cos(a) * r * k)},${f(y + Math.sin(a) * r * k * 0.85)}`);
  }
  const fill = radial(
    defs,
    [
      [0, lighten(color, 0.55)],
      [0.5, color],
      [1, darken(color, 0.35)],
    ],
    { cx: 0.45, cy: 0.45, r: 0.6, fx: 0.3, fy: 0.3 },
  );
  return `<polygon points="${points.join(" ")}" fill="${fill}" stroke="${darken(color, 0.3)}" stroke-width=".8" stroke-linejoin="round" opacity=".94"/>`;
}

/** Metal rondelle seen edge-on, turned to follow the strand. */
export function spacer(defs: Defs, x: number, y: number, r: number, angle: number, metal: Metal): string {
  const deg = (angle * 180) / Math.PI;
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.42)}" ry="${f(r)}" transform="rotate(${f(deg)} ${f(x)} ${f(y)})" fill="${metalFill(defs, metal)}"/>`;
}

/** Cable chain: round-capped dashes read as links at this size; the thin light pass is the polish on each link. */
export function chain(d: string, metal: Metal, width = 3): string {
  const m = METALS[metal];
  const dash = `${f(width * 1.6)} ${f(width * 0.9)}`;
  return (
    `<path d="${d}" fill="none" stroke="${m.dark}" stroke-width="${f(width)}" stroke-linecap="round" stroke-dasharray="${dash}"/>` +
    `<path d="${d}" fill="none" stroke="${m.light}" stroke-width="${f(width * 0.4)}" stroke-linecap="round" stroke-dasharray="${dash}"/>`
  );
}

export function cord(d: string, color: string, width: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${darken(color, 0.25)}" stroke-width="${f(width)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(color, 0.25)}" stroke-width="${f(width * 0.35)}" stroke-linecap="round" transform="translate(-.6 -.6)"/>`
  );
}

export function jumpRing(x: number, y: number, r: number, metal: Metal): string {
  const m = METALS[metal];
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${m.mid}" stroke-width="${f(Math.max(1.5, r * 0.38))}"/>`;
}

/** Teardrop outline with its tip at (0,0), hanging down to length h; R is the radius of the round end. */
export function teardrop(h: number, R: number): string {
  const c = h - R;
  return `M0 0C${f(R * 0.35)} ${f(h * 0.25)} ${f(R)} ${f(c - R * 0.9)} ${f(R)} ${f(c)}A${f(R)} ${f(R)} 0 0 1 ${f(-R)} ${f(c)}C${f(-R)} ${f(c - R * 0.9)} ${f(-R * 0.35)} ${f(h * 0.25)} 0 0Z`;
}

export function stoneFill(defs: Defs, color: string): string {
  return radial(
    defs,
    [
      [0, lighten(color, 0.6)],
      [0.35, lighten(color, 0.15)],
      [0.8, color],
      [1, darken(color, 0.35)],
    ],
    { cx: 0.45, cy: 0.45, r: 0.65, fx: 0.32, fy: 0.28 },
  );
}

/** Moonstone and labradorite show a coloured sheen floating inside the stone. */
export function flash(defs: Defs, cx: number, cy: number, rx: number, ry: number, color: string): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}" opacity=".7" filter="${blur(defs, Math.max(2, rx / 4))}"/>`;
}

/** Round brilliant seen from above: facets shaded by how they face the top-left light. */
export function facetedGem(x: number, y: number, r: number, color: string): string {
  const outer: [number, number][] = [];
  const inner: [number, number][] = [];
  for (let k = 0; k < 8; k++) {
    const a = ((k + 0.5) / 8) * Math.PI * 2;
    outer.push([x + Math.cos(a) * r, y + Math.sin(a) * r]);
    inner.push([x + Math.cos(a) * r * 0.56, y + Math.sin(a) * r * 0.56]);
  }
  const tri = (pts: [number, number][], shade: number) =>
    `<polygon points="${pts.map(([px, py]) => `${f(px)},${f(py)}`).join(" ")}" fill="${shade >= 0 ? lighten(color, shade * 0.55) : darken(color, -shade * 0.45)}"/>`;
  const parts: string[] = [`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${darken(color, 0.3)}"/>`];
  for (let k = 0; k < 8; k++) {
    const o1 = outer[k];
    const o2 = outer[(k + 1) % 8];
    const i1 = inner[k];
    const i2 = inner[(k + 1) % 8];
    if (!o1 || !o2 || !i1 || !i2) continue;
    const a = ((k + 1) / 8) * Math.PI * 2;
    const facing = Math.cos(a - (-3 * Math.PI) / 4);
    parts.push(tri([o1, o2, i1], facing * 0.8 - 0.15), tri([o2, i2, i1], -facing * 0.6 + 0.1));
  }
  parts.push(
    `<polygon points="${inner.map(([px, py]) => `${f(px)},${f(py)}`).join(" ")}" fill="${lighten(color, 0.18)}"/>`,
  );
  parts.push(`<circle cx="${f(x - r * 0.22)}" cy="${f(y - r * 0.26)}" r="${f(r * 0.12)}" fill="#fff" opacity=".85"/>`);
  return parts.join("");
}

export function cabochon(defs: Defs, x: number, y: number, rx: number, ry: number, palette: readonly string[]): string {
  const base = palette[0] ?? "#8a9bb0";
  const sheen = palette[1];
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${stoneFill(defs, base)}"/>` +
    (sheen
      ? flash(defs, x + rx * 0.18, y + ry * 0.12, rx * 0.6, ry * 0.45, sheen) +
        flash(defs, x - rx * 0.25, y + ry * 0.3, rx * 0.3, ry * 0.2, lighten(sheen, 0.4))
      : "") +
    `<ellipse cx="${f(x - rx * 0.3)}" cy="${f(y - ry * 0.42)}" rx="${f(rx * 0.32)}" ry="${f(ry * 0.16)}" fill="#fff" opacity=".55" transform="rotate(-14 ${f(x - rx * 0.3)} ${f(y - ry * 0.42)})"/>`
  );
}

/** French hook ear wire; its loop sits at (0,0) so the dangle hangs from the origin. */
export function earWire(metal: Metal): string {
  const m = METALS[metal];
  const d = "M0 -4C0 -40 -2 -78 26 -96C50 -110 74 -94 70 -68C68 -54 62 -44 60 -24";
  return (
    `<path d="${d}" fill="none" stroke="${m.dark}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${m.light}" stroke-width="1.6" stroke-linecap="round" transform="translate(-.8 -.6)"/>` +
    `<circle cx="0" cy="2" r="6" fill="none" stroke="${m.mid}" stroke-width="3"/>`
  );
}

export type CharmShape = "heart" | "star" | "leaf" | "disc" | "moon" | "flower";

function crescent(s: number): string {
  // Outer circle minus an offset inner circle; the two arcs meet where the circles intersect.
  const r2 = s * 0.82;
  const dx = s * 0.42;
  const dy = -s * 0.22;
  const d = Math.hypot(dx, dy);
  const a = (s * s - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, s * s - a * a));
  const px = (a * dx) / d;
  const py = (a * dy) / d;
  const i1 = [px + (h * -dy) / d, py + (h * dx) / d] as const;
  const i2 = [px - (h * -dy) / d, py - (h * dx) / d] as const;
  return `M${f(i1[0])} ${f(i1[1])}A${f(s)} ${f(s)} 0 1 1 ${f(i2[0])} ${f(i2[1])}A${f(r2)} ${f(r2)} 0 0 0 ${f(i1[0])} ${f(i1[1])}Z`;
}

export function charmPath(shape: CharmShape, s: number): string {
  switch (shape) {
    case "heart":
      return `M0 ${f(s * 0.85)}C${f(-s * 1.25)} ${f(-s * 0.05)} ${f(-s * 0.75)} ${f(-s * 1.05)} 0 ${f(-s * 0.45)}C${f(s * 0.75)} ${f(-s * 1.05)} ${f(s * 1.25)} ${f(-s * 0.05)} 0 ${f(s * 0.85)}Z`;
    case "star": {
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 === 0 ? s : s * 0.45;
        pts.push(`${f(Math.cos(a) * r)} ${f(Math.sin(a) * r)}`);
      }
      return `M${pts.join("L")}Z`;
    }
    case "leaf":
      return `M0 ${f(-s)}C${f(s * 0.75)} ${f(-s * 0.45)} ${f(s * 0.6)} ${f(s * 0.5)} 0 ${f(s)}C${f(-s * 0.6)} ${f(s * 0.5)} ${f(-s * 0.75)} ${f(-s * 0.45)} 0 ${f(-s)}Z`;
    case "disc":
      return `M${f(-s)} 0A${f(s)} ${f(s)} 0 1 0 ${f(s)} 0A${f(s)} ${f(s)} 0 1 0 ${f(-s)} 0Z`;
    case "moon":
      return crescent(s);
    case "flower": {
      const parts: string[] = [];
      for (let i = 0; i < 5; i++) {
        const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
        const cx = Math.cos(a) * s * 0.5;
        const cy = Math.sin(a) * s * 0.5;
        const r = s * 0.48;
        parts.push(
          `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}Z`,
        );
      }
      return parts.join("");
    }
  }
}

/** A metal charm hanging from a jump ring at (x,y). */
export function charm(defs: Defs, shape: CharmShape, x: number, y: number, s: number, metal: Metal, tilt = 0): string {
  const m = METALS[metal];
  const cy = shape === "heart" ? s * 0.75 : s + 3;
  const vein =
    shape === "leaf"
      ? `<path d="M0 ${f(-s * 0.8)}L0 ${f(s * 0.85)}" stroke="${m.dark}" stroke-width="1.2" opacity=".55"/>`
      : "";
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(tilt)})">${jumpRing(0, 0, Math.max(3, s * 0.16), metal)}` +
    `<g transform="translate(0 ${f(cy + s * 0.12)})"><path d="${charmPath(shape, s)}" fill="${metalFill(defs, metal)}" stroke="${darken(m.dark, 0.1)}" stroke-width=".8" fill-rule="nonzero"/>${vein}</g></g>`
  );
}

/**
 * Hammer marks on a band following an ellipse: short glints and shadows of uneven length,
 * because real hammering never lands evenly. Angles in radians, from..to along the ellipse.
 */
export function hammered(
  defs: Defs,
  rng: Rng,
  metal: Metal,
  e: { cx: number; cy: number; rx: number; ry: number },
  w: number,
  count: number,
  from = 0,
  to = Math.PI * 2,
): string {
  const m = METALS[metal];
  // Marks grouped by colour, so each carries only its geometry: keeps a bangle trio within the size budget.
  const glints: string[] = [];
  const shadows: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + ((i + rng.range(0, 0.8)) / count) * (to - from);
    const b = a + rng.range(0.02, 0.06);
    const o = rng.range(-0.2, 0.2) * w;
    const x = e.cx + Math.cos(a) * (e.rx + o);
    const y = e.cy + Math.sin(a) * (e.ry + o);
    const mark = `<path d="M${f(x)} ${f(y)}l${f(e.cx + Math.cos(b) * (e.rx + o) - x)} ${f(e.cy + Math.sin(b) * (e.ry + o) - y)}" stroke-width="${f(w * rng.range(0.28, 0.5))}"/>`;
    (rng.chance(0.65) ? glints : shadows).push(mark);
  }
  // A touch of blur turns crisp dashes into the soft glints of planished metal.
  const soft = blur(defs, Math.max(0.5, w * 0.06));
  const group = (color: string, opacity: string, marks: string[]) =>
    marks.length > 0
      ? `<g fill="none" stroke="${color}" stroke-linecap="round" opacity="${opacity}" filter="${soft}">${marks.join("")}</g>`
      : "";
  return group(m.light, ".7", glints) + group(m.dark, ".45", shadows);
}
