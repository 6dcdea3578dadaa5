import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_FORMATS } from "@/lib/images/image-header";
import { DRAWING_PATH, isImageKey, SHARE_CARD_SIZE } from "@/lib/images/paths";
import { MAX_PHOTO_PIXELS } from "@/lib/images/photo";
import { imageStore } from "@/lib/images/store";

/**
 * Share previews (Open Graph, Twitter, search results) read raster pictures: most platforms ignore SVG, several
 * ignore WebP, and a 1200 × 630 card is what they show largest. A product's picture, photo or drawing, becomes such a
 * card at `/share/<its path without extension>.jpg` (shareCardPath): the whole picture on the shop's ivory, never
 * cropped.
 */
const IVORY = "#faf6ef";

async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The picture a card's path segments name: an upload from the store, or a drawing from public/; null for anything else. */
async function sourceOf(segments: string[]): Promise<Uint8Array | null> {
  const last = segments.at(-1);
  if (!last?.endsWith(".jpg")) return null;
  const stem = last.slice(0, -".jpg".length);
  if (segments.length === 2 && segments[0] === "uploads") {
    for (const format of Object.values(IMAGE_FORMATS)) {
      const key = `${stem}.${format.extension}`;
      if (!isImageKey(key)) continue;
      const stored = await imageStore().get(key);
      if (stored) return streamBytes(stored.body);
    }
    return null;
  }
  const drawing = `/${[...segments.slice(0, -1), stem].join("/")}.svg`;
  if (!DRAWING_PATH.test(drawing)) return null;
  return readFile(path.join(process.cwd(), "public", drawing)).then(
    (bytes) => new Uint8Array(bytes),
    () => null,
  );
}

/** The 1200 × 630 JPEG share card for the picture the path names, or null when it names none. */
async function renderShareCard(segments: string[]): Promise<Uint8Array | null> {
  const source = await sourceOf(segments);
  if (!source) return null;
  const card = await sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS })
    .autoOrient()
    .resize({ ...SHARE_CARD_SIZE, fit: "contain", background: IVORY })
    .flatten({ background: IVORY })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(card.buffer, card.byteOffset, card.byteLength);
}

/**
 * Cards kept per process. A card's path names one version of its picture for good (an upload gets a new random
 * name, a drawing changes only with a release, which restarts the process), so each is rendered once; a card is
 * 30–150 kB, so the bound keeps them under about 30 MB. Least recently used out first.
 */
export const MAX_SHARE_CARDS = 200;

const rendered = new Map<string, Uint8Array>();
/** Renders under way, so a burst of requests for one new card renders it once. */
const rendering = new Map<string, Promise<Uint8Array | null>>();

/** The share card for the picture the path names, rendered on its first request only; null when it names none. */
export function shareCard(segments: string[]): Promise<Uint8Array | null> {
  const key = segments.join("/");
  const kept = rendered.get(key);
  if (kept) {
    rendered.delete(key);
    rendered.set(key, kept);
    return Promise.resolve(kept);
  }
  const running = rendering.get(key);
  if (running) return running;
  // Only real pictures are kept: an unknown path costs a lookup, never a place in the cache.
  const render = renderShareCard(segments)
    .then((card) => {
      if (card) keepCard(key, card);
      return card;
    })
    .finally(() => rendering.delete(key));
  rendering.set(key, render);
  return render;
}

function keepCard(key: string, card: Uint8Array): void {
  rendered.set(key, card);
  for (const oldest of rendered.keys()) {
    if (rendered.size <= MAX_SHARE_CARDS) return;
    rendered.delete(oldest);
  }
}
