import type { ArtHints } from "../../prisma/seed/catalog";
import { onEllipse } from "./geometry";
import { bead, cabochon, facetedGem, hammered } from "./parts";
import type { Rng } from "./prng";
import { type Defs, f, linear, METALS, metalFill } from "./svg";

type Band = "plain" | "hammered" | "twisted";

/** The band seen through its hole: a thick ellipse, with the inner surface showing at the bottom of the hole. */
function band(
  defs: Defs,
  rng: Rng,
  art: ArtHints,
  cx: number,
  cy: number,
  R: number,
  w: number,
  style: Band,
  depth = 0.2,
): string {
  const m = METALS[art.metal];
  const rx = R;
  const ry = R * 1.04;
  const ir = rx - w / 2;
  const iry = ry - w / 2;
  const inner = `M${f(cx - ir)} ${f(cy)}A${f(ir)} ${f(iry)} 0 0 0 ${f(cx + ir)} ${f(cy)}A${f(ir)} ${f(iry * (1 - depth))} 0 0 1 ${f(cx - ir)} ${f(cy)}Z`;
  const body = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${m.dark}" stroke-width="${f(w + 2)}"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${metalFill(defs, art.metal)}" stroke-width="${f(w)}"/>`;
  const shine = `<path d="M${f(cx - rx * 0.96)} ${f(cy + ry * 0.1)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx - rx * 0.3)} ${f(cy - ry * 0.95)}" fill="none" stroke="${m.light}" stroke-width="${f(w * 0.28)}" stroke-linecap="round"/>`;
  let texture = "";
  if (style === "hammered") {
    texture = hammered(defs, rng, art.metal, { cx, cy, rx, ry }, w, 36);
  } else if (style === "twisted") {
    // Two rows of short strokes, offset by half a step, read as the diagonal lay of twisted wire.
    const row = (o: number, shift: number) =>
      `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx + o)}" ry="${f(ry + o)}" fill="none" stroke="${m.dark}" stroke-width="${f(w * 0.5)}" stroke-dasharray="${f(w * 0.35)} ${f(w * 0.45)}" stroke-dashoffset="${f(shift)}" opacity=".45"/>`;
    texture = row(-w / 4, 0) + row(w / 4, w * 0.4);
  }
  const insideFill = linear(defs, [
    [0, m.dark],
    [1, m.mid],
  ]);
  return `<path d="${inner}" fill="${insideFill}"/>` + body + shine + texture;
}

/** One ring standing upright, stone (if any) at the top of the band. */
export function stoneRing(defs: Defs, rng: Rng, art: ArtHints, cx: number, cy: number, s: number): string {
  const R = 140 * s;
  const top = cy - R * 1.04;
  const m = METALS[art.metal];
  if (art.stone === "cabochon") {
    const shoulders = `<path d="M${f(cx - 60 * s)} ${f(top + 10 * s)}Q${f(cx)} ${f(top + 40 * s)} ${f(cx + 60 * s)} ${f(top + 10 * s)}" fill="none" stroke="${m.mid}" stroke-width="${f(10 * s)}"/>`;
    return (
      band(defs, rng, art, cx, cy, R, 20 * s, "plain") +
      shoulders +
      `<ellipse cx="${f(cx)}" cy="${f(top - 18 * s)}" rx="${f(84 * s)}" ry="${f(62 * s)}" fill="${metalFill(defs, art.metal)}" stroke="${m.dark}" stroke-width="1.5"/>` +
      cabochon(defs, cx, top - 20 * s, 72 * s, 52 * s, art.palette)
    );
  }
  const r = 50 * s;
  const gy = top - r * 0.55;
  const prongs = [-1, 1]
    .flatMap((side) => [0.55, 1.45].map((k) => ({ x: cx + side * Math.sin(k) * r, y: gy - Math.cos(k) * r })))
    .map(
      (p) =>
        `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(6 * s)}" fill="${metalFill(defs, art.metal)}" stroke="${m.dark}" stroke-width=".8"/>`,
    )
    .join("");
  const basket = `<path d="M${f(cx - 30 * s)} ${f(top + 8 * s)}L${f(cx - 44 * s)} ${f(gy)}H${f(cx + 44 * s)}L${f(cx + 30 * s)} ${f(top + 8 * s)}Z" fill="${metalFill(defs, art.metal)}" stroke="${m.dark}" stroke-width="1"/>`;
  return (
    band(defs, rng, art, cx, cy, R, 16 * s, "plain") +
    basket +
    facetedGem(cx, gy, r, art.palette[0] ?? "#2f8f5b") +
    prongs
  );
}

/** A bead held on the band by coils of wire on either side. */
export function wireRing(defs: Defs, rng: Rng, art: ArtHints, cx: number, cy: number, s: number): string {
  const R = 135 * s;
  const top = cy - R * 1.04;
  const m = METALS[art.metal];
  const coils = [-1, 1]
    .flatMap((side) =>
      [0, 1, 2, 3, 4].map((i) => {
        const a = -Math.PI / 2 + side * (0.33 + i * 0.07);
        const p = onEllipse(cx, cy, R, R * 1.04, a);
        return `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(4 * s)}" ry="${f(14 * s)}" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(p.x)} ${f(p.y)})" fill="none" stroke="${m.mid}" stroke-width="${f(3.2 * s)}"/>`;
      }),
    )
    .join("");
  return (
    band(defs, rng, art, cx, cy, R, 11 * s, "plain") +
    coils +
    bead(defs, cx, top - 10 * s, 40 * s, art.palette[0] ?? "#2e9fb8", art.finish ?? "stone")
  );
}

/** Three thin bands side by side, each finished differently, one with a tiny stone. */
export function ringStack(defs: Defs, rng: Rng, art: ArtHints, cx: number, cy: number, s: number): string {
  const R = 112 * s;
  const styles: readonly Band[] = ["hammered", "plain", "twisted"];
  return styles
    .map((style, i) => {
      // Side by side with a little air between them, so each finish reads on its own.
      const x = cx + (i - 1) * (2 * R + 16 * s);
      const y = cy + (i === 1 ? -14 : 6) * s;
      const stone = style === "plain" ? facetedGem(x, y - R * 1.04 - 10 * s, 14 * s, art.palette[0] ?? "#f4f7fb") : "";
      const setting =
        style === "plain"
          ? `<circle cx="${f(x)}" cy="${f(y - R * 1.04 - 10 * s)}" r="${f(17 * s)}" fill="${metalFill(defs, art.metal)}"/>`
          : "";
      return band(defs, rng, art, x, y, R, 12 * s, style, 0.12) + setting + stone;
    })
    .join("");
}

/** Half-width of the ring cone (scenes.cone) at height y, so a ring can sit snugly on it. */
function coneHalfWidth(y: number): number {
  return 16 + ((y - 110) / 566) * 124;
}

/** A ring sitting on the cone: the far half is drawn before the cone, the near half and stone after it. */
export function ringOnCone(
  defs: Defs,
  art: ArtHints,
  y: number,
  variant: "stone" | "bead" | "plain",
): { back: string; front: string } {
  const m = METALS[art.metal];
  const rx = coneHalfWidth(y) + 6;
  const ry = rx * 0.2;
  const w = variant === "plain" ? 8 : 11;
  const back = `<path d="M${f(400 - rx)} ${f(y)}A${f(rx)} ${f(ry)} 0 0 1 ${f(400 + rx)} ${f(y)}" fill="none" stroke="${m.dark}" stroke-width="${w}"/>`;
  const arc = `M${f(400 + rx)} ${f(y)}A${f(rx)} ${f(ry)} 0 0 1 ${f(400 - rx)} ${f(y)}`;
  let top = "";
  if (variant === "bead") top = bead(defs, 400, y + ry - 4, 26, art.palette[0] ?? "#2e9fb8", art.finish ?? "stone");
  else if (variant === "stone" && art.stone === "cabochon") {
    top =
      `<ellipse cx="400" cy="${f(y + ry - 6)}" rx="46" ry="36" fill="${metalFill(defs, art.metal)}" stroke="${m.dark}"/>` +
      cabochon(defs, 400, y + ry - 7, 38, 29, art.palette);
  } else if (variant === "stone")
    top =
      `<circle cx="400" cy="${f(y + ry - 10)}" r="33" fill="${metalFill(defs, art.metal)}"/>` +
      facetedGem(400, y + ry - 10, 28, art.palette[0] ?? "#2f8f5b");
  const front =
    `<path d="${arc}" fill="none" stroke="${m.dark}" stroke-width="${w + 2}" stroke-linecap="round"/>` +
    `<path d="${arc}" fill="none" stroke="${metalFill(defs, art.metal)}" stroke-width="${w}" stroke-linecap="round"/>` +
    top;
  return { back, front };
}
