import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

/** One request autocannon sends; `setupRequest` rewrites it before each send (a fresh body per request). */
export type LoadRequest = {
  method?: "GET" | "POST";
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest) => LoadRequest;
};

type AutocannonSummary = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type AutocannonOptions = {
  url: string;
  duration: number;
  connections: number;
  timeout: number;
  requests?: LoadRequest[];
};
type Autocannon = (
  options: AutocannonOptions,
  done: (error: Error | null, summary: AutocannonSummary) => void,
) => unknown;

// autocannon ships no types; this is the part of its programmatic API the benchmarks use.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/**
 * One autocannon run against `url` (local only). Without `requests` every request is a GET of `url`; with them,
 * autocannon cycles through the list, calling each one's `setupRequest` before sending, so bodies can vary.
 */
export function loadTest(
  url: string,
  options: { seconds: number; connections: number; requests?: LoadRequest[] },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // autocannon gives up on a request after 10 s by default; a busy machine can be slower than that without failing.
    const run = {
      url,
      duration: options.seconds,
      connections: options.connections,
      timeout: 30,
      requests: options.requests,
    };
    autocannon(run, (error, summary) => {
      if (error) return reject(error);
      resolve({
        requests: summary.requests.total,
        requestsPerSecond: summary.requests.average,
        p50Ms: summary.latency.p50,
        p99Ms: summary.latency.p99,
        errors: summary.errors + summary.timeouts,
        non2xx: summary.non2xx,
      });
    });
  });
}

function percentile(sortedMs: readonly number[], fraction: number): number {
  if (sortedMs.length === 0) return 0;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1)] ?? 0;
}

/**
 * Calls `call` once per item with at most `concurrency` items in flight, timing every request from the moment its
 * item started: for work that must happen exactly once per item (finalizing a given intent), which autocannon,
 * sending as many requests as it can, cannot do. `call` may start several requests at once (a race); each counts.
 * A request that throws is an error, a response outside 2xx is non-2xx.
 */
export async function runConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  call: (item: T) => Promise<Response> | Promise<Response>[],
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let next = 0;
  async function timed(pending: Promise<Response>, begin: number): Promise<void> {
    try {
      const response = await pending;
      // The body is part of the answer's time, and an unread body would hold its connection.
      if (!response.bodyUsed) await response.arrayBuffer();
      if (!response.ok) non2xx += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - begin);
  }
  async function worker(): Promise<void> {
    while (next < items.length) {
      const item = items[next++] as T;
      const begin = performance.now();
      await Promise.all([call(item)].flat().map((pending) => timed(pending, begin)));
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, () => worker()));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: Math.round(percentile(sorted, 0.5)),
    p99Ms: Math.round(percentile(sorted, 0.99)),
    errors,
    non2xx,
  };
}

/** Samples a process' resident memory until stopped; returns the peak in MiB. */
export function watchPeakMemory(pid: number): { stop(): number } {
  let peakKb = 0;
  const timer = setInterval(() => {
    readFile(`/proc/${pid}/status`, "utf8")
      .then((status) => {
        const match = /VmRSS:\s+(\d+) kB/.exec(status);
        if (match?.[1]) peakKb = Math.max(peakKb, Number(match[1]));
      })
      .catch(() => undefined);
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peakKb / 1024);
    },
  };
}
