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
export async function renderShareCard(segments: string[]): Promise<Uint8Array | null> {
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
