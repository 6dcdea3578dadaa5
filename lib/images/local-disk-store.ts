import "server-only";
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { IMAGE_FORMATS, type ImageContentType } from "@/lib/images/image-header";
import { contentTypeOfKey, isImageKey, keyWithType, newImageKey, UPLOADS_URL_PREFIX } from "@/lib/images/keys";
import type { ImageStore, StoredImage } from "@/lib/images/image-store";

/** Where the uploaded files, as they came, are kept: under the uploads folder, out of reach of its URLs. */
const ORIGINALS_FOLDER = "originals";
/**
 * Private pictures (commission reference photos): a folder of its own, which get() and the /uploads route never read.
 */
const PRIVATE_FOLDER = "private";

function isMissing(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

/** Writes the bytes under `folder/key`, aside first and renamed into place, so a reader never sees half a file. */
async function writeInPlace(folder: string, key: string, bytes: Uint8Array): Promise<void> {
  await mkdir(folder, { recursive: true });
  const partial = path.join(folder, `.${key}.${randomUUID()}.partial`);
  await writeFile(partial, bytes, { flag: "wx" });
  await rename(partial, path.join(folder, key));
}

/** The file at `folder/key` as a stream, or null when there is none. */
async function readFile(folder: string, key: string): Promise<StoredImage | null> {
  if (!isImageKey(key)) return null;
  let handle;
  try {
    handle = await open(path.join(folder, key), "r");
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    return null;
  }
  // The stream owns the open file from here (read by handle, so a delete meanwhile cannot cut it short)
  // and closes it when it ends or the client goes away.
  const stream = createReadStream("", { fd: handle });
  return {
    body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
    contentType: contentTypeOfKey(key),
    size: stats.size,
  };
}

/** Images as files in one folder. Fine for one server; several servers need a shared store (see ImageStore). */
export function createLocalDiskStore(root: string): ImageStore {
  return {
    async put(bytes: Uint8Array, contentType: ImageContentType): Promise<string> {
      const key = newImageKey(contentType);
      await writeInPlace(root, key, bytes);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },

    async keepOriginal(url: string, bytes: Uint8Array, contentType: ImageContentType): Promise<void> {
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      if (!isImageKey(key)) throw new Error(`Not a URL of this store: ${url}`);
      // In a folder of its own: get() takes plain keys only, so nothing in it can ever be served.
      const folder = path.join(root, ORIGINALS_FOLDER);
      await mkdir(folder, { recursive: true });
      const partial = path.join(folder, `.${key}.${randomUUID()}.partial`);
      await writeFile(partial, bytes, { flag: "wx" });
      await rename(partial, path.join(folder, keyWithType(key, contentType)));
    },

    async putPrivate(bytes: Uint8Array, contentType: ImageContentType): Promise<string> {
      const key = newImageKey(contentType);
      await writeInPlace(path.join(root, PRIVATE_FOLDER), key, bytes);
      return key;
    },

    getPrivate(key: string): Promise<StoredImage | null> {
      return readFile(path.join(root, PRIVATE_FOLDER), key);
    },

    async deletePrivate(key: string): Promise<void> {
      if (isImageKey(key)) await rm(path.join(root, PRIVATE_FOLDER, key), { force: true });
    },

    get(key: string): Promise<StoredImage | null> {
      return readFile(root, key);
    },

    async delete(key: string): Promise<void> {
      if (!isImageKey(key)) return;
      await rm(path.join(root, key), { force: true });
      const originals = Object.values(IMAGE_FORMATS).map((format) =>
        path.join(root, ORIGINALS_FOLDER, keyWithType(key, format.contentType)),
      );
      await Promise.all(originals.map((file) => rm(file, { force: true })));
    },
  };
}
