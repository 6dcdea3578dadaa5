// npm run bench:storefront — the storefront's quality budgets (README, Phones first), measured in one run against
// `next start` with the demo catalogue: Lighthouse (mobile) on /, /shop and a product page, the product
// page's JavaScript, and requests/s of the product page against the bare API route doing the same read.
import { createDbClient } from "@/lib/db-client";
import { lighthouseMedian, type LighthouseMetrics, type LighthouseScores } from "./lighthouse";
import { loadTest, watchPeakMemory } from "./load";
import { pageJavaScript } from "./page-javascript";
import { startBenchStack } from "./stack";

const BUDGET = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 } as const;
const JS_BUDGET_KB = 120;
const RATIO_GOAL = 0.7;

function verdict(ok: boolean): string {
  return ok ? "ok" : "BELOW BUDGET";
}

function scoreLine(path: string, scores: LighthouseScores, metrics: LighthouseMetrics): string {
  const parts = (Object.keys(BUDGET) as (keyof typeof BUDGET)[]).map((name) => `${name} ${scores[name]}`);
  const ok = (Object.keys(BUDGET) as (keyof typeof BUDGET)[]).every((name) => scores[name] >= BUDGET[name]);
  const timings = `FCP ${Math.round(metrics.fcpMs)} ms, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}`;
  return `  ${path.padEnd(16)} ${parts.join("  ")}  ${verdict(ok)}\n  ${"".padEnd(16)} ${timings}`;
}

// The build publishes source maps so the product page's JavaScript can be split by where it comes from.
process.env.BROWSER_SOURCE_MAPS = "1";
const stack = await startBenchStack({ build: process.env.BENCH_SKIP_BUILD !== "1" });
let failed = false;
try {
  const client = createDbClient(stack.databaseUrl, 1);
  const product = await client.product.findFirstOrThrow({ where: { stock: { gt: 0 }, deletedAt: null }, orderBy: { createdAt: "desc" } });
  await client.$disconnect();
  const productPath = `/product/${product.id}`;

  console.log("\nLighthouse, mobile, median of 5 runs (metrics: medians of the same runs)");
  for (const path of ["/", "/shop", productPath]) {
    const { scores, metrics } = await lighthouseMedian(`${stack.baseUrl}${path}`);
    failed ||= (Object.keys(BUDGET) as (keyof typeof BUDGET)[]).some((name) => scores[name] < BUDGET[name]);
    console.log(scoreLine(path === productPath ? "/product/{id}" : path, scores, metrics));
  }

  const javascript = await pageJavaScript(`${stack.baseUrl}${productPath}`);
  const jsKb = javascript.gzipBytes / 1024;
  failed ||= jsKb > JS_BUDGET_KB;
  console.log(`\nProduct page JavaScript: ${jsKb.toFixed(1)} kB gzipped (budget ${JS_BUDGET_KB} kB)  ${verdict(jsKb <= JS_BUDGET_KB)}`);
  if (javascript.byOrigin) {
    for (const [origin, bytes] of Object.entries(javascript.byOrigin).sort((a, b) => b[1] - a[1])) {
      console.log(`  ${origin.padEnd(22)} ${(bytes / 1024).toFixed(1)} kB`);
    }
  } else {
    console.log("  (this build has no source maps, so the split by origin is not shown)");
  }

  const load = { seconds: Number(process.env.BENCH_SECONDS ?? 10), connections: 10 };
  // Warm both routes first so neither pays for compilation or cold caches inside the measurement.
  await loadTest(`${stack.baseUrl}${productPath}`, { seconds: 2, connections: 2 });
  await loadTest(`${stack.baseUrl}/api/products/${product.id}`, { seconds: 2, connections: 2 });
  const memory = watchPeakMemory(stack.serverPid);
  const page = await loadTest(`${stack.baseUrl}${productPath}`, load);
  const api = await loadTest(`${stack.baseUrl}/api/products/${product.id}`, load);
  const peakMb = memory.stop();
  const ratio = page.requestsPerSecond / api.requestsPerSecond;
  failed ||= ratio < RATIO_GOAL || page.non2xx > 0 || api.non2xx > 0;
  console.log(`\nLoad (${load.connections} connections, ${load.seconds} s each, autocannon)`);
  console.log(`  /product/{id}           ${page.requestsPerSecond.toFixed(0)} req/s  p99 ${page.p99Ms} ms  non-2xx ${page.non2xx}`);
  console.log(`  /api/products/{id}      ${api.requestsPerSecond.toFixed(0)} req/s  p99 ${api.p99Ms} ms  non-2xx ${api.non2xx}`);
  console.log(`  ratio page / bare route ${ratio.toFixed(2)} (goal ≥ ${RATIO_GOAL})  ${verdict(ratio >= RATIO_GOAL)}`);
  console.log(`  server peak memory      ${peakMb} MiB`);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
