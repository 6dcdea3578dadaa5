import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createS3Client } from "@/lib/images/s3-store";
import { JPEG_5x4, PNG_3x2, WEBP_LOSSY_6x5 } from "../factories/images";
import { startLocalBucket, type LocalBucket } from "../support/s3-server";

const ROOT = path.resolve(import.meta.dirname, "../..");
const A = "a".repeat(32);
const B = "b".repeat(32);
const C = "c".repeat(32);

type Run = { code: number | null; stdout: string[]; stderr: string[] };

/** `npm run images:migrate`'s own command line, with only these variables. */
function migrate(vars: Record<string, string>): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "development",
    PATH: [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter),
    HOME: process.env.HOME,
    ...vars,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=react-server", "scripts/images-migrate.ts"],
      { cwd: ROOT, env },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      resolve({
        code,
        stdout: stdout.trim().split("\n").filter(Boolean),
        stderr: stderr.trim().split("\n").filter(Boolean),
      }),
    );
  });
}

describe("npm run images:migrate copies the disk store into the bucket", { timeout: 60_000 }, () => {
  let bucket: LocalBucket;
  let client: S3Client;
  let dataDir = "";

  beforeAll(async () => {
    bucket = await startLocalBucket();
    client = createS3Client(bucket.settings);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "atelier-migrate-"));
    const uploads = path.join(dataDir, "uploads");
    await mkdir(path.join(uploads, "originals"), { recursive: true });
    await writeFile(path.join(uploads, `${A}.webp`), WEBP_LOSSY_6x5);
    await writeFile(path.join(uploads, `${B}.webp`), WEBP_LOSSY_6x5);
    await writeFile(path.join(uploads, "originals", `${A}.jpg`), JPEG_5x4);
    await writeFile(path.join(uploads, "originals", `${B}.png`), PNG_3x2);
    // A commission's reference photo, kept privately.
    await mkdir(path.join(uploads, "private"), { recursive: true });
    await writeFile(path.join(uploads, "private", `${C}.jpg`), JPEG_5x4);
    // A write cut short by a crash: never a picture of the store, so never copied.
    await writeFile(path.join(uploads, `.${A}.webp.1234.partial`), "half");
  });

  afterAll(async () => {
    client.destroy();
    await bucket.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function keys(): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket.settings.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
  }

  test("without the bucket's settings it says which variables it needs and copies nothing", async () => {
    const run = await migrate({ ATELIER_DATA_DIR: dataDir, S3_BUCKET: bucket.settings.bucket });
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([
      "[atelier] images:migrate needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (the bucket to copy into)",
    ]);
    expect(await keys()).toEqual([]);
  });

  test("a first run copies every picture and original under its own name, with progress and a count; a second copies nothing", async () => {
    // IMAGE_STORE stays disk: the copy is made before the shop is switched over.
    const { IMAGE_STORE: _store, ...settings } = bucket.env;
    const first = await migrate({ ATELIER_DATA_DIR: dataDir, ...settings });
    expect(first.stderr).toEqual([]);
    expect(first.code).toBe(0);
    expect(first.stdout.slice(1)).toEqual([
      `[atelier] 1/5 copied originals/${A}.jpg`,
      `[atelier] 2/5 copied originals/${B}.png`,
      `[atelier] 3/5 copied private/${C}.jpg`,
      `[atelier] 4/5 copied public/${A}.webp`,
      `[atelier] 5/5 copied public/${B}.webp`,
      `[atelier] Left out .${A}.webp.1234.partial: not a picture of the store`,
      "[atelier] Done: 5 copied, 0 already in the bucket, of 5 files",
    ]);
    expect(await keys()).toEqual([
      `originals/${A}.jpg`,
      `originals/${B}.png`,
      `private/${C}.jpg`,
      `public/${A}.webp`,
      `public/${B}.webp`,
    ]);
    const original = await client.send(
      new GetObjectCommand({ Bucket: bucket.settings.bucket, Key: `originals/${A}.jpg` }),
    );
    expect(original.ContentType).toBe("image/jpeg");
    expect(await original.Body?.transformToByteArray()).toEqual(JPEG_5x4);

    const second = await migrate({ ATELIER_DATA_DIR: dataDir, ...settings });
    expect(second.code).toBe(0);
    expect(second.stdout.at(-1)).toBe("[atelier] Done: 0 copied, 5 already in the bucket, of 5 files");
    expect(second.stdout.filter((line) => line.includes(" copied ") && !line.includes("Done"))).toEqual([]);
  });
});
