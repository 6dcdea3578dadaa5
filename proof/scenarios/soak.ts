import type { Cluster } from "../cluster";
import { call, dataOf, shopperAddress, Timings } from "../http";
import { rssMiB, seconds, sleep, type Findings, type Scenario } from "../scenario";
import { adminToken, completeAsGuest, createMember, createPiece, editProduct, isPaid, payAsGuest } from "../shoppers";

const SOAK_SECONDS = Number(process.env.PROOF_SOAK_SECONDS ?? 600);
/** Shopper actions started per second, whatever the answers' speed (a new one is skipped only past MAX_IN_FLIGHT). */
const RATE = Number(process.env.PROOF_SOAK_RATE ?? 6);
const MAX_IN_FLIGHT = 40;
const MEMBERS = 5;
const SEARCHES = ["pearl", "gold", "ring", "bracelet", "glass", "silver", "earrings", "custom"] as const;
const MEMORY_GROWTH_ALLOWED = 0.1;

type Action = { name: string; weight: number; run(n: number): Promise<unknown> };

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length] as T;
}

/**
 * Ten minutes (PROOF_SOAK_SECONDS) of mixed shoppers through nginx at a steady rate — browsing, searching,
 * members' carts, guest checkouts, the maker editing prices — with no 5xx allowed, each call's p99 printed,
 * and each instance's resident memory compared between the end and its start once warm.
 */
export const soak: Scenario = {
  name: "soak",
  title: `soak: ${SOAK_SECONDS} s of mixed shoppers at ${RATE} actions/s through nginx`,
  limitSeconds: SOAK_SECONDS + 240,
  async run(cluster: Cluster, findings: Findings) {
    const url = cluster.url;
    const timings = new Timings();
    const catalog = await cluster.db.product.findMany({
      where: { deletedAt: null, name: { not: { startsWith: "Proof" } } },
      select: { id: true },
    });
    const pieces = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => createPiece(cluster.db, `Proof soak piece ${i}`, 100_000, 1_500 + i * 700)),
    );
    const token = await adminToken(cluster.db, url, `proof-soak-admin-${Date.now()}@example.test`);
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, async (_, i) => {
        const member = await createMember(cluster.db, `proof-soak-member-${i}-${Date.now()}@example.test`);
        const login = await call(`${url}/api/auth/login`, {
          method: "POST",
          body: member,
          from: shopperAddress(9_000 + i),
        });
        const accessToken = dataOf<{ accessToken?: string }>(login)?.accessToken;
        if (!accessToken) throw new Error(`A soak member could not sign in: ${login.status}`);
        return { authorization: `Bearer ${accessToken}`, from: shopperAddress(9_000 + i) };
      }),
    );
    let checkoutsStarted = 0;
    let ordersMade = 0;
    let edits = 0;

    const get = (name: string, path: string, n: number) =>
      call(`${url}${path}`, { from: shopperAddress(n % 5_000) }).then((answer) => timings.add(name, answer));
    const actions: Action[] = [
      { name: "home", weight: 3, run: (n) => get("GET /", "/", n) },
      {
        name: "shop",
        weight: 2,
        run: (n) => get("GET /shop", `/shop?category=${pick(["Necklaces", "Rings", "Earrings"], n)}`, n),
      },
      { name: "product page", weight: 4, run: (n) => get("GET /product/{id}", `/product/${pick(catalog, n).id}`, n) },
      { name: "products api", weight: 2, run: (n) => get("GET /api/products", "/api/products?limit=6", n) },
      {
        name: "search",
        weight: 3,
        run: (n) => get("GET /api/products/search", `/api/products/search?q=${pick(SEARCHES, n)}`, n),
      },
      {
        name: "cart",
        weight: 2,
        async run(n) {
          const member = pick(members, n);
          const headers = { authorization: member.authorization };
          const productId = pick(pieces, n).id;
          timings.add(
            "POST /api/cart",
            await call(`${url}/api/cart`, {
              method: "POST",
              body: { productId, quantity: 1 },
              headers,
              from: member.from,
            }),
          );
          timings.add("GET /api/cart", await call(`${url}/api/cart`, { headers, from: member.from }));
          timings.add(
            "DELETE /api/cart/{id}",
            await call(`${url}/api/cart/${productId}`, { method: "DELETE", headers, from: member.from }),
          );
        },
      },
      {
        name: "guest checkout",
        weight: 3,
        async run(n) {
          checkoutsStarted += 1;
          const paid = await payAsGuest(url, pieces, "soak", 10_000 + n, timings);
          if (isPaid(paid) && (await completeAsGuest(url, paid, timings)).status === 200) ordersMade += 1;
        },
      },
      {
        name: "admin edit",
        weight: 1,
        async run(n) {
          edits += 1;
          // Demo pieces nobody buys in the soak: a price the maker changes back and forth.
          await editProduct(
            url,
            token,
            pick(catalog, n * 7).id,
            { price: 20 + (n % 40) },
            timings,
            shopperAddress(9_100),
          );
        },
      },
    ];
    const wheel = actions.flatMap((action) => Array.from({ length: action.weight }, () => action));

    const warmAfterMs = Math.min(60_000, (SOAK_SECONDS * 1000) / 10);
    const rssAtStart = await Promise.all(cluster.instances.map((instance) => rssMiB(instance.pid())));
    let rssWarm: number[] = [];
    // One sample a minute, to tell a plateau from a climb.
    const series: number[][] = [rssAtStart];
    const sampler = setInterval(() => {
      void Promise.all(cluster.instances.map((instance) => rssMiB(instance.pid()))).then((sample) =>
        series.push(sample),
      );
    }, 60_000);
    let inFlight = 0;
    let skipped = 0;
    let started = 0;
    const running = new Set<Promise<unknown>>();
    const began = Date.now();
    while (Date.now() - began < SOAK_SECONDS * 1000) {
      if (rssWarm.length === 0 && Date.now() - began >= warmAfterMs)
        rssWarm = await Promise.all(cluster.instances.map((instance) => rssMiB(instance.pid())));
      const due = Math.floor(((Date.now() - began) / 1000) * RATE);
      while (started < due) {
        const n = started++;
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped += 1;
          continue;
        }
        // A fixed stride through the wheel: the same mix every run, spread evenly over time.
        const action = pick(wheel, n * 7);
        inFlight += 1;
        const work = action
          .run(n)
          .catch(() => undefined)
          .finally(() => {
            inFlight -= 1;
            running.delete(work);
          });
        running.add(work);
      }
      await sleep(50);
    }
    await Promise.all(running);
    clearInterval(sampler);
    const rssAtEnd = await Promise.all(cluster.instances.map((instance) => rssMiB(instance.pid())));
    if (rssWarm.length === 0) rssWarm = rssAtStart;

    findings.note(
      `${started} actions in ${seconds(Date.now() - began)}, ${skipped} skipped (over ${MAX_IN_FLIGHT} in flight); ${checkoutsStarted} checkouts, ${ordersMade} orders, ${edits} admin edits`,
    );
    timings.print();
    findings.check(
      "zero 5xx",
      timings.serverErrors() === 0,
      `${timings.serverErrors()} answers 5xx or none, of ${timings.rows().reduce((sum, row) => sum + row.count, 0)} requests`,
    );
    const memory = cluster.instances.map((instance, i) => {
      const warm = rssWarm[i] ?? 0;
      const end = rssAtEnd[i] ?? 0;
      return {
        label: instance.label,
        start: rssAtStart[i] ?? 0,
        warm,
        end,
        growth: warm > 0 ? (end - warm) / warm : 0,
      };
    });
    findings.note(
      `RSS each minute (MiB): ${cluster.instances.map((instance, i) => `${instance.label} ${series.map((sample) => sample[i]).join(" ")}`).join("; ")}`,
    );
    findings.check(
      "memory: no instance grows beyond 10 % (RSS once warm → end)",
      memory.every((m) => m.growth <= MEMORY_GROWTH_ALLOWED),
      memory
        .map(
          (m) =>
            `${m.label}: ${m.start} MiB at start, ${m.warm} MiB after ${seconds(warmAfterMs)}, ${m.end} MiB at the end (${(m.growth * 100).toFixed(1)} %)`,
        )
        .join("; "),
    );
  },
};
