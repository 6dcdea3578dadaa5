// What an image store is, apart from the code that picks one (lib/images/store.ts), so that each implementation
// names the contract without importing its chooser.
import type { ImageContentType } from "@/lib/images/image-header";

export type StoredImage = { body: ReadableStream<Uint8Array>; contentType: ImageContentType; size: number };

/**
 * Where uploaded images live. Keys are random names ("<32 hex>.png") that the store makes up itself, so a key
 * never comes from a client and a file is never overwritten or renamed: the content behind a URL never changes.
 *
 * Two implementations: a local folder (lib/images/local-disk-store.ts) and an S3-compatible bucket
 * (lib/images/s3-store.ts), which imageStore() picks by IMAGE_STORE. URLs stay "/uploads/<key>" in both, and a store
 * that cannot be reached throws ServiceUnavailableError (503 with Retry-After), never a plain error (500).
 */
export interface ImageStore {
  /** Stores the bytes under a new random key and answers their public URL path ("/uploads/<key>"). */
  put(bytes: Uint8Array, contentType: ImageContentType): Promise<string>;
  /**
   * Keeps the file as it was uploaded beside the published picture at `url`, privately: never served (it holds the
   * photo's metadata), kept so pictures can be made again from it at other sizes or qualities. S3: a second key
   * under originals/, which get() never reads.
   */
  keepOriginal(url: string, bytes: Uint8Array, contentType: ImageContentType): Promise<void>;
  /**
   * Stores a private picture (a commission's reference photo) under a new random key and answers the key: it lives
   * where no public URL reaches (S3: a prefix the public bucket policy leaves out) and is read with getPrivate only.
   */
  putPrivate(bytes: Uint8Array, contentType: ImageContentType): Promise<string>;
  /** A private picture, or null for a key that is unknown or could not be one of ours. */
  getPrivate(key: string): Promise<StoredImage | null>;
  /** Removes a private picture; removing an unknown key is not an error. */
  deletePrivate(key: string): Promise<void>;
  /** The stored image, or null for a key that is unknown or could not be one of ours. */
  get(key: string): Promise<StoredImage | null>;
  /** Removes the image; removing an unknown key is not an error. */
  delete(key: string): Promise<void>;
}
