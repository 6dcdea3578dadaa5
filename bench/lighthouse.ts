import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { isRecord } from "@/lib/is-record";
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
/**
 * Plus `scriptKbBeforeLcp`: kilobytes of script that had arrived when the largest element painted, in the full-speed
 * load Lighthouse records. Its simulated LCP bills the phone for every request that finished before that paint (a
 * script even when it ran after it, unless it ran as one task of 10 ms or more), so this says whether a run's LCP
 * paid for the framework's scripts: they are async, and race the first paint (docs/decisions.md, "Pages measured
 * against an empty page").
 */
export type LighthouseMetrics = Record<keyof typeof METRICS | "scriptKbBeforeLcp", number>;

/**
 * No scrollbars: Lighthouse opens each page from the blank page it showed a moment before, in the same renderer, and
 * with a phone's overlay scrollbar that blank page's scrollbar is still fading out as the new page commits. Those
 * frames belong to a surface the browser no longer shows, and past three undrawn frames Chromium's compositor sends
 * the renderer one frame a second, so the new page's first paint waits up to a second for its turn. Over the slow
 * link that hit 7 of 15 loads of the shop's pages (none with this flag); no phone meets it, as no phone shows a page
 * from a blank one it drew the instant before (docs/decisions.md, "Over the slow link, a first paint a second late").
 */
const CHROME_FLAGS = ["--headless=new", "--hide-scrollbars", ...CHROMIUM_ARGS];

/** The `items` of an audit's details (a table or the metrics' single row), as plain records. */
function detailItems(audit: { details?: unknown } | undefined): Record<string, unknown>[] {
  const details = audit?.details;
  const items = isRecord(details) && Array.isArray(details.items) ? details.items : [];
  return items.filter(isRecord);
}

function scriptKbBeforeLcp(audits: Record<string, { details?: unknown } | undefined>): number {
  const lcpMs = detailItems(audits.metrics)[0]?.observedLargestContentfulPaint;
  if (typeof lcpMs !== "number") return Number.NaN;
  const bytes = detailItems(audits["network-requests"])
    .filter(
      (request) =>
        request.resourceType === "Script" &&
        typeof request.networkEndTime === "number" &&
        request.networkEndTime <= lcpMs,
    )
    .reduce((sum, request) => sum + (typeof request.transferSize === "number" ? request.transferSize : 0), 0);
  return bytes / 1024;
}

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
 * Every run is a first visit: Lighthouse empties the HTTP cache before each, and here local storage too (it keeps
 * it by default). Otherwise the first-paint script's "face already loaded" flag
 * (lib/security/first-paint-inline-script.ts) would carry
 * over from an earlier round while the font it vouches for had been wiped from the cache, a state no shopper is in.
 */
const FIRST_VISIT: NonNullable<Parameters<typeof lighthouse>[1]>["clearStorageTypes"] = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
  "indexeddb",
];

/** `name=value; name=value` (a Cookie header) as cookies of `url`'s origin. */
function cookiesOf(header: string, url: string): { name: string; value: string; url: string }[] {
  return header.split(";").flatMap((pair) => {
    const at = pair.indexOf("=");
    // Secure over https, as the shop sets them there (its `__Host-` cookies are refused otherwise).
    const { origin, protocol } = new URL(url);
    return at > 0
      ? [
          {
            name: pair.slice(0, at).trim(),
            value: pair.slice(at + 1).trim(),
            url: origin,
            secure: protocol === "https:",
          },
        ]
      : [];
  });
}

/**
 * How Lighthouse slows the load to its phone's (mobile, slow 4G, CPU ×4): `simulate` (its default) loads the page at
 * full speed and replays the recording on a model of the phone; `devtools` applies the throttling to the real load
 * through DevTools (each request's round trip 562.5 ms, 1.47 Mbps, the CPU four times slower).
 */
export type ThrottlingMethod = "simulate" | "devtools";
/**
 * Or `cpu`: the CPU slowed as `devtools` slows it and the network left as it is, for a load over a slow link of its own
 * (bench/slow-link.ts).
 */
type LoadMethod = ThrottlingMethod | "cpu";
const CPU_ONLY = {
  rttMs: 0,
  throughputKbps: 0,
  requestLatencyMs: 0,
  downloadThroughputKbps: 0,
  uploadThroughputKbps: 0,
  cpuSlowdownMultiplier: 4,
};

/** A request of the load as DevTools recorded it: when it was asked for and when its last byte came, from the start. */
export type LoadedRequest = { url: string; startMs: number; endMs: number };

/**
 * A Chromium for Lighthouse runs, started with `chromeFlags` besides the usual ones (e.g. trust in the run's
 * certificate); `run` measures one page once (mobile, `method`'s throttling, the default report),
 * signed in when given the member's `cookie` header. The cookies go into the browser's own jar for that run (and
 * are cleared after it), as a login would leave them: sent as an extra header instead, the server would see a
 * member but the page's scripts, which read the readable session hint, a guest, and a member's page would be
 * measured in a state no member ever sees (member checkout redrawing itself as an empty guest cart).
 */
export async function openLighthouse(chromeFlags: readonly string[] = []): Promise<{
  run(url: string, method: LoadMethod, cookie?: string): Promise<LighthouseRun & { requests: LoadedRequest[] }>;
  close(): void;
}> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, ...chromeFlags],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const jar = await browser.target().createCDPSession();
  return {
    async run(
      url: string,
      method: LoadMethod,
      cookie?: string,
    ): Promise<LighthouseRun & { requests: LoadedRequest[] }> {
      if (cookie) await jar.send("Storage.setCookies", { cookies: cookiesOf(cookie, url) });
      try {
        const result = await withoutSourceMapNoise(() =>
          lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
            clearStorageTypes: FIRST_VISIT,
            ...(method === "cpu"
              ? { throttlingMethod: "devtools", throttling: CPU_ONLY }
              : { throttlingMethod: method }),
          }),
        );
        if (result?.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
        const categories = result?.lhr.categories ?? {};
        const audits = result?.lhr.audits ?? {};
        return {
          scores: Object.fromEntries(
            CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
          ) as LighthouseScores,
          metrics: {
            ...(Object.fromEntries(
              Object.entries(METRICS).map(([key, audit]) => [key, audits[audit]?.numericValue ?? Number.NaN]),
            ) as Record<keyof typeof METRICS, number>),
            scriptKbBeforeLcp: scriptKbBeforeLcp(audits),
          },
          requests: detailItems(audits["network-requests"]).map((request) => ({
            url: String(request.url),
            startMs: Number(request.networkRequestTime),
            endMs: Number(request.networkEndTime),
          })),
        };
      } finally {
        if (cookie) await jar.send("Storage.clearCookies", {});
      }
    },
    close: () => {
      void browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * The median of each category and metric over several runs. Five runs, as Lighthouse's own guidance on variability
 * advises: on two shared cores one run's performance score can be ten points off, when Chromium presents the first
 * frame late.
 */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((name) => [name, median(runs.map((sample) => sample.scores[name]))]),
    ) as LighthouseScores,
    metrics: Object.fromEntries(
      [...Object.keys(METRICS), "scriptKbBeforeLcp"].map((key) => [
        key,
        median(runs.map((sample) => sample.metrics[key as keyof LighthouseMetrics])),
      ]),
    ) as LighthouseMetrics,
  };
}
