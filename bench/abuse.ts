// npm run bench:abuse — does a login flood take the shop down? Against `next start` (a production build), the
// product page's latency is measured idle, then while one client sends 200 bad logins a second (random emails, as
// an attacker pinning the server with bcrypt would): p50 and p95 side by side, the ratio against its budget (p95
// during the flood at most 2× idle), and how the logins were answered, counted by status.
import { Agent, request as httpRequest } from "node:http";
import { createDbClient } from "@/lib/db-client";
import { startBenchStack } from "./stack";

// The build (skipped with BENCH_SKIP_BUILD=1) takes what the machine gives it; the benchmark proper is bounded.
const LIMIT_MS = 180_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const LOGINS_PER_SECOND = 200;
/** Page requests a second while measuring: a steady trickle of shoppers, paced so the pages alone load nothing. */
const PAGES_PER_SECOND = 20;
const RATIO_BUDGET = 2;

type PageFigures = { requests: number; failed: number; p50Ms: number; p95Ms: number };

function percentile(sortedMs: readonly number[], fraction: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1)] ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each side on its own kept-alive connections, as a browser and an attacker's script would be: the attacker's
// requests queue on its own sockets (64 at most), never on the shoppers'.
const shopperAgent = new Agent({ keepAlive: true, maxSockets: 8 });
const attackerAgent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request; answers its status, 0 when no answer came (refused, reset, or 30 s without one). */
function send(url: string, agent: Agent, init: { method: string; body?: string } = { method: "GET" }): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = httpRequest(url, { method: init.method, agent, timeout: 30_000, headers: init.body ? { "content-type": "application/json" } : {} }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    outgoing.on("timeout", () => outgoing.destroy());
    outgoing.on("error", () => resolve(0));
    outgoing.end(init.body);
  });
}

/** Fires `perSecond` calls a second for `seconds`, each on its own clock (open loop: a slow answer delays no other). */
async function openLoop(perSecond: number, seconds: number, call: () => Promise<void>): Promise<void> {
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const total = perSecond * seconds;
  for (let n = 0; n < total; n += 1) {
    const due = start + (n * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(call());
  }
  await Promise.all(pending);
}

/** The product page's latency, paced at PAGES_PER_SECOND for `seconds`. */
async function measurePage(url: string, seconds: number): Promise<PageFigures> {
  const latencies: number[] = [];
  let failed = 0;
  await openLoop(PAGES_PER_SECOND, seconds, async () => {
    const begin = performance.now();
    const status = await send(url, shopperAgent);
    if (status !== 200) failed += 1;
    latencies.push(performance.now() - begin);
  });
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, failed, p50Ms: percentile(latencies, 0.5), p95Ms: percentile(latencies, 0.95) };
}

const stack = await startBenchStack({ build: process.env.BENCH_SKIP_BUILD !== "1" });
const started = Date.now();
const watchdog = setTimeout(() => {
  console.error(`\nbench:abuse exceeded ${LIMIT_MS / 1000} s: stopped`);
  void stack.stop().finally(() => process.exit(1));
}, LIMIT_MS);

const loginStatuses = new Map<string, number>();
const loginLatencies: number[] = [];
let idle: PageFigures;
let flooded: PageFigures;
try {
  const client = createDbClient(stack.databaseUrl, 1);
  const product = await client.product.findFirstOrThrow({ select: { id: true }, orderBy: { createdAt: "asc" } });
  await client.$disconnect();
  const pageUrl = `${stack.baseUrl}/product/${product.id}`;

  // Warm-up, not recorded: the first render fills the page cache, and the first sign-ins load the login route's code.
  await measurePage(pageUrl, 5);
  for (let i = 0; i < 3; i += 1) {
    await send(`${stack.baseUrl}/api/auth/login`, shopperAgent, { method: "POST", body: JSON.stringify({ email: `warm-${i}@example.test`, password: "Wrong+Guess123" }) });
  }
  console.log(`\nproduct page idle: ${PAGES_PER_SECOND} requests/s for ${SECONDS} s`);
  idle = await measurePage(pageUrl, SECONDS);

  console.log(`product page during a flood of ${LOGINS_PER_SECOND} bad logins/s from one client, ${SECONDS} s`);
  let n = 0;
  const flood = openLoop(LOGINS_PER_SECOND, SECONDS + 1, async () => {
    n += 1;
    const begin = performance.now();
    const body = JSON.stringify({ email: `nobody-${n}-${Math.random().toString(36).slice(2)}@example.test`, password: "Wrong+Guess123" });
    const status = await send(`${stack.baseUrl}/api/auth/login`, attackerAgent, { method: "POST", body });
    const label = status === 0 ? "no answer" : String(status);
    loginStatuses.set(label, (loginStatuses.get(label) ?? 0) + 1);
    loginLatencies.push(performance.now() - begin);
  });
  await sleep(1000); // the flood is under way before the page is measured
  flooded = await measurePage(pageUrl, SECONDS);
  await flood;
} finally {
  clearTimeout(watchdog);
  await stack.stop();
}

const ratio = idle.p95Ms > 0 ? flooded.p95Ms / idle.p95Ms : Number.POSITIVE_INFINITY;
const held = ratio <= RATIO_BUDGET && flooded.failed === 0;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
console.log(`\nProduct page (${PAGES_PER_SECOND} requests/s) idle and during ${LOGINS_PER_SECOND} bad logins/s from one client`);
console.log(`  ${"".padEnd(22)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"requests".padStart(9)} ${"failed".padStart(7)}`);
console.log(`  ${"idle".padEnd(22)} ${ms(idle.p50Ms)} ${ms(idle.p95Ms)} ${String(idle.requests).padStart(9)} ${String(idle.failed).padStart(7)}`);
console.log(`  ${"during the flood".padEnd(22)} ${ms(flooded.p50Ms)} ${ms(flooded.p95Ms)} ${String(flooded.requests).padStart(9)} ${String(flooded.failed).padStart(7)}`);
console.log(`  p95 during ÷ idle: ${ratio.toFixed(2)}×  budget ≤ ${RATIO_BUDGET}×  ${held ? "held" : "MISSED"}`);
loginLatencies.sort((a, b) => a - b);
const answered = [...loginStatuses.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}: ${count}`);
console.log(`\nLogins sent: ${loginLatencies.length}, answered ${answered.join(", ")}`);
console.log(`  login answer p50 ${ms(percentile(loginLatencies, 0.5)).trim()}, p95 ${ms(percentile(loginLatencies, 0.95)).trim()}`);
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s once the server was up)`);
process.exit(held ? 0 : 1);
