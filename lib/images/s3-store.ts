import "server-only";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Env } from "@/lib/env-schema";
import { ServiceUnavailableError } from "@/lib/errors";
import { IMAGE_FORMATS, type ImageContentType } from "@/lib/images/image-header";
import { contentTypeOfKey, isImageKey, keyWithType, newImageKey, UPLOADS_URL_PREFIX } from "@/lib/images/keys";
import type { ImageStore, StoredImage } from "@/lib/images/image-store";
import { log } from "@/lib/log";

/**
 * Where the published pictures are in the bucket: a prefix of their own, so a CDN pointed at it
 * (PUBLIC_IMAGE_BASE_URL, with this prefix as its origin path) can reach them and nothing else.
 */
export const PUBLIC_PREFIX = "public/";
/** Where the uploaded files, as they came, are kept in the bucket: a prefix that no `/uploads/<key>` can name. */
export const ORIGINALS_PREFIX = "originals/";
/** Pictures only the admin sees (a commission's reference photos): a prefix no `/uploads/<key>` can name either. */
export const PRIVATE_PREFIX = "private/";

export type S3Settings = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (R2, MinIO, Ceph); unset for AWS itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, Ceph, local servers). */
  forcePathStyle: boolean;
};

/**
 * The bucket the environment names, whether or not IMAGE_STORE=s3 (images:migrate fills it first); null when
 * incomplete.
 */
export function s3SettingsOf(config: Env): S3Settings | null {
  const {
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = config;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) return null;
  return {
    bucket,
    region,
    endpoint: config.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** How long a photo may take to start coming: a bucket that is away answers 503 within seconds, never hangs a page. */
const CONNECT_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 10_000;

const UNAVAILABLE = "The photo store is not answering. Please try again in a moment.";

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // One retry: an admin waiting on an upload or a browser waiting on a photo is better told 503 than kept waiting.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}

/**
 * Whether an error says the object is not there (as opposed to the bucket being away). Some S3-compatible servers
 * answer a missing key with a bare 404 rather than NoSuchKey; a bucket that is gone is no missing photo but a store
 * that cannot answer (503), so that no cache keeps a 404 for a picture that is only out of reach.
 */
function isMissingObject(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return (
    error instanceof S3ServiceException &&
    error.name !== "NoSuchBucket" &&
    (error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Anything else from the bucket (refused connection, timeout, 5xx, wrong credentials) becomes a 503 with Retry-After:
 * the request can be made again once the bucket answers, and nothing of ours is at fault in the meantime.
 */
function unavailable(error: unknown): ServiceUnavailableError {
  log.warn({ err: error }, "image store unavailable: answered 503");
  return Object.assign(new ServiceUnavailableError(UNAVAILABLE, "image_store_unavailable", 5), { cause: error });
}

/**
 * Images as objects in one S3-compatible bucket, under the same names as the disk store: `public/<key>` for published
 * pictures, `originals/<key>` for the files as uploaded and `private/<key>` for pictures only the admin sees (get()
 * takes plain keys only, so neither is ever served under /uploads).
 * Every instance of the shop pointed at the bucket sees every picture.
 */
export function createS3Store(settings: S3Settings, client: S3Client = createS3Client(settings)): ImageStore {
  const bucket = settings.bucket;

  async function putObject(key: string, bytes: Uint8Array, contentType: ImageContentType): Promise<void> {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** The object at `objectKey` as a stream, typed by the picture's own `key`; null when it is not there. */
  async function getObject(objectKey: string, key: string): Promise<StoredImage | null> {
    let answer;
    try {
      answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw unavailable(error);
    }
    if (!answer.Body || answer.ContentLength === undefined)
      throw unavailable(new Error("GetObject answered without a body"));
    return {
      body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      // The type is the key's, as on disk: whatever the bucket says, the name decides how a picture is served.
      contentType: contentTypeOfKey(key),
      size: answer.ContentLength,
    };
  }

  return {
    async put(bytes: Uint8Array, contentType: ImageContentType): Promise<string> {
      const key = newImageKey(contentType);
      // An object appears whole or not at all in S3: no partial file to write aside.
      await putObject(`${PUBLIC_PREFIX}${key}`, bytes, contentType);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },

    async keepOriginal(url: string, bytes: Uint8Array, contentType: ImageContentType): Promise<void> {
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      if (!isImageKey(key)) throw new Error(`Not a URL of this store: ${url}`);
      await putObject(`${ORIGINALS_PREFIX}${keyWithType(key, contentType)}`, bytes, contentType);
    },

    async putPrivate(bytes: Uint8Array, contentType: ImageContentType): Promise<string> {
      const key = newImageKey(contentType);
      await putObject(`${PRIVATE_PREFIX}${key}`, bytes, contentType);
      return key;
    },

    getPrivate(key: string): Promise<StoredImage | null> {
      return isImageKey(key) ? getObject(`${PRIVATE_PREFIX}${key}`, key) : Promise.resolve(null);
    },

    async deletePrivate(key: string): Promise<void> {
      if (!isImageKey(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${PRIVATE_PREFIX}${key}` }));
      } catch (error) {
        throw unavailable(error);
      }
    },

    get(key: string): Promise<StoredImage | null> {
      return isImageKey(key) ? getObject(`${PUBLIC_PREFIX}${key}`, key) : Promise.resolve(null);
    },

    async delete(key: string): Promise<void> {
      if (!isImageKey(key)) return;
      const originals = Object.values(IMAGE_FORMATS).map(
        (format) => `${ORIGINALS_PREFIX}${keyWithType(key, format.contentType)}`,
      );
      try {
        // Deleting a key that is not there succeeds in S3, as removing an unknown file does here.
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: [`${PUBLIC_PREFIX}${key}`, ...originals].map((Key) => ({ Key })), Quiet: true },
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}

/** What the start-up check found: nothing wrong, settings that will never work, or a bucket not answering now. */
export type BucketCheck = { ok: true } | { ok: false; lasting: boolean; line: string };

/** Whether the bucket answers with these settings; a failure comes with one line an operator can act on. */
export async function checkBucket(settings: S3Settings): Promise<BucketCheck> {
  const client = createS3Client(settings);
  const place = `bucket "${settings.bucket}" at ${settings.endpoint ?? `AWS ${settings.region}`}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    return { ok: true };
  } catch (error) {
    if (error instanceof S3ServiceException) {
      const status = error.$metadata.httpStatusCode;
      if (status === 404)
        return { ok: false, lasting: true, line: `S3_BUCKET: there is no ${place} (create it first)` };
      if (status === 301)
        return { ok: false, lasting: true, line: `S3_REGION: ${place} is in another region than ${settings.region}` };
      if (status === 403 || status === 401)
        return {
          ok: false,
          lasting: true,
          line: `S3_ACCESS_KEY_ID: ${place} refuses these keys (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`,
        };
      return {
        ok: false,
        lasting: false,
        line: `S3_BUCKET: ${place} answered ${status ?? "an error"} (${error.name}): photo uploads answer 503 until it answers`,
      };
    }
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? error.name) : String(error);
    return {
      ok: false,
      lasting: false,
      line: `S3_ENDPOINT: ${place} does not answer (${reason}): photo uploads answer 503 until it does`,
    };
  } finally {
    client.destroy();
  }
}
