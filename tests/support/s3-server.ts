import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "@/lib/images/s3-store";
import { freePort } from "../../scripts/db/free-port";

/**
 * An S3-compatible server on this machine (s3rver, in this process), with one bucket, so the real SDK path runs
 * without the network, as the Stripe path runs against tests/support/stripe-fake.ts. stop() and start() again keep
 * the port and the objects: a bucket that goes away and comes back.
 */
export type LocalBucket = {
  settings: S3Settings;
  /** The variables that point a server process at this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
  /** How many requests the server has been sent since it first started: every call made to the bucket, by anyone. */
  requests(): number;
};

const ACCESS_KEY = "S3RVER";
const SECRET_KEY = "S3RVER";

export async function startLocalBucket(bucket = "atelier-photos"): Promise<LocalBucket> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "atelier-s3-"));
  const port = await freePort();
  let server: S3rver | null = null;
  let requests = 0;

  async function start(): Promise<void> {
    if (server) return;
    const next = new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    await next.run();
    next.httpServer?.on("request", () => (requests += 1));
    server = next;
  }

  async function stop(): Promise<void> {
    const running = server;
    server = null;
    await running?.close();
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      IMAGE_STORE: "s3",
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: "1",
    },
    start,
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
    requests: () => requests,
  };
}
