// npm run bench:abuse — does an attack take the shop down? Against `next start` (a production build) with its photos
// in a bucket (s3rver, on this machine) behind one trusted proxy, the product page's latency is measured idle, then
// during each attack: p50 and p95 side by side, the ratio against its budget (p95 during at most 2× idle), and how the
// attack was answered, counted by status. BENCH_ABUSE picks the scenarios (comma-separated; default all):
//   logins    one client sends 200 bad logins a second (random emails, as an attacker pinning the server with bcrypt)
//   photos    200 made-up photo names a second, from one client then from a new one each (bench/abuse-photos.ts)
//   sign-ins  one browser with its device cookie signs in again and again (bench/abuse-sign-ins.ts)
import { createDbClient } from "@/lib/db-client";
import { startLocalBucket } from "../tests/support/s3-server";
import {
  attackerAgent,
  counts,
  judge,
  measure,
  ms,
  openLoop,
  PAGES_PER_SECOND,
  percentile,
  printFigures,
  SECONDS,
  send,
  shopperAgent,
  sleep,
  tally,
} from "./abuse-load";
import { photoMissFlood } from "./abuse-photos";
import { signInLoop } from "./abuse-sign-ins";
import { startBenchStack } from "./stack";

const SCENARIOS = ["logins", "photos", "sign-ins"] as const;
type Scenario = (typeof SCENARIOS)[number];
const isScenario = (name: string): name is Scenario => SCENARIOS.some((scenario) => scenario === name);

const chosen = (process.env.BENCH_ABUSE ?? SCENARIOS.join(",")).split(",").map((name) => name.trim());
const unknown = chosen.filter((name) => !isScenario(name));
if (unknown.length > 0)
  throw new Error(`BENCH_ABUSE: unknown scenario ${unknown.join(", ")} (known: ${SCENARIOS.join(", ")})`);
const scenarios = SCENARIOS.filter((scenario) => chosen.includes(scenario));

// The build (skipped with BENCH_SKIP_BUILD=1) takes what the machine gives it; each scenario proper is bounded.
const LIMIT_MS = 180_000 * scenarios.length;
const LOGINS_PER_SECOND = 200;

/** The login flood; prints its figures and answers whether the page's p95 held its budget. */
async function loginFlood(baseUrl: string, pageUrl: string): Promise<boolean> {
  // Warm-up, not recorded: the first render fills the page cache, and the first sign-ins load the login route's code.
  await measure(pageUrl, 5);
  for (let i = 0; i < 3; i += 1) {
    await send(`${baseUrl}/api/auth/login`, shopperAgent, {
      method: "POST",
      body: JSON.stringify({ email: `warm-${i}@example.test`, password: "Wrong+Guess123" }),
    });
  }
  console.log(`\nproduct page idle: ${PAGES_PER_SECOND} requests/s for ${SECONDS} s`);
  const idle = await measure(pageUrl, SECONDS);

  console.log(`product page during a flood of ${LOGINS_PER_SECOND} bad logins/s from one client, ${SECONDS} s`);
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const flood = openLoop(LOGINS_PER_SECOND, SECONDS + 1, async (n) => {
    const begin = performance.now();
    const body = JSON.stringify({
      email: `nobody-${n}-${Math.random().toString(36).slice(2)}@example.test`,
      password: "Wrong+Guess123",
    });
    tally(statuses, await send(`${baseUrl}/api/auth/login`, attackerAgent, { method: "POST", body }));
    latencies.push(performance.now() - begin);
  });
  await sleep(1000); // the flood is under way before the page is measured
  const flooded = await measure(pageUrl, SECONDS);
  await flood;

  printFigures(
    `Product page (${PAGES_PER_SECOND} requests/s) idle and during ${LOGINS_PER_SECOND} bad logins/s from one client`,
    [
      ["idle", idle],
      ["during the flood", flooded],
    ],
  );
  const held = judge("page", idle, flooded);
  latencies.sort((a, b) => a - b);
  console.log(`\nLogins sent: ${latencies.length}, answered ${counts(statuses)}`);
  console.log(
    `  login answer p50 ${ms(percentile(latencies, 0.5)).trim()}, p95 ${ms(percentile(latencies, 0.95)).trim()}`,
  );
  return held;
}

const bucket = await startLocalBucket();
// Behind one proxy, so that each attacker's X-Forwarded-For names it; the shoppers and the login flood send none and
// are counted by their connection's address, as before.
const stack = await startBenchStack({
  build: process.env.BENCH_SKIP_BUILD !== "1",
  env: { ...bucket.env, TRUSTED_PROXY: "1" },
}).catch(async (error: unknown) => {
  await bucket.close();
  throw error;
});
const started = Date.now();
const watchdog = setTimeout(() => {
  console.error(`\nbench:abuse exceeded ${LIMIT_MS / 1000} s: stopped`);
  void Promise.allSettled([stack.stop(), bucket.close()]).finally(() => process.exit(1));
}, LIMIT_MS);

const held: boolean[] = [];
try {
  const client = createDbClient(stack.databaseUrl, 1);
  const product = await client.product.findFirstOrThrow({ select: { id: true }, orderBy: { createdAt: "asc" } });
  await client.$disconnect();
  const pageUrl = `${stack.baseUrl}/product/${product.id}`;
  for (const scenario of scenarios) {
    if (scenario === "logins") held.push(await loginFlood(stack.baseUrl, pageUrl));
    if (scenario === "photos") held.push(await photoMissFlood(stack.baseUrl, stack.databaseUrl, pageUrl, bucket));
    if (scenario === "sign-ins") held.push(await signInLoop(stack.baseUrl, stack.databaseUrl, pageUrl));
  }
} finally {
  clearTimeout(watchdog);
  await stack.stop();
  await bucket.close();
}

console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s once the server was up)`);
process.exit(held.every(Boolean) ? 0 : 1);
