// npm run bench:storefront — the storefront against the framework's floor, measured side by side in one run: an empty
// App Router page built from the same packages (bench/floor.ts) and the shop with the demo catalog, both served the
// way docs/operations.md deploys the shop (behind nginx, HTTP/2 over TLS with a certificate made for the run,
// bench/front.ts). Lighthouse (mobile) interleaved over five rounds (floor, /, /shop, a product page, the checkout
// pages and a signed-in member's account pages), each page under both throttling methods in the same round: applied
// throttling judges the pages, simulated throttling is printed beside it with each page's JavaScript, and so is a
// load over a slow link that delays the bytes instead of the requests (bench/slow-link.ts). Then how soon
// the cart's dialogs open on a throttled phone, and requests/s of the product page against the bare API route doing
// the same read.
import { createDbClient } from "@/lib/db-client";
import { appliedMisses, javascriptMisses, PAGES, roundsLine, tableHeader, tableRow, verdict } from "./budgets";
import { measureDialogs } from "./dialogs";
import { startFloor } from "./floor";
import { reserveFrontPorts, startFront } from "./front";
import { median as medianOf, medianRun, openLighthouse, type LighthouseRun, type ThrottlingMethod } from "./lighthouse";
import { loadTest, watchPeakMemory } from "./load";
import { benchMember } from "./member";
import { pageJavaScript } from "./page-javascript";
import { startSlowLink } from "./slow-link";
import { startBenchStack } from "./stack";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RATIO_GOAL = 0.7;
/**
 * From the click to the first frame that draws the cart sidebar or the checkout-choice dialog, on the throttled phone.
 */
const DIALOG_OPEN_MS = 100;
/** Applied throttling first: the judge. */
const METHODS: readonly ThrottlingMethod[] = ["devtools", "simulate"];

// The build publishes source maps so the product page's JavaScript can be split by where it comes from.
process.env.BROWSER_SOURCE_MAPS = "1";
// The shop must know its public origin (APP_URL: its cookies are then `__Host-` and Secure, its CSP upgrades to
// https) before it starts, so nginx's ports are chosen first.
const ports = await reserveFrontPorts(["floor", "atelier"]);
const floor = await startFloor();
const stack = await startBenchStack({
  build: process.env.BENCH_SKIP_BUILD !== "1",
  appUrl: `https://127.0.0.1:${ports.atelier}`,
  env: { TRUSTED_PROXY: "1" },
}).catch(async (error: unknown) => {
  await floor.stop();
  throw error;
});
let failed = false;
try {
  const front = await startFront([
    { name: "floor", port: ports.floor, upstreamPort: Number(new URL(floor.baseUrl).port) },
    { name: "atelier", port: ports.atelier, upstreamPort: Number(new URL(stack.baseUrl).port) },
  ]);
  try {
    const client = createDbClient(stack.databaseUrl, 1);
    // The product page at its heaviest: a piece in sizes that takes an engraving (the demo's stacking rings), whose buy
    // box draws every control a product page can have.
    const product = await client.product.findFirstOrThrow({
      where: {
        stock: { gt: 0 },
        deletedAt: null,
        published: true,
        variants: { some: {} },
        personalizationLabel: { not: null },
      },
      orderBy: { createdAt: "desc" },
    });
    await client.$disconnect();
    const productPath = `/product/${product.id}`;
    // A collection of the demo's (prisma/seed), with its pieces' cards.
    const paths: Record<string, string> = {
      "/": "/",
      "/shop": "/shop",
      "/product/{id}": productPath,
      "/collections/{slug}": "/collections/bridal",
    };
    const pathOf = (name: string) => paths[name] ?? name;
    const shop = front.origins.atelier ?? "";
    const urls: Record<string, string> = {
      floor: `${front.origins.floor ?? ""}/`,
      ...Object.fromEntries(PAGES.map(({ name }) => [name, `${shop}${pathOf(name)}`])),
    };
    const member = await benchMember(shop, stack.databaseUrl, front.fetch);
    let memberCookie = await member.signIn();
    const cookieFor = (name: string) =>
      PAGES.find((page) => page.name === name)?.budget.member ? memberCookie : undefined;
    for (const { name, budget } of PAGES) {
      // A member page that answers anything but itself (a redirect to /login) would be measured as another page.
      const answer = budget.member ? await front.fetch(urls[name] ?? "", { headers: { cookie: memberCookie } }) : null;
      if (answer && answer.status !== 200)
        throw new Error(`${name} answered ${answer.status} to the signed-in member through nginx`);
    }

    // Beside the judge, the same pages over a link that slows their bytes rather than their requests
    // (bench/slow-link.ts),
    // in front of nginx: what the phone's round trip costs a page whose largest element is a picture of its own
    // request.
    const links = { floor: await startSlowLink(ports.floor), atelier: await startSlowLink(ports.atelier) };
    const overLink = (url: string) => {
      const address = new URL(url);
      address.port = String(address.port === String(ports.floor) ? links.floor.port : links.atelier.port);
      return address.toString();
    };
    // Interleaved: a slow minute of the machine lands on every page and both methods alike, not on one of them.
    const runs: Record<ThrottlingMethod, Record<string, LighthouseRun[]>> = { devtools: {}, simulate: {} };
    const linked: Record<string, LighthouseRun[]> = {};
    const lighthouse = await openLighthouse(front.chromiumArgs);
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        memberCookie = await member.signIn();
        for (const [name, url] of Object.entries(urls)) {
          for (const method of METHODS)
            (runs[method][name] ??= []).push(await lighthouse.run(url, method, cookieFor(name)));
          // A first visit's connection and handshakes, over the link as over the air.
          links.floor.cut();
          links.atelier.cut();
          const run = await lighthouse.run(overLink(url), "cpu", cookieFor(name));
          // Anything fetched from nginx's own port (an absolute address the page wrote) would have skipped the link.
          const around = run.requests.filter((request) =>
            [ports.floor, ports.atelier].map(String).includes(new URL(request.url).port),
          );
          if (around.length > 0)
            throw new Error(
              `${name} over the slow link fetched ${around.map((request) => request.url).join(", ")} around it`,
            );
          (linked[name] ??= []).push(run);
        }
      }
    } finally {
      lighthouse.close();
      links.floor.close();
      links.atelier.close();
    }
    // The bytes are the same whichever way they are fetched; straight from `next start`, with its source maps.
    const javascriptKb: Record<string, number> = {};
    for (const name of Object.keys(urls)) {
      const url = name === "floor" ? `${floor.baseUrl}/` : `${stack.baseUrl}${pathOf(name)}`;
      javascriptKb[name] = (await pageJavaScript(url, cookieFor(name))).gzipBytes / 1024;
    }
    const floorKb = javascriptKb.floor ?? 0;
    const names = ["floor", ...PAGES.map((page) => page.name)];

    const applied = (name: string) => medianRun(runs.devtools[name] ?? []);
    console.log(
      `\nApplied throttling (the judge): Lighthouse mobile, devtools method, median of ${ROUNDS} interleaved rounds, behind nginx (HTTP/2, TLS)`,
    );
    console.log(tableHeader(false));
    console.log(tableRow("floor", applied("floor"), null));
    for (const { name, budget } of PAGES) {
      const misses = appliedMisses(applied(name), applied("floor"), budget);
      failed ||= misses.length > 0;
      console.log(`${tableRow(name, applied(name), applied("floor"))}  ${verdict(misses)}`);
    }

    const simulated = (name: string) => medianRun(runs.simulate[name] ?? []);
    console.log(`\nSimulated throttling (Lighthouse's default), the same rounds; JavaScript gzipped, judged here`);
    console.log(tableHeader(true));
    console.log(tableRow("floor", simulated("floor"), null, floorKb));
    for (const { name, budget } of PAGES) {
      const js = javascriptKb[name] ?? 0;
      const misses = javascriptMisses(js, floorKb, budget);
      failed ||= misses.length > 0;
      const javascript = budget.jsKb === undefined ? "" : `, JS +${(js - floorKb).toFixed(1)} kB  ${verdict(misses)}`;
      console.log(`${tableRow(name, simulated(name), simulated("floor"), js)}${javascript}`);
    }

    const overSlowLink = (name: string) => medianRun(linked[name] ?? []);
    console.log(
      `\nOver a slow link (150 ms round trips, 1.47 Mbps down; CPU ×4 as above), the same rounds, not judged: each page's LCP against the floor's plus its budget`,
    );
    console.log(tableHeader(false));
    console.log(tableRow("floor", overSlowLink("floor"), null));
    for (const { name, budget } of PAGES) {
      const overBy = overSlowLink(name).metrics.lcpMs - overSlowLink("floor").metrics.lcpMs;
      console.log(
        `${tableRow(name, overSlowLink(name), overSlowLink("floor"))}  ${overBy <= budget.lcpMs ? "within" : "over"} + ${budget.lcpMs} ms`,
      );
    }
    console.log(`\nLargest contentful paint of each round, ms, over the slow link | median`);
    for (const name of names)
      console.log(
        roundsLine(
          name,
          (linked[name] ?? []).map((run) => run.metrics.lcpMs),
          overSlowLink(name).metrics.lcpMs,
        ),
      );

    for (const method of METHODS) {
      const label = method === "devtools" ? "applied" : "simulated";
      const of = (name: string, metric: "fcpMs" | "lcpMs") =>
        (runs[method][name] ?? []).map((run) => run.metrics[metric]);
      const medianRunOf = method === "devtools" ? applied : simulated;
      console.log(`\nFirst contentful paint of each round, ms, ${label} throttling | median`);
      for (const name of names) console.log(roundsLine(name, of(name, "fcpMs"), medianRunOf(name).metrics.fcpMs));
      // Simulated: beside each round's largest paint, the kB of script that had arrived before it, which the replay
      // bills to it (docs/decisions.md, "Pages measured against an empty page").
      const notes = (name: string) =>
        method === "simulate"
          ? (runs[method][name] ?? []).map((run) => `${Math.round(run.metrics.scriptKbBeforeLcp)}`)
          : undefined;
      console.log(
        `\nLargest contentful paint of each round, ms, ${label} throttling${method === "simulate" ? " (kB of script that had arrived before it)" : ""} | median`,
      );
      for (const name of names)
        console.log(roundsLine(name, of(name, "lcpMs"), medianRunOf(name).metrics.lcpMs, notes(name)));
    }

    // Through nginx: with APP_URL on https the shop's pages ask for their own files over https
    // (upgrade-insecure-requests), so they cannot load from the plain-http `next start`.
    const dialogs = await measureDialogs(urls["/product/{id}"] ?? "", ROUNDS, front.chromiumArgs);
    console.log(
      `\nDialogs, first open on the product page, Lighthouse's phone throttled in Chromium, median of ${ROUNDS} visits`,
    );
    for (const [name, samples] of [
      ["cart sidebar", dialogs.cart],
      ["checkout choice", dialogs.checkoutChoice],
    ] as const) {
      const openMs = medianOf(samples);
      failed ||= openMs > DIALOG_OPEN_MS;
      const all = samples.map((sample) => Math.round(sample)).join(", ");
      console.log(
        `  ${name.padEnd(22)} ${String(Math.round(openMs)).padStart(5)} ms after the click (${all})  ${openMs <= DIALOG_OPEN_MS ? "ok" : `OVER BUDGET: over ${DIALOG_OPEN_MS} ms`}`,
      );
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
    // Straight at `next start`, as before: the ratio compares the page's rendering with the bare route's, and nginx
    // in front would add the same proxy cost to both.
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
    console.log(
      `  /product/{id}           ${page.requestsPerSecond.toFixed(0)} req/s  p99 ${page.p99Ms} ms  non-2xx ${page.non2xx}`,
    );
    console.log(
      `  /api/products/{id}      ${api.requestsPerSecond.toFixed(0)} req/s  p99 ${api.p99Ms} ms  non-2xx ${api.non2xx}`,
    );
    console.log(
      `  ratio page / bare route ${ratio.toFixed(2)} (goal ≥ ${RATIO_GOAL})  ${ratio >= RATIO_GOAL ? "ok" : "OVER BUDGET"}`,
    );
    console.log(`  server peak memory      ${peakMb} MiB`);
  } finally {
    await front.stop();
  }
} finally {
  await stack.stop();
  await floor.stop();
}
process.exit(failed ? 1 : 0);
