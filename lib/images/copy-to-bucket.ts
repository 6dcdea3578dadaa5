import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand, S3ServiceException } from "@aws-sdk/client-s3";
import { contentTypeOfKey, isImageKey } from "@/lib/images/keys";
import {
  createS3Client,
  ORIGINALS_PREFIX,
  PRIVATE_PREFIX,
  PUBLIC_PREFIX,
  type S3Settings,
} from "@/lib/images/s3-store";

export type CopyCount = { files: number; copied: number; alreadyThere: number; skipped: string[] };

/** One file of the disk store and the object it becomes: the same name, under its part's prefix. */
type Entry = { file: string; key: string };

/**
 * The disk store's three parts and their prefixes in the bucket: the published pictures (the folder itself), the
 * originals and the private pictures (its sub-folders of the same names as the prefixes).
 */
const PARTS: readonly { folder: string; prefix: string }[] = [
  { folder: "", prefix: PUBLIC_PREFIX },
  { folder: ORIGINALS_PREFIX, prefix: ORIGINALS_PREFIX },
  { folder: PRIVATE_PREFIX, prefix: PRIVATE_PREFIX },
];
const SUB_FOLDERS = new Set(PARTS.map((part) => part.folder).filter((folder) => folder !== ""));

/**
 * What the disk store holds: its pictures, originals and private pictures; anything else (a partial write) is not ours.
 */
async function entriesOf(root: string): Promise<{ entries: Entry[]; skipped: string[] }> {
  const entries: Entry[] = [];
  const skipped: string[] = [];
  for (const { folder, prefix } of PARTS) {
    const names = await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of names) {
      if (folder === "" && entry.isDirectory() && SUB_FOLDERS.has(`${entry.name}/`)) continue;
      if (entry.isFile() && isImageKey(entry.name))
        entries.push({ file: path.join(root, folder, entry.name), key: `${prefix}${entry.name}` });
      else skipped.push(`${folder}${entry.name}`);
    }
  }
  return { entries: entries.sort((a, b) => a.key.localeCompare(b.key)), skipped: skipped.sort() };
}

/**
 * Copies the disk store's folder into the bucket with every name unchanged (each under its part's prefix), so the
 * URLs the database holds keep naming the same pictures. A name already in the bucket is left as it is (names are never
 * reused, so it is the same
 * file): a second run copies nothing, and a run cut short is finished by running it again.
 */
export async function copyDiskStoreToBucket(
  root: string,
  settings: S3Settings,
  progress: (line: string) => void,
): Promise<CopyCount> {
  const { entries, skipped } = await entriesOf(root);
  const client = createS3Client(settings);
  const count: CopyCount = { files: entries.length, copied: 0, alreadyThere: 0, skipped };
  try {
    for (const [index, entry] of entries.entries()) {
      if (await exists(client, settings.bucket, entry.key)) {
        count.alreadyThere += 1;
        continue;
      }
      const bytes = await readFile(entry.file);
      // The type as the key says: the originals keep theirs (PNG, JPEG or WebP), as on disk.
      const contentType = contentTypeOfKey(path.basename(entry.key));
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: entry.key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
      count.copied += 1;
      progress(`${index + 1}/${entries.length} copied ${entry.key}`);
    }
  } finally {
    client.destroy();
  }
  return count;
}

async function exists(client: ReturnType<typeof createS3Client>, bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
    throw error;
  }
}
