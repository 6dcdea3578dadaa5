// npm run bench:storefront — the storefront against the framework's floor, measured side by side in one run: an empty
// App Router page built from the same packages (bench/floor.ts) and the shop with the demo catalog, Lighthouse (mobile)
// interleaved over five rounds (floor, /, /shop, a product page, the checkout pages and a signed-in member's account
// pages), each page's JavaScript, how soon
// the cart's dialogs open on a throttled phone, and requests/s of the product page against the bare API route doing
// the same read.
import { createDbClient } from "@/lib/db-client";
import { measureDialogs } from "./dialogs";
import { startFloor } from "./floor";
import { median as medianOf, medianRun, openLighthouse, type LighthouseRun } from "./lighthouse";
import { loadTest, watchPeakMemory } from "./load";
import { benchMember } from "./member";
import { pageJavaScript } from "./page-javascript";
import { startBenchStack } from "./stack";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RATIO_GOAL = 0.7;

/**
 * How far from the floor a page may be. Storefront pages are held close. The checkout and the member's pages are
 * rendered for each visit (they read the session cookie, the member's addresses and cart), never cached, so less so;
 * `member` pages are measured signed in.
 */
type Budget = { performance: number; lcpMs: number; tbtMs?: number; jsKb?: number; strict: boolean; member?: boolean };
const STOREFRONT = { performance: 2, lcpMs: 300, tbtMs: 50, strict: true };
const PER_VISIT = { performance: 5, lcpMs: 500, strict: false };
const PAGES: { name: string; budget: Budget }[] = [
  { name: "/", budget: { ...STOREFRONT, jsKb: 15 } },
  { name: "/shop", budget: { ...STOREFRONT, jsKb: 15 } },
  { name: "/product/{id}", budget: { ...STOREFRONT, jsKb: 20 } },
  { name: "/checkout", budget: PER_VISIT },
  { name: "/checkout/user", budget: { ...PER_VISIT, member: true } },
  { name: "/account", budget: { ...PER_VISIT, member: true } },
  { name: "/orders", budget: { ...PER_VISIT, member: true } },
  { name: "/addresses", budget: { ...PER_VISIT, member: true } },
];
const MAX_CLS = 0.02;
/** From the click to the first frame that draws the cart sidebar or the checkout-choice dialog, on the throttled phone. */
const DIALOG_OPEN_MS = 100;

function verdict(ok: boolean): string {
  return ok ? "ok" : "OVER BUDGET";
}

// The build publishes source maps so the product page's JavaScript can be split by where it comes from.
process.env.BROWSER_SOURCE_MAPS = "1";
const floor = await startFloor();
const stack = await startBenchStack({ build: process.env.BENCH_SKIP_BUILD !== "1" });
let failed = false;
try {
  const client = createDbClient(stack.databaseUrl, 1);
  // The product page at its heaviest: a piece in sizes that takes an engraving (the demo's stacking rings), whose buy
  // box draws every control a product page can have.
  const product = await client.product.findFirstOrThrow({
    where: { stock: { gt: 0 }, deletedAt: null, published: true, variants: { some: {} }, personalizationLabel: { not: null } },
    orderBy: { createdAt: "desc" },
  });
  await client.$disconnect();
  const productPath = `/product/${product.id}`;
  const urls: Record<string, string> = {
    floor: `${floor.baseUrl}/`,
    "/": `${stack.baseUrl}/`,
    "/shop": `${stack.baseUrl}/shop`,
    "/product/{id}": `${stack.baseUrl}${productPath}`,
    "/checkout": `${stack.baseUrl}/checkout`,
    "/checkout/user": `${stack.baseUrl}/checkout/user`,
    "/account": `${stack.baseUrl}/account`,
    "/orders": `${stack.baseUrl}/orders`,
    "/addresses": `${stack.baseUrl}/addresses`,
  };
  const member = await benchMember(stack.baseUrl, stack.databaseUrl);
  let memberCookie = await member.signIn();
  const cookieFor = (name: string) => (PAGES.find((page) => page.name === name)?.budget.member ? memberCookie : undefined);
  for (const { name, budget } of PAGES) {
    // A member page that answers anything but itself (a redirect to /login) would be measured as another page.
    const answer = budget.member ? await fetch(urls[name] ?? "", { headers: { cookie: memberCookie }, redirect: "manual" }) : null;
    if (answer && answer.status !== 200) throw new Error(`${name} answered ${answer.status} to the signed-in member`);
  }

  // Interleaved: a slow minute of the machine lands on every page alike, not on one of them.
  const runs: Record<string, LighthouseRun[]> = {};
  const lighthouse = await openLighthouse();
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      memberCookie = await member.signIn();
      for (const [name, url] of Object.entries(urls)) (runs[name] ??= []).push(await lighthouse.run(url, cookieFor(name)));
    }
  } finally {
    lighthouse.close();
  }
  const javascriptKb: Record<string, number> = {};
  for (const [name, url] of Object.entries(urls)) javascriptKb[name] = (await pageJavaScript(url, cookieFor(name))).gzipBytes / 1024;

  const median = (name: string) => medianRun(runs[name] ?? []);
  const base = median("floor");
  const row = (name: string, result: LighthouseRun, js: number) =>
    `  ${name.padEnd(15)} ${String(result.scores.performance).padStart(4)} ${String(Math.round(result.metrics.lcpMs)).padStart(6)} ${String(Math.round(result.metrics.tbtMs)).padStart(5)} ${result.metrics.cls.toFixed(3).padStart(6)} ${js.toFixed(1).padStart(7)} ${String(result.scores.accessibility).padStart(5)} ${String(result.scores.seo).padStart(4)}`;
  console.log(`\nLighthouse, mobile, median of ${ROUNDS} interleaved rounds; JavaScript gzipped`);
  console.log(`  ${"page".padEnd(15)} perf  LCP ms TBT ms    CLS   JS kB  a11y  SEO`);
  console.log(row("floor", base, javascriptKb.floor ?? 0));
  for (const { name, budget } of PAGES) {
    const result = median(name);
    const js = javascriptKb[name] ?? 0;
    const misses: string[] = [];
    if (result.scores.performance < base.scores.performance - budget.performance) misses.push(`performance below floor − ${budget.performance}`);
    if (result.metrics.lcpMs > base.metrics.lcpMs + budget.lcpMs) misses.push(`LCP over floor + ${budget.lcpMs} ms`);
    if (budget.tbtMs !== undefined && result.metrics.tbtMs > base.metrics.tbtMs + budget.tbtMs) misses.push(`TBT over floor + ${budget.tbtMs} ms`);
    if (budget.jsKb !== undefined && js > (javascriptKb.floor ?? 0) + budget.jsKb) misses.push(`JavaScript over floor + ${budget.jsKb} kB`);
    if (budget.strict && result.metrics.cls > MAX_CLS) misses.push(`CLS over ${MAX_CLS}`);
    if (budget.strict && (result.scores.accessibility < 100 || result.scores.seo < 100)) misses.push("accessibility or SEO below 100");
    failed ||= misses.length > 0;
    const distance = `Δ perf ${result.scores.performance - base.scores.performance}, LCP +${Math.round(result.metrics.lcpMs - base.metrics.lcpMs)} ms, JS +${(js - (javascriptKb.floor ?? 0)).toFixed(1)} kB`;
    console.log(`${row(name, result, js)}  ${distance}  ${misses.length ? `OVER BUDGET: ${misses.join("; ")}` : "ok"}`);
  }

  // Each round's largest paint beside the kilobytes of script that had arrived before it, which the replay bills to
  // it (docs/decisions.md, "Pages measured against an empty page"): the rounds that paid for the scripts are the slow ones.
  console.log("\nLargest paint of each round, ms (kB of script that had arrived before it)");
  for (const name of ["floor", ...PAGES.map((page) => page.name)]) {
    const rounds = (runs[name] ?? []).map((run) => `${Math.round(run.metrics.lcpMs)} (${Math.round(run.metrics.scriptKbBeforeLcp)})`.padStart(11));
    console.log(`  ${name.padEnd(15)}${rounds.join(" ")}`);
  }

  const dialogs = await measureDialogs(urls["/product/{id}"] ?? "", ROUNDS);
  console.log(`\nDialogs, first open on the product page, Lighthouse's phone throttled in Chromium, median of ${ROUNDS} visits`);
  for (const [name, samples] of [["cart sidebar", dialogs.cart], ["checkout choice", dialogs.checkoutChoice]] as const) {
    const openMs = medianOf(samples);
    failed ||= openMs > DIALOG_OPEN_MS;
    const all = samples.map((sample) => Math.round(sample)).join(", ");
    console.log(`  ${name.padEnd(22)} ${String(Math.round(openMs)).padStart(5)} ms after the click (${all})  ${openMs <= DIALOG_OPEN_MS ? "ok" : `OVER BUDGET: over ${DIALOG_OPEN_MS} ms`}`);
  }
  console.log(`  Playwright traces of each visit: ${dialogs.traceDirectory}`);

  const javascript = await pageJavaScript(`${stack.baseUrl}${productPath}`);
  console.log(`\nProduct page JavaScript by origin (${(javascript.gzipBytes / 1024).toFixed(1)} kB gzipped)`);
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
  await floor.stop();
}
process.exit(failed ? 1 : 0);
