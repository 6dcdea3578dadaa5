// npm run bench:early-hints — what it would take for a page whose largest element is a picture (/shop, a product
// page) to paint within "LCP ≤ floor + 400 ms" under applied throttling, where every request after the document
// costs an emulated round trip of 562 ms. Three pages of the same markup, served over HTTP/2 with TLS by a bare Node
// server: one paragraph (the floor), the same with a phone-width photo as its largest element, and that page again
// answering `103 Early Hints` with the photo's preload before the page itself. Lighthouse mobile, interleaved over
// five rounds, medians, two ways: applied throttling, and over a slow link that delays the bytes instead of each
// request (bench/slow-link.ts); beside each, how long the photo's request took, which says whether it paid the
// phone's link. Then whether Debian's nginx, the shop's front door, carries a 103 from the shop to an HTTP/2 browser.
// docs/decisions.md ("A picture one round trip after the page") has the figures and what they decided.
import http from "node:http";
import http2 from "node:http2";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { freePort } from "../scripts/db/free-port";
import { makeCertificate, startFront } from "./front";
import { median, openLighthouse } from "./lighthouse";
import { startSlowLink } from "./slow-link";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUDGET_OVER_FLOOR_MS = 400;
const PICTURE = "/photo.webp";
// What the shop takes to render a page before its first byte (its time to first byte here, 22–76 ms): the time a 103
// sent at once has to start the photo before the page itself leaves.
const RENDER_MS = 50;
const HINT = `<${PICTURE}>; rel=preload; as=image; fetchpriority=high`;

/**
 * A stand-in for a real photo at the width a phone asks for (the product page's picture at 412 CSS pixels × 1.75):
 * blurred noise, so it compresses like a photograph rather than like a flat drawing, at the shop's WebP quality.
 */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 720,
      height: 720,
      channels: 3,
      background: "#b89b72",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(2.5)
    .webp({ quality: 80 })
    .toBuffer();
}

type Page = "floor" | "picture" | "hinted";
const PAGES: readonly Page[] = ["floor", "picture", "hinted"];

/**
 * Two ways of slowing the load to Lighthouse's phone. DevTools' applied throttling (the storefront bench's judge) adds
 * its 562 ms to each request the page makes; over the slow link the bytes themselves take the phone's 150 ms round
 * trip and throughput, whoever asks for them. The photo's load tells which one a request paid.
 */
const WAYS = [
  { name: "applied", method: "devtools", label: "Applied throttling (DevTools: 562.5 ms per request, 1.47 Mbps)" },
  {
    name: "slow link",
    method: "cpu",
    label: "Over a slow link (bench/slow-link.ts: 150 ms round trips, 1.47 Mbps down, 675 kbps up)",
  },
] as const;
type Way = (typeof WAYS)[number];
type Load = { lcpMs: number; photoMs: number | null };

function html(page: Page): string {
  const picture =
    page === "floor"
      ? ""
      : `<img src="${PICTURE}" width="720" height="720" alt="A beaded ring" fetchpriority="high" style="width:100%;height:auto">`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page}</title><meta name="description" content="Early hints bench page."></head><body><main><h1>Beaded ring</h1>${picture}<p>Beads, wire and a patient hand.</p></main></body></html>`;
}

const pageOf = (url: string): Page =>
  PAGES.find((page) => url === `/${page}` || url.startsWith(`/${page}?`)) ?? "floor";

/** The three pages and the photo over HTTP/2, as a browser meets them; the photo is cacheable, so a preload is used. */
function serveDirect(photo: Buffer, key: string, cert: string): http2.Http2SecureServer {
  const server = http2.createSecureServer({ key, cert });
  server.on("stream", (stream, headers) => {
    const url = String(headers[":path"] ?? "/");
    if (url.startsWith(PICTURE)) {
      stream.respond({
        ":status": 200,
        "content-type": "image/webp",
        "cache-control": "public, max-age=31536000, immutable",
      });
      stream.end(photo);
      return;
    }
    const page = pageOf(url);
    if (page === "hinted") stream.additionalHeaders({ ":status": 103, link: HINT });
    setTimeout(() => {
      stream.respond({ ":status": 200, "content-type": "text/html; charset=utf-8" });
      stream.end(html(page));
    }, RENDER_MS);
  });
  return server;
}

/** The hinted page over HTTP/1.1, as the shop's server would answer nginx. */
function serveUpstream(): http.Server {
  return http.createServer((request, response) => {
    const page = pageOf(request.url ?? "/");
    if (page === "hinted") response.writeEarlyHints({ link: HINT });
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html(page));
  });
}

/** What an HTTP/2 client receives for `url` through nginx: the 103, then the page; or the stream's error. */
function throughFront(origin: string, url: string, ca: string): Promise<string> {
  return new Promise((resolve) => {
    const session = http2.connect(origin, { ca });
    const seen: string[] = [];
    session.on("error", (error: Error) => resolve(`connection failed: ${error.message}`));
    const stream = session.request({ ":path": url });
    stream.on("headers", (headers) => seen.push(`${String(headers[":status"])} first`));
    stream.on("response", (headers) => seen.push(String(headers[":status"])));
    stream.resume();
    const finish = (outcome: string) => {
      session.close();
      resolve([...seen, outcome].join(", then "));
    };
    stream.on("end", () => finish("the page"));
    stream.on("error", (error: Error) => finish(`the stream failed (${error.message})`));
  });
}

const folder = await mkdtemp(path.join(os.tmpdir(), "atelier-bench-hints-"));
const certificate = await makeCertificate(folder);
const photo = await phonePhoto();
const direct = serveDirect(photo, await readFile(certificate.key, "utf8"), certificate.pem);
const directPort = await freePort();
await new Promise<void>((resolve) => direct.listen(directPort, "127.0.0.1", resolve));
const upstream = serveUpstream();
const upstreamPort = await freePort();
await new Promise<void>((resolve) => upstream.listen(upstreamPort, "127.0.0.1", resolve));
const link = await startSlowLink(directPort);
try {
  const lighthouse = await openLighthouse([`--ignore-certificate-errors-spki-list=${certificate.spki}`]);
  const noLoads = (): Record<Page, Load[]> => ({ floor: [], picture: [], hinted: [] });
  const loads: Record<Way["name"], Record<Page, Load[]>> = { applied: noLoads(), "slow link": noLoads() };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const way of WAYS) {
        for (const page of PAGES) {
          // A new URL each round: nothing a browser keeps between loads can stand in for the request being measured.
          const overLink = way.name === "slow link";
          // Each load over the link opens its own connection and pays its handshakes, as a first visit does.
          if (overLink) link.cut();
          const port = overLink ? link.port : directPort;
          const run = await lighthouse.run(`https://localhost:${port}/${page}?round=${round}`, way.method);
          const photoRequest = run.requests.find((request) => new URL(request.url).pathname === PICTURE);
          loads[way.name][page].push({
            lcpMs: Math.round(run.metrics.lcpMs),
            photoMs: photoRequest ? Math.round(photoRequest.endMs - photoRequest.startMs) : null,
          });
        }
      }
    }
  } finally {
    lighthouse.close();
  }
  console.log(
    `\nLargest contentful paint, Lighthouse mobile (CPU ×4), ${ROUNDS} interleaved rounds, HTTP/2 without nginx; the photo ${(photo.length / 1024).toFixed(1)} kB`,
  );
  for (const way of WAYS) {
    const floor = median(loads[way.name].floor.map((load) => load.lcpMs));
    console.log(
      `\n${way.label}\n| page | LCP median | over the floor | the photo's load (median) | rounds |\n|---|---|---|---|---|`,
    );
    for (const page of PAGES) {
      const lcp = loads[way.name][page].map((load) => load.lcpMs);
      const over = median(lcp) - floor;
      const verdict =
        page === "floor" ? "" : `${over >= 0 ? "+" : ""}${over} ${over <= BUDGET_OVER_FLOOR_MS ? "✓" : "✗"}`;
      const photoMs = loads[way.name][page].flatMap((load) => (load.photoMs === null ? [] : [load.photoMs]));
      console.log(
        `| ${page} | ${median(lcp)} | ${verdict} | ${photoMs.length > 0 ? `${median(photoMs)} ms` : ""} | ${lcp.join(", ")} |`,
      );
    }
  }

  const front = await startFront([{ name: "hinted", port: await freePort(), upstreamPort }]);
  try {
    const origin = front.origins.hinted ?? "";
    const version = (await front.fetch(`${origin}/floor`)).headers.get("server") ?? "nginx";
    console.log(
      `\nThrough ${version} (HTTP/2, the shop's front door), the page whose server sends a 103: ${await throughFront(origin, "/hinted", front.certificate.pem)}`,
    );
  } finally {
    await front.stop();
  }
} finally {
  link.close();
  direct.close();
  upstream.close();
  await rm(folder, { recursive: true, force: true });
}
