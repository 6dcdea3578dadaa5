// bench:abuse's photo-miss flood: made-up photo names and share cards, 200 a second, first all from one client (60
// are answered 404, then 429), then each from a client of its own (all 404: each is counted, none refused). The
// product page and one real photo are measured idle and during each, and the bucket's requests are counted: a name
// nobody references must cost it none (lib/images/known-photos.ts).
import { randomBytes } from "node:crypto";
import { Agent } from "node:http";
import sharp from "sharp";
import { createDbClient } from "@/lib/db-client";
import { createS3Store } from "@/lib/images/s3-store";
import type { LocalBucket } from "../tests/support/s3-server";
import {
  attackerAgent,
  counts,
  judge,
  measure,
  openLoop,
  PAGES_PER_SECOND,
  printFigures,
  SECONDS,
  send,
  sleep,
  tally,
  type Figures,
} from "./abuse-load";

const MISSES_PER_SECOND = 200;
/** The one client of the first flood (the second's are 10.x.y.z, one per miss), and the warm-up's. */
const GUESSER = "198.51.100.7";
const WARM_UP_CLIENT = "192.0.2.1";
const photoAgent = new Agent({ keepAlive: true, maxSockets: 8 });

type Pair = { page: Figures; photo: Figures };

/**
 * A photo as the shop publishes one (1,600 pixels on the long side, WebP at quality 80; blurred noise, so it weighs
 * what a photo does, about 140 kB), in the bucket and on the catalogue's newest piece (not the measured page's).
 */
async function publishPhoto(databaseUrl: string, bucket: LocalBucket): Promise<string> {
  const noise = await sharp({
    create: {
      width: 1_600,
      height: 1_200,
      channels: 3,
      background: "#b08d57",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const webp = await sharp(noise).blur(2).webp({ quality: 80 }).toBuffer();
  const url = await createS3Store(bucket.settings).put(new Uint8Array(webp), "image/webp");
  const client = createDbClient(databaseUrl, 1);
  try {
    const piece = await client.product.findFirstOrThrow({
      select: { id: true, images: true },
      orderBy: { createdAt: "desc" },
    });
    await client.product.update({ where: { id: piece.id }, data: { images: [url, ...piece.images] } });
  } finally {
    await client.$disconnect();
  }
  return url;
}

const both = async (pageUrl: string, photoUrl: string, seconds: number): Promise<Pair> => {
  const [page, photo] = await Promise.all([measure(pageUrl, seconds), measure(photoUrl, seconds, photoAgent)]);
  return { page, photo };
};

type Flood = { during: Pair; statuses: Map<string, number>; bucketRequests: number };

/** The page and the photo measured while made-up names arrive at MISSES_PER_SECOND from `forwardedFor(n)`. */
async function flood(
  baseUrl: string,
  pageUrl: string,
  photoUrl: string,
  bucket: LocalBucket,
  forwardedFor: (n: number) => string,
): Promise<Flood> {
  const statuses = new Map<string, number>();
  const before = bucket.requests();
  const misses = openLoop(MISSES_PER_SECOND, SECONDS + 1, async (n) => {
    const name = randomBytes(16).toString("hex");
    const path = n % 2 === 0 ? `/uploads/${name}.webp` : `/share/uploads/${name}.jpg`;
    tally(
      statuses,
      await send(`${baseUrl}${path}`, attackerAgent, {
        method: "GET",
        headers: { "x-forwarded-for": forwardedFor(n) },
      }),
    );
  });
  await sleep(1000); // the flood is under way before anything is measured
  const during = await both(pageUrl, photoUrl, SECONDS);
  await misses;
  return { during, statuses, bucketRequests: bucket.requests() - before };
}

/** Runs the scenario and prints its figures; true when every p95 held its budget. */
export async function photoMissFlood(
  baseUrl: string,
  databaseUrl: string,
  pageUrl: string,
  bucket: LocalBucket,
): Promise<boolean> {
  const photoUrl = `${baseUrl}${await publishPhoto(databaseUrl, bucket)}`;
  // Warm-up, not recorded: the photo's route and the references' first read, then a few misses down each route (the
  // share cards' loads sharp) from a client of their own, as the login flood's warm-up signs in a few times first.
  await both(pageUrl, photoUrl, 3);
  for (let i = 0; i < 10; i += 1) {
    const name = randomBytes(16).toString("hex");
    for (const path of [`/uploads/${name}.webp`, `/share/uploads/${name}.jpg`]) {
      await send(`${baseUrl}${path}`, attackerAgent, { method: "GET", headers: { "x-forwarded-for": WARM_UP_CLIENT } });
    }
  }

  console.log(`\nproduct page and a real photo idle: ${PAGES_PER_SECOND} requests/s each for ${SECONDS} s`);
  const before = bucket.requests();
  const idle = await both(pageUrl, photoUrl, SECONDS);
  const idleBucketRequests = bucket.requests() - before;
  const servedIdle = idle.photo.requests - idle.photo.failed;
  const perPhoto = servedIdle > 0 ? idleBucketRequests / servedIdle : 0;

  console.log(`during ${MISSES_PER_SECOND} made-up photo names/s from one client, ${SECONDS} s`);
  const oneClient = await flood(baseUrl, pageUrl, photoUrl, bucket, () => GUESSER);
  await sleep(2000);
  console.log(`during ${MISSES_PER_SECOND} made-up photo names/s, each from a client of its own, ${SECONDS} s`);
  const manyClients = await flood(
    baseUrl,
    pageUrl,
    photoUrl,
    bucket,
    (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  );

  const floods = [
    ["one client's misses", oneClient],
    ["a new client per miss", manyClients],
  ] as const;
  printFigures(
    `Product page and a real photo (${PAGES_PER_SECOND} requests/s each) idle and during ${MISSES_PER_SECOND} photo misses/s`,
    [
      ["page, idle", idle.page],
      ...floods.map(([label, run]) => [`page, ${label}`, run.during.page] as const),
      ["photo, idle", idle.photo],
      ...floods.map(([label, run]) => [`photo, ${label}`, run.during.photo] as const),
    ],
  );
  const held = floods.flatMap(([label, run]) => [
    judge(`page, ${label}`, idle.page, run.during.page),
    judge(`photo, ${label}`, idle.photo, run.during.photo),
  ]);

  console.log(
    `\nBucket requests idle: ${idleBucketRequests} for ${servedIdle} photos served (${perPhoto.toFixed(2)} each)`,
  );
  for (const [label, run] of floods) {
    const served = run.during.photo.requests - run.during.photo.failed;
    const sent = [...run.statuses.values()].reduce((sum, count) => sum + count, 0);
    console.log(`Misses sent (${label}): ${sent}, answered ${counts(run.statuses)}`);
    console.log(
      `  bucket requests during the flood: ${run.bucketRequests}, of which the real photo's ${served} answers at ${perPhoto.toFixed(2)} each; left for the misses: ${(run.bucketRequests - served * perPhoto).toFixed(0)}`,
    );
  }
  return held.every(Boolean);
}
