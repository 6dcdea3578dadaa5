import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import type { ImageContentType } from "@/lib/images/image-header";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";

export type StoredImage = { body: ReadableStream<Uint8Array>; contentType: ImageContentType; size: number };

/**
 * Where uploaded images live. Keys are random names ("<32 hex>.png") that the store makes up itself, so a key
 * never comes from a client and a file is never overwritten or renamed: the content behind a URL never changes.
 *
 * An S3-compatible store (S3, R2, MinIO) fits the same interface: put → PutObject with the key and its
 * Content-Type, get → GetObject's body stream (null on NoSuchKey), delete → DeleteObject. imageStore() would
 * pick it from configuration in lib/env.ts (a bucket and endpoint); URLs stay "/uploads/<key>" and this app's
 * route keeps serving them, or a CDN in front of the bucket serves the same paths.
 */
export interface ImageStore {
  /** Stores the bytes under a new random key and answers their public URL path ("/uploads/<key>"). */
  put(bytes: Uint8Array, contentType: ImageContentType): Promise<string>;
  /**
   * Keeps the file as it was uploaded beside the published picture at `url`, privately: never served (it holds the
   * photo's metadata), kept so pictures can be made again from it at other sizes or qualities. S3: a second key
   * under a prefix the public bucket policy leaves out.
   */
  keepOriginal(url: string, bytes: Uint8Array, contentType: ImageContentType): Promise<void>;
  /** The stored image, or null for a key that is unknown or could not be one of ours. */
  get(key: string): Promise<StoredImage | null>;
  /** Removes the image; removing an unknown key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * The local store's folder: `uploads/` in ATELIER_DATA_DIR, else in `.data/` under the directory the server runs
 * in (npm start runs in the project root), next to the embedded database and generated secrets, and like them
 * never committed.
 */
function defaultUploadsRoot(): string {
  return path.resolve(env().ATELIER_DATA_DIR ?? path.join(process.cwd(), ".data"), "uploads");
}

let current: ImageStore | undefined;

/** The image store of this process. */
export function imageStore(): ImageStore {
  current ??= createLocalDiskStore(defaultUploadsRoot());
  return current;
}

/** Replace the store (tests point it at a temporary folder); undefined returns to the default. */
export function setImageStore(store: ImageStore | undefined): void {
  current = store;
}
