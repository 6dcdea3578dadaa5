import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_FORMATS } from "@/lib/images/image-header";
import { DRAWING_PATH, SHARE_CARD_SIZE } from "@/lib/images/paths";
import { MAX_PHOTO_PIXELS } from "@/lib/images/photo";
import { readablePhotoKeys, type PhotoAsker } from "@/lib/images/public-photos";
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

/**
 * What a card's path names: an upload under one of its possible keys, a drawing in public/, or nothing of the shop's.
 */
type Picture = { upload: string[] } | { drawing: string };

function pictureOf(segments: readonly string[]): Picture | null {
  const last = segments.at(-1);
  if (!last?.endsWith(".jpg")) return null;
  const stem = last.slice(0, -".jpg".length);
  if (segments.length === 2 && segments[0] === "uploads")
    return { upload: Object.values(IMAGE_FORMATS).map((format) => `${stem}.${format.extension}`) };
  const drawing = `/${[...segments.slice(0, -1), stem].join("/")}.svg`;
  return DRAWING_PATH.test(drawing) ? { drawing } : null;
}

/** The picture's bytes: the first of the upload's keys the store holds, or the drawing's file; null for neither. */
async function sourceOf(picture: Picture): Promise<Uint8Array | null> {
  if ("drawing" in picture) {
    return readFile(path.join(process.cwd(), "public", picture.drawing)).then(
      (bytes) => new Uint8Array(bytes),
      () => null,
    );
  }
  for (const key of picture.upload) {
    const stored = await imageStore().get(key);
    if (stored) return streamBytes(stored.body);
  }
  return null;
}

/** The 1200 × 630 JPEG share card of the picture, or null when there is none. */
async function renderShareCard(picture: Picture): Promise<Uint8Array | null> {
  const source = await sourceOf(picture);
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

/**
 * The share card for the picture the path names, rendered on its first request only; null when it names none. An
 * upload's keys are those the asker may read (lib/images/public-photos.ts): a name nobody references is answered
 * without a read of the store.
 */
export async function shareCard(segments: string[], asker: PhotoAsker): Promise<Uint8Array | null> {
  const key = segments.join("/");
  const kept = rendered.get(key);
  if (kept) {
    rendered.delete(key);
    rendered.set(key, kept);
    return kept;
  }
  const named = pictureOf(segments);
  if (!named) return null;
  const picture = "upload" in named ? { upload: await readablePhotoKeys(named.upload, asker) } : named;
  if ("upload" in picture && picture.upload.length === 0) return null;
  // Rechecked after the await above: a render of this card may have started, or finished, while the keys were read.
  const running = rendering.get(key) ?? rendered.get(key);
  if (running) return running;
  // Only real pictures are kept: an unknown path costs a lookup, never a place in the cache.
  const render = renderShareCard(picture)
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
