import "server-only";
import type { AccessClaims } from "@/lib/auth/access-token";
import { knownPhotoKeys, referencedPhotoKeys } from "@/lib/images/known-photos";
import { isImageKey } from "@/lib/images/paths";
import { imageStore, type StoredImage } from "@/lib/images/store";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { PHOTO_MISSES_PER_CLIENT } from "@/lib/rate-limit/policies";

/**
 * Who asks for a photo: their address, which a name nobody references is counted against, and who they are signed in
 * as, asked only then (a session check costs a read of the database, and only the maker's answer changes anything).
 */
export type PhotoAsker = { client: string | null; caller: () => Promise<AccessClaims | null> };

/**
 * Which of `names` (one picture's possible keys) may be read from the image store for this asker. Those the database
 * references, from memory (lib/images/known-photos.ts). When it references none: all of them for the maker, whose
 * upload is previewed in /admin before the piece that shows it is saved; for anyone else the miss is counted against
 * PHOTO_MISSES_PER_CLIENT (429 past it), then answered by a fresh look at the references, where a photo saved a moment
 * ago on another process is found. A name that could not be a key costs nothing at all.
 */
export async function readablePhotoKeys(names: readonly string[], asker: PhotoAsker): Promise<string[]> {
  const keys = names.filter(isImageKey);
  if (keys.length === 0) return [];
  const known = await knownPhotoKeys(keys);
  if (known.length > 0) return known;
  if ((await asker.caller())?.role === "ADMIN") return keys;
  await enforceRateLimits([[PHOTO_MISSES_PER_CLIENT, asker.client]]);
  return referencedPhotoKeys(keys);
}

/**
 * The published photo a `/uploads/<key>` path names, or null: any other path, or a key that is not readablePhotoKeys'.
 */
export async function publicPhoto(segments: readonly string[], asker: PhotoAsker): Promise<StoredImage | null> {
  const [key] = segments.length === 1 ? await readablePhotoKeys(segments, asker) : [];
  return key === undefined ? null : imageStore().get(key);
}
