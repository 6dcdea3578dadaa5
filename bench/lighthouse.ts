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

export function median(values: number[]): number {
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

export type LighthouseRun = { scores: LighthouseScores; metrics: LighthouseMetrics };

/**
 * A Chromium for Lighthouse runs; `run` measures one page once (mobile, simulated throttling, the default report),
 * sending `cookie` with every request when given (a signed-in visit).
 */
export async function openLighthouse(): Promise<{ run(url: string, cookie?: string): Promise<LighthouseRun>; close(): void }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  return {
    async run(url: string, cookie?: string): Promise<LighthouseRun> {
      const extraHeaders = cookie ? { Cookie: cookie } : undefined;
      const result = await withoutSourceMapNoise(() =>
        lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], extraHeaders }),
      );
      if (result?.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
      const categories = result?.lhr.categories ?? {};
      const audits = result?.lhr.audits ?? {};
      return {
        scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as LighthouseScores,
        metrics: Object.fromEntries(Object.entries(METRICS).map(([key, audit]) => [key, audits[audit]?.numericValue ?? Number.NaN])) as LighthouseMetrics,
      };
    },
    close: () => chrome.kill(),
  };
}

/**
 * The median of each category and metric over several runs. Five runs, as Lighthouse's own guidance on variability
 * advises: on two shared cores one run's performance score can be ten points off, when Chromium presents the first
 * frame late.
 */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  return {
    scores: Object.fromEntries(CATEGORIES.map((name) => [name, median(runs.map((sample) => sample.scores[name]))])) as LighthouseScores,
    metrics: Object.fromEntries(
      Object.keys(METRICS).map((key) => [key, median(runs.map((sample) => sample.metrics[key as keyof LighthouseMetrics]))]),
    ) as LighthouseMetrics,
  };
}
