import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/runtime/chromium";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseScores = Record<(typeof CATEGORIES)[number], number>;

// The measurements behind the performance score, to tell what a low score is made of.
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;
export type LighthouseMetrics = Record<keyof typeof METRICS, number>;

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Lighthouse's trace engine prints to console.error every source-map mapping that ends past its line, which
 * Turbopack's maps do by one column: three harmless lines per run. Everything else still gets through.
 */
async function withoutSourceMapNoise<T>(work: () => Promise<T>): Promise<T> {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === "string" && / mapping for (last column|column|line) out of bounds: /.test(args[0])) return;
    original(...args);
  };
  try {
    return await work();
  } finally {
    console.error = original;
  }
}

/**
 * Lighthouse's default (mobile, simulated throttling) report for `url`, run `runs` times in Debian's Chromium;
 * the median of each category and metric. Five runs, as Lighthouse's own guidance on variability advises: on two
 * shared cores one run's performance score can be ten points off, when Chromium presents the first frame late.
 */
export async function lighthouseMedian(url: string, runs = 5): Promise<{ scores: LighthouseScores; metrics: LighthouseMetrics }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const scores: LighthouseScores[] = [];
    const metrics: LighthouseMetrics[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await withoutSourceMapNoise(() =>
        lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] }),
      );
      if (result?.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      scores.push(Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as LighthouseScores);
      metrics.push(
        Object.fromEntries(
          Object.entries(METRICS).map(([key, audit]) => [key, audits[audit]?.numericValue ?? Number.NaN]),
        ) as LighthouseMetrics,
      );
    }
    return {
      scores: Object.fromEntries(CATEGORIES.map((name) => [name, median(scores.map((sample) => sample[name]))])) as LighthouseScores,
      metrics: Object.fromEntries(
        Object.keys(METRICS).map((key) => [key, median(metrics.map((sample) => sample[key as keyof LighthouseMetrics]))]),
      ) as LighthouseMetrics,
    };
  } finally {
    chrome.kill();
  }
}
