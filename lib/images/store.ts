import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import type { ImageStore } from "@/lib/images/image-store";
import { createLocalDiskStore } from "@/lib/images/local-disk-store";
import { createS3Store, s3SettingsOf } from "@/lib/images/s3-store";

export type { ImageStore, StoredImage } from "@/lib/images/image-store";

/**
 * The local store's folder: `uploads/` in ATELIER_DATA_DIR, else in `.data/` under the directory the server runs
 * in (npm start runs in the project root), next to the embedded database and generated secrets, and like them
 * never committed.
 */
function defaultUploadsRoot(): string {
  return path.resolve(env().ATELIER_DATA_DIR ?? path.join(process.cwd(), ".data"), "uploads");
}

let current: ImageStore | undefined;

/**
 * The store IMAGE_STORE names: the uploads folder, or the bucket of the S3_* variables (env() has refused an incomplete
 * one).
 */
function configuredStore(): ImageStore {
  const config = env();
  if (config.IMAGE_STORE === "disk") return createLocalDiskStore(defaultUploadsRoot());
  const settings = s3SettingsOf(config);
  if (!settings)
    throw new Error("IMAGE_STORE=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  return createS3Store(settings);
}

/** The image store of this process. */
export function imageStore(): ImageStore {
  current ??= configuredStore();
  return current;
}

/** Replace the store (tests point it at a temporary folder); undefined returns to the default. */
export function setImageStore(store: ImageStore | undefined): void {
  current = store;
}
