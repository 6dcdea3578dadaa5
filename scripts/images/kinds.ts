import type { ArtHints } from "../../prisma/seed/catalog";
import { beadedBracelet, bangles, CENTRED, charmBracelet, daisyBracelet, type Lay, nameBracelet } from "./bracelets";
import { drop, fringe, hoop, pair, type Pairing, single, stud } from "./earrings";
import type { Point } from "./geometry";
import {
  birthstone,
  bottomOf,
  chipStrand,
  type Drape,
  HANGING,
  initialCharm,
  layered,
  pendant,
  shorter,
  strand,
} from "./necklaces";
import type { Rng } from "./prng";
import { ringStack, stoneRing, wireRing } from "./rings";
import type { Defs } from "./svg";

/** A piece as drawn for the hero shot, plus where a close-up should look and how far to zoom. */
export interface Piece {
  readonly body: string;
  readonly focus: Point;
  readonly zoom: number;
}

type Family = "necklace" | "bracelet" | "earring" | "ring";

export function familyOf(art: ArtHints): Family {
  switch (art.kind) {
    case "strand":
    case "chip-strand":
    case "pendant":
    case "layered":
    case "initial-charm":
    case "birthstone":
    case "pearl-set":
      return "necklace";
    case "beaded-bracelet":
    case "daisy-bracelet":
    case "bangles":
    case "charm-bracelet":
    case "name-bracelet":
      return "bracelet";
    case "hoops":
    case "drops":
    case "studs":
    case "fringe":
      return "earring";
    case "stone-ring":
    case "wire-ring":
    case "ring-stack":
      return "ring";
  }
}

/** How far below the chain a necklace's pendant reaches decides how high the chain must hang. */
export function necklaceDrape(art: ArtHints, base: Drape): Drape {
  switch (art.kind) {
    case "pendant":
      return shorter(base, 0.62);
    case "layered":
      return shorter(base, 0.85);
    case "initial-charm":
    case "birthstone":
      return shorter(base, 0.8);
    default:
      return base;
  }
}

export function drawNecklace(defs: Defs, rng: Rng, art: ArtHints, drape: Drape): string {
  switch (art.kind) {
    case "chip-strand":
      return chipStrand(defs, rng, art, drape);
    case "pendant":
      return pendant(defs, art, drape);
    case "layered":
      return layered(defs, art, drape);
    case "initial-charm":
      return initialCharm(defs, art, drape);
    case "birthstone":
      return birthstone(defs, art, drape);
    default:
      return strand(defs, rng, art, drape);
  }
}

export function drawBracelet(defs: Defs, rng: Rng, art: ArtHints, lay: Lay): string {
  switch (art.kind) {
    case "daisy-bracelet":
      return daisyBracelet(defs, art, lay);
    case "bangles":
      return bangles(defs, rng, art, lay);
    case "charm-bracelet":
      return charmBracelet(defs, art, lay);
    case "name-bracelet":
      return nameBracelet(defs, rng, art, lay);
    default:
      return beadedBracelet(defs, rng, art, lay);
  }
}

export function earringOf(defs: Defs, rng: Rng, art: ArtHints): string {
  switch (art.kind) {
    case "hoops":
      return hoop(defs, rng, art);
    case "studs":
      return stud(defs, art);
    case "fringe":
      return fringe(defs, art);
    default:
      return drop(defs, art);
  }
}

/** Hero placement of a pair: studs sit level, dangles hang from near the top. */
function heroPairing(art: ArtHints): Pairing {
  switch (art.kind) {
    case "hoops":
      return art.palette.length > 0
        ? { x: 250, y: 250, gap: 300, scale: 1.3 }
        : { x: 235, y: 240, gap: 330, scale: 0.95 };
    case "studs":
      return { x: 270, y: 390, gap: 260, scale: 1.6 };
    case "fringe":
      return { x: 290, y: 230, gap: 220, scale: 1.3 };
    default:
      return { x: 300, y: 250, gap: 200, scale: art.finish === "pearl" ? 1.6 : 1.35 };
  }
}

function drawRing(defs: Defs, rng: Rng, art: ArtHints, cx: number, cy: number, s: number): string {
  switch (art.kind) {
    case "wire-ring":
      return wireRing(defs, rng, art, cx, cy, s);
    case "ring-stack":
      return ringStack(defs, rng, art, cx, cy, s);
    default:
      return stoneRing(defs, rng, art, cx, cy, s);
  }
}

export function heroPiece(defs: Defs, rng: Rng, art: ArtHints): Piece {
  switch (familyOf(art)) {
    case "necklace": {
      const drape = necklaceDrape(art, HANGING);
      const low = bottomOf(drape);
      const reach =
        art.kind === "pendant"
          ? 110
          : art.kind === "strand" || art.kind === "chip-strand" || art.kind === "pearl-set"
            ? 0
            : 70;
      return { body: drawNecklace(defs, rng, art, drape), focus: { x: low.x, y: low.y + reach - 40 }, zoom: 1.9 };
    }
    case "bracelet":
      return {
        body: drawBracelet(defs, rng, art, CENTRED),
        focus: { x: 400, y: art.kind === "bangles" ? 420 : 530 },
        zoom: 1.6,
      };
    case "earring": {
      const at = heroPairing(art);
      const earring = earringOf(defs, rng, art);
      const dy = art.kind === "studs" ? 0 : art.kind === "hoops" ? 110 : 120;
      return {
        body: pair(defs, earring, at),
        focus: { x: at.x, y: at.y + dy * at.scale },
        zoom: art.kind === "studs" ? 2.3 : 1.8,
      };
    }
    case "ring":
      const s = art.kind === "ring-stack" ? 1 : 1.25;
      return {
        body: drawRing(defs, rng, art, 400, art.kind === "ring-stack" ? 430 : 470, s),
        focus: { x: 400, y: art.kind === "ring-stack" ? 400 : 300 },
        zoom: art.kind === "ring-stack" ? 1.35 : 1.7,
      };
  }
}

/** The close-up: one earring on its own (a pair would not fit), otherwise the hero piece zoomed in. */
export function detailPiece(defs: Defs, rng: Rng, art: ArtHints): Piece {
  if (art.kind === "pearl-set") return { body: single(defs, drop(defs, art), art), focus: { x: 400, y: 400 }, zoom: 1 };
  if (familyOf(art) === "earring")
    return { body: single(defs, earringOf(defs, rng, art), art), focus: { x: 400, y: 400 }, zoom: 1 };
  return heroPiece(defs, rng, art);
}
