import type { Cluster, Instance } from "../cluster";
import { call, NO_ANSWER, Timings, type Answer } from "../http";
import { seconds, sleep, waitFor, type Findings, type Scenario } from "../scenario";

const STALL_SECONDS = Number(process.env.PROOF_STALL_SECONDS ?? 30);
const ANSWER_WITHIN_MS = 10_000;
const RECOVER_AFTER_STALL_MS = 15_000;
const RECOVER_AFTER_DROP_MS = 5_000;
const WORKERS = 12;

type Endpoint = { name: string; path: string; during: "cached" | "database" | "health" | "either" | "page" };

/** Whether an answer given while the database was held is the one the shop promises for that endpoint. */
function acceptable(endpoint: Endpoint, answer: Answer): boolean {
  if (answer.status === NO_ANSWER || answer.ms > ANSWER_WITHIN_MS) return false;
  const retryable = answer.status === 503 && answer.headers["retry-after"] !== undefined;
  switch (endpoint.during) {
    case "cached":
      return answer.status === 200;
    case "health":
      return answer.status === 503;
    case "database":
      return retryable;
    case "either":
      return answer.status === 200 || retryable;
    case "page":
      // A page the database is needed for: its cached copy, or 503 with Retry-After and the shop's own page.
      return answer.status === 200 || (retryable && answer.text.includes("Back in a moment"));
  }
}

async function allHealthy(cluster: Cluster, endpoints: readonly Endpoint[]): Promise<boolean> {
  const answers = await Promise.all(
    cluster.instances.flatMap((instance) =>
      endpoints.map((endpoint) => call(`${instance.url}${endpoint.path}`, { timeoutMs: 5_000 })),
    ),
  );
  return answers.every((answer) => answer.status === 200);
}

/**
 * Shoppers keep calling both instances while the TCP proxy holds every byte between them and Postgres for 30 s:
 * each call must be answered within 10 s (503 with Retry-After for what needs the database, 200 for product pages
 * already in Next's cache, and for the shop's pages their cached copy or 503 with its "back in a moment" page: never
 * 500), /api/health must say 503; after the release every endpoint must answer 200 within
 * 15 s, without a restart. Then every database connection is cut: 200 again within 5 s.
 */
export const databaseStall: Scenario = {
  name: "database-stall",
  title: `database stall and loss: Postgres held for ${STALL_SECONDS} s, then every connection dropped`,
  limitSeconds: STALL_SECONDS + 180,
  async run(cluster: Cluster, findings: Findings) {
    const product = await cluster.db.product.findFirstOrThrow({
      where: { deletedAt: null, stock: { gt: 0 } },
      orderBy: { createdAt: "asc" },
    });
    const endpoints: Endpoint[] = [
      { name: "GET /api/health", path: "/api/health", during: "health" },
      { name: "GET /api/products", path: "/api/products?limit=6", during: "database" },
      { name: "GET /api/products/search", path: "/api/products/search?q=pearl", during: "database" },
      { name: "GET /api/products/{id}", path: `/api/products/${product.id}`, during: "database" },
      { name: "GET /product/{id} (cached page)", path: `/product/${product.id}`, during: "cached" },
      { name: "GET / (home)", path: "/", during: "either" },
      { name: "GET /shop", path: "/shop", during: "page" },
      {
        name: "GET /shop?category=… (category page)",
        path: `/shop?category=${encodeURIComponent(product.category)}`,
        during: "page",
      },
    ];
    // The product page enters each instance's cache on its first visit.
    if (!(await allHealthy(cluster, endpoints))) throw new Error("Not every endpoint answered 200 before the stall");
    const pids = cluster.instances.map((instance) => instance.pid());

    const timings = new Timings();
    const wrong = new Map<string, number>();
    let count = 0;
    let next = 0;
    cluster.dbProxy.pause();
    const stallBegan = Date.now();
    findings.note(`database held (${cluster.dbProxy.connections()} connections open) for ${STALL_SECONDS} s`);
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (Date.now() - stallBegan < STALL_SECONDS * 1000 - 500) {
          const i = next++;
          const endpoint = endpoints[i % endpoints.length] as Endpoint;
          const instance = cluster.instances[Math.floor(i / endpoints.length) % 2] as Instance;
          const answer = timings.add(
            `${endpoint.name} (${instance.label})`,
            await call(`${instance.url}${endpoint.path}`, { timeoutMs: 20_000 }),
          );
          count += 1;
          if (!acceptable(endpoint, answer)) {
            const key = `${endpoint.name} → ${answer.status || "no answer"}${answer.status === 503 && answer.headers["retry-after"] === undefined ? " without Retry-After" : ""}${answer.ms > ANSWER_WITHIN_MS ? " after 10 s" : ""}`;
            wrong.set(key, (wrong.get(key) ?? 0) + 1);
          }
          await sleep(100);
        }
      }),
    );
    const remaining = STALL_SECONDS * 1000 - (Date.now() - stallBegan);
    if (remaining > 0) await sleep(remaining);
    cluster.dbProxy.resume();
    const released = Date.now();
    timings.print();
    const slowest = Math.max(0, ...timings.rows().map((row) => row.max));
    findings.check(
      "during the stall every request answered within 10 s, as promised",
      wrong.size === 0 && count > 0,
      `${count} requests, slowest ${slowest} ms; ${wrong.size === 0 ? "all as promised" : [...wrong].map(([key, n]) => `${n}× ${key}`).join("; ")}`,
    );
    const health = timings.rows().filter((row) => row.name.startsWith("GET /api/health"));
    findings.check(
      "/api/health 503 during the stall",
      health.every((row) => row.statuses === `503×${row.count}`),
      health.map((row) => `${row.name}: ${row.statuses}`).join("; "),
    );

    const recovered = await waitFor(() => allHealthy(cluster, endpoints), 60_000, 250);
    findings.check(
      "after the release every endpoint answers 200 within 15 s, no restart",
      recovered !== null &&
        recovered <= RECOVER_AFTER_STALL_MS &&
        cluster.instances.every((instance, i) => instance.pid() === pids[i]),
      `all 200 ${recovered === null ? "not within 60 s" : `${seconds(Date.now() - released)} after the release`}; pids ${cluster.instances.map((instance) => instance.pid()).join(", ")} (were ${pids.join(", ")})`,
    );

    const open = cluster.dbProxy.connections();
    cluster.dbProxy.dropAll();
    const dropped = Date.now();
    const back = await waitFor(() => allHealthy(cluster, endpoints), 30_000, 100);
    findings.check(
      "after every database connection is dropped, 200 again within 5 s",
      back !== null && back <= RECOVER_AFTER_DROP_MS,
      `${open} connections dropped; all 200 ${back === null ? "not within 30 s" : `after ${seconds(Date.now() - dropped)}`}`,
    );
  },
};
