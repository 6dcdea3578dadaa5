// What every scenario of bench:abuse (bench/abuse.ts) shares: a shopper's steady requests, an attacker's open loop,
// the figures they leave and the budget the shop's latency is judged against.
import { Agent, request as httpRequest } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";

/** Seconds each measurement lasts (BENCH_SECONDS, default 15). */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
/** Shopper requests a second while measuring: a steady trickle of shoppers, paced so the pages alone load nothing. */
export const PAGES_PER_SECOND = 20;
/** p95 during an attack at most this many times the same request's p95 idle. */
export const RATIO_BUDGET = 2;

/**
 * `benchLagMs`: the longest this process's own event loop was held while measuring, which every answer it timed then
 * waited out too.
 */
export type Figures = { requests: number; failed: number; p50Ms: number; p95Ms: number; benchLagMs: number };

export function percentile(sortedMs: readonly number[], fraction: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1)] ?? 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each side on its own kept-alive connections, as a browser and an attacker's script would be: the attacker's
// requests queue on its own sockets (64 at most), never on the shoppers'.
export const shopperAgent = new Agent({ keepAlive: true, maxSockets: 8 });
export const attackerAgent = new Agent({ keepAlive: true, maxSockets: 64 });

type Init = { method: string; body?: string; headers?: Readonly<Record<string, string>> };

/** One request; answers its status, 0 when no answer came (refused, reset, or 30 s without one). */
export function send(url: string, agent: Agent, init: Init = { method: "GET" }): Promise<number> {
  const headers = { ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers };
  return new Promise((resolve) => {
    const outgoing = httpRequest(url, { method: init.method, agent, timeout: 30_000, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => resolve(0));
    });
    outgoing.on("timeout", () => outgoing.destroy());
    outgoing.on("error", () => resolve(0));
    outgoing.end(init.body);
  });
}

/**
 * Fires `perSecond` calls a second, each on its own clock (open loop: a slow answer delays no other), for `until`
 * seconds or, given a function, as long as it answers true; `call` is handed the call's number, from 0.
 */
export async function openLoop(
  perSecond: number,
  until: number | (() => boolean),
  call: (n: number) => Promise<void>,
): Promise<void> {
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const more = typeof until === "number" ? (n: number) => n < perSecond * until : () => until();
  for (let n = 0; more(n); n += 1) {
    const due = start + (n * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(call(n));
  }
  await Promise.all(pending);
}

// The histogram's samples are whole intervals between its timer's ticks: the lag is what exceeds one.
const LAG_RESOLUTION_MS = 10;

/** One address's latency, paced at PAGES_PER_SECOND (see openLoop for `until`); anything but 200 counts as failed. */
export async function measure(
  url: string,
  until: number | (() => boolean),
  agent: Agent = shopperAgent,
): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  await openLoop(PAGES_PER_SECOND, until, async () => {
    const begin = performance.now();
    const status = await send(url, agent);
    if (status !== 200) failed += 1;
    latencies.push(performance.now() - begin);
  });
  lag.disable();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failed,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    benchLagMs: Math.max(0, lag.max / 1e6 - LAG_RESOLUTION_MS),
  };
}

/** Counts one answer by its status ("no answer" for none). */
export function tally(statuses: Map<string, number>, status: number): void {
  const label = status === 0 ? "no answer" : String(status);
  statuses.set(label, (statuses.get(label) ?? 0) + 1);
}

/** "401: 9, 429: 3173", by status. */
export function counts(statuses: ReadonlyMap<string, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
}

export const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

const LABEL_WIDTH = 30;

/** The table of figures under its title, a row each. */
export function printFigures(title: string, rows: readonly (readonly [string, Figures])[]): void {
  console.log(`\n${title}`);
  console.log(
    `  ${"".padEnd(LABEL_WIDTH)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"requests".padStart(9)} ${"failed".padStart(7)} ${"bench lag".padStart(10)}`,
  );
  for (const [label, figures] of rows) {
    const cells = [
      ms(figures.p50Ms),
      ms(figures.p95Ms),
      String(figures.requests).padStart(9),
      String(figures.failed).padStart(7),
      ms(figures.benchLagMs).padStart(10),
    ];
    console.log(`  ${label.padEnd(LABEL_WIDTH)} ${cells.join(" ")}`);
  }
}

/** Prints p95 during ÷ p95 idle against RATIO_BUDGET; held when within it and nothing failed during. */
export function judge(what: string, idle: Figures, during: Figures): boolean {
  const ratio = idle.p95Ms > 0 ? during.p95Ms / idle.p95Ms : Number.POSITIVE_INFINITY;
  const held = ratio <= RATIO_BUDGET && during.failed === 0;
  const failures = during.failed === 0 ? "" : `, ${during.failed} failed`;
  console.log(
    `  ${what}: p95 during ÷ idle ${ratio.toFixed(2)}×  budget ≤ ${RATIO_BUDGET}×${failures}  ${held ? "held" : "MISSED"}`,
  );
  return held;
}
