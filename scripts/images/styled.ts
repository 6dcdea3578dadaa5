import type { ArtHints } from "../../prisma/seed/catalog";
import { drawBracelet, drawNecklace, earringOf, familyOf, necklaceDrape } from "./kinds";
import { ON_BUST } from "./necklaces";
import { pair } from "./earrings";
import type { Rng } from "./prng";
import { ringOnCone } from "./rings";
import { bust, card, cone, dish, marble, sprig, studio, type Tint } from "./scenes";
import { type Defs, dropShadow } from "./svg";

const VELVETS = ["#8a6f64", "#6f7d73", "#e4d6c4", "#7d6470", "#5b504c"] as const;
const GLAZES = ["#e9d7c3", "#cfd9d0", "#e8c9c0", "#f1ebe2"] as const;
const CARDS = ["#d8bc96", "#f3ece1", "#e4c8c0"] as const;
const WOODS = ["#b98a5e", "#d9c2a3", "#8a6a55"] as const;

/** The third picture: the piece in use or on display, with a prop that says "handmade boutique". */
export function styledScene(defs: Defs, rng: Rng, art: ArtHints, tint: Tint, pieceRng: () => Rng): string {
  const shadow = dropShadow(defs);
  switch (familyOf(art)) {
    case "necklace": {
      const velvet = rng.pick(VELVETS);
      const body = drawNecklace(defs, pieceRng(), art, necklaceDrape(art, ON_BUST));
      // Framed close on the neckline, the way a shop photographs a necklace on a form.
      return (
        studio(defs, tint) +
        `<g transform="translate(400 300) scale(1.3) translate(-400 -300)">${bust(defs, velvet)}<g filter="${shadow}">${body}</g></g>`
      );
    }
    case "bracelet": {
      const body = drawBracelet(defs, pieceRng(), art, { cx: 400, cy: 380, scale: 0.72 });
      return (
        marble(defs, rng, tint) +
        sprig(defs, rng, 700, 820, -38, 1.1) +
        dish(defs, 400, 400, 300, 210, rng.pick(GLAZES)) +
        `<g filter="${shadow}">${body}</g>`
      );
    }
    case "earring": {
      const earring = earringOf(defs, pieceRng(), art);
      const dangles = art.kind !== "studs";
      const at =
        art.kind === "hoops"
          ? { x: 300, y: 280, gap: 200, scale: art.palette.length > 0 ? 0.75 : 0.62 }
          : dangles
            ? { x: 330, y: 290, gap: 140, scale: 0.82 }
            : { x: 335, y: 400, gap: 130, scale: 0.7 };
      return (
        studio(defs, tint) +
        sprig(defs, rng, 90, 840, 28, 1.05) +
        `<g transform="rotate(-2 400 400)">${card(defs, 210, 150, 380, 500, rng.pick(CARDS))}` +
        `<g filter="${shadow}">${pair(defs, earring, at)}</g></g>`
      );
    }
    case "ring": {
      const wood = rng.pick(WOODS);
      const variant = art.kind === "wire-ring" ? "bead" : "stone";
      const heights = art.kind === "ring-stack" ? [330, 392, 454] : [420];
      // Close on the ring; the cone runs out of frame, as in a shop's macro shot.
      const focusY = art.kind === "ring-stack" ? 400 : 430;
      const rings = heights.map((y, i) =>
        ringOnCone(defs, art, y, art.kind === "ring-stack" ? (i === 1 ? "stone" : "plain") : variant),
      );
      return (
        studio(defs, tint) +
        `<g transform="translate(400 ${focusY}) scale(1.5) translate(-400 -${focusY})">` +
        rings.map((r) => r.back).join("") +
        cone(defs, wood) +
        `<g filter="${shadow}">${rings.map((r) => r.front).join("")}</g></g>` +
        sprig(defs, rng, 700, 850, -24, 0.95)
      );
    }
  }
}
