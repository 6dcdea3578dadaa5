import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { stopChild } from "../../scripts/runtime/next-server";
import type { Cluster, Instance } from "../cluster";
import { call, dataOf, Timings, type Answer } from "../http";
import { seconds, waitFor, type Findings, type Scenario } from "../scenario";
import {
  adminToken,
  createMember,
  createPiece,
  describe,
  editProduct,
  eachConcurrently,
  isPaid,
  payAsGuest,
  stockLedger,
} from "../shoppers";

const VISIBLE_WITHIN_MS = 1_000;
/** How long the proof keeps looking for a change that missed its second, to say how late it was. */
const LOOK_FOR_MS = 5_000;
const LOGIN_FAILURES_ALLOWED = 10;
const ABANDONED = 10;

/** Milliseconds until `instance`'s product page contains `text`, or null within LOOK_FOR_MS. */
function pageShows(instance: Instance, productId: string, text: string): Promise<number | null> {
  return waitFor(
    async () => (await call(`${instance.url}/product/${productId}`)).text.includes(text),
    LOOK_FOR_MS,
    100,
  );
}

/**
 * A photo uploaded through `from` (as the admin's form sends it) and fetched from `to`: whether `to` serves the same
 * bytes, as a second host would, with nothing written to either instance's data folder (photos are in the bucket).
 */
async function photoAcrossHosts(
  from: Instance,
  to: Instance,
  token: string,
): Promise<{ ok: boolean; figures: string }> {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b08d57" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/png" }), "proof-ring.png");
  const uploaded = await fetch(`${from.url}/api/uploads`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const url = uploaded.status === 201 ? ((await uploaded.json()) as { data: { url: string } }).data.url : null;
  if (!url) return { ok: false, figures: `upload on ${from.label} answered ${uploaded.status}` };
  const [onFrom, onTo] = await Promise.all([fetch(`${from.url}${url}`), fetch(`${to.url}${url}`)]);
  const [fromBytes, toBytes] = await Promise.all([onFrom.arrayBuffer(), onTo.arrayBuffer()]);
  const same = onTo.status === 200 && Buffer.from(toBytes).equals(Buffer.from(fromBytes));
  const folders = [from, to].filter((instance) => existsSync(path.join(instance.dataDir, "uploads")));
  return {
    ok: same && onTo.headers.get("cache-control") === "public, max-age=31536000, immutable" && folders.length === 0,
    figures: `upload on ${from.label} 201 ${url}; ${from.label} answered ${onFrom.status}, ${to.label} ${onTo.status} (${toBytes.byteLength} bytes, ${same ? "the same" : "not the same"}); uploads folders on the hosts: ${folders.map((instance) => instance.label).join(", ") || "none"}`,
  };
}

/** The Cookie header a browser would send back, from an answer's Set-Cookie headers. */
function cookiesOf(answer: Answer): string {
  return (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

/**
 * The two instances behave as one shop: a catalog change made through one shows on the other's cached product
 * page within a second; a photo uploaded through one is served by the other (each has its own data folder, as on
 * two hosts; both keep photos in one bucket); rate limits count attempts made at either; a session and a cart started
 * on one work on the other; and the reconciler, running on both at once, finishes abandoned checkouts once.
 */
export const twoAsOne: Scenario = {
  name: "two-as-one",
  title: "two as one: caches, rate limits, sessions and background work across both instances",
  limitSeconds: 180,
  async run(cluster: Cluster, findings: Findings) {
    const [a, b] = cluster.instances;
    const timings = new Timings();
    const token = await adminToken(cluster.db, a.url, `proof-admin-${Date.now()}@example.test`);

    // A price change through A, on B's cached page; a stock change through B, on A's.
    const priced = await createPiece(cluster.db, "Proof two-as-one price piece", 5, 4_100);
    const stocked = await createPiece(cluster.db, "Proof two-as-one stock piece", 5, 4_200);
    for (const instance of [a, b])
      for (const id of [priced.id, stocked.id]) await call(`${instance.url}/product/${id}`);
    const priceOnB = await pageShows(b, priced.id, "$41.00");
    if (priceOnB === null) throw new Error("B's product page does not show the starting price $41.00");
    const priceEdit = await editProduct(a.url, token, priced.id, { price: 123.45 }, timings);
    const priceSeen = priceEdit.status === 200 ? await pageShows(b, priced.id, "$123.45") : null;
    findings.check(
      "a price changed through A shows on B's product page within 1 s",
      priceSeen !== null && priceSeen <= VISIBLE_WITHIN_MS,
      `PUT on A ${priceEdit.status}; B showed $123.45 ${priceSeen === null ? `not within ${LOOK_FOR_MS / 1000} s` : `after ${priceSeen} ms`}`,
    );
    if ((await call(`${a.url}/product/${stocked.id}`)).text.includes("Out of stock"))
      throw new Error("A's product page says Out of stock before the change");
    const stockEdit = await editProduct(b.url, token, stocked.id, { stock: 0 }, timings);
    if (stockEdit.status === 200) stockLedger.set(stocked.id, 0);
    const stockSeen = stockEdit.status === 200 ? await pageShows(a, stocked.id, "Out of stock") : null;
    findings.check(
      "a stock change through B shows on A's product page within 1 s",
      stockSeen !== null && stockSeen <= VISIBLE_WITHIN_MS,
      `PUT on B ${stockEdit.status}; A showed "Out of stock" ${stockSeen === null ? `not within ${LOOK_FOR_MS / 1000} s` : `after ${stockSeen} ms`}`,
    );

    const photo = await photoAcrossHosts(a, b, token);
    findings.check("a photo uploaded through A is served by B (two hosts, one bucket)", photo.ok, photo.figures);

    // Failed sign-ins from one address against one account, alternating between the instances.
    const target = await createMember(cluster.db, `proof-limited-${Date.now()}@example.test`);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_FAILURES_ALLOWED; attempt++) {
      const instance = cluster.instances[attempt % 2] as Instance;
      const answer = await call(`${instance.url}/api/auth/login`, {
        method: "POST",
        body: { email: target.email, password: "not-the-password-1A!" },
        headers: { "x-forwarded-for": "127.9.9.9" },
      });
      statuses.push(answer.status);
    }
    const expected = [...Array.from({ length: LOGIN_FAILURES_ALLOWED }, () => 401), 429];
    findings.check(
      "rate limits count across instances (10 failed sign-ins, alternating A and B, then 429)",
      statuses.join(",") === expected.join(","),
      `answers in turn: ${statuses.join(" ")}`,
    );

    // A session and a cart started on A, used on B.
    const member = await createMember(cluster.db, `proof-member-${Date.now()}@example.test`);
    const login = await call(`${a.url}/api/auth/login`, {
      method: "POST",
      body: member,
      headers: { "x-forwarded-for": "127.9.9.10" },
    });
    const cookie = cookiesOf(login);
    const me = await call(`${b.url}/api/auth/me`, { headers: { cookie } });
    const meEmail = dataOf<{ email?: string; user?: { email?: string } }>(me);
    findings.check(
      "a session started on A works on B",
      login.status === 200 && me.status === 200 && (meEmail?.email ?? meEmail?.user?.email) === member.email,
      `sign-in on A ${login.status}; /api/auth/me on B ${me.status} ${describe(me).slice(4, 60)}`,
    );
    const added = await call(`${a.url}/api/cart`, {
      method: "POST",
      body: { productId: priced.id, quantity: 2 },
      headers: { cookie, origin: cluster.appUrl },
    });
    const cart = await call(`${b.url}/api/cart`, { headers: { cookie } });
    const line = dataOf<{ items: { productId?: string; product?: { id?: string }; quantity: number }[] }>(
      cart,
    )?.items.find((item) => (item.productId ?? item.product?.id) === priced.id);
    findings.check(
      "a cart filled on A is the cart on B",
      added.status === 200 && cart.status === 200 && line?.quantity === 2,
      `add on A ${added.status}; cart on B ${cart.status}, the line holds ${line?.quantity ?? "nothing"}`,
    );

    // Abandoned paid checkouts (webhooks held, no completion call) left past their hour; then both instances
    // start at once, and each runs its reconciler on start: they must share the work, not double it.
    const piece = await createPiece(cluster.db, "Proof reconciler piece", 100, 2_600);
    cluster.webhooks.hold(true);
    const paid = (
      await eachConcurrently(
        Array.from({ length: ABANDONED }, (_, n) => n),
        5,
        (n) => payAsGuest(cluster.url, [piece], "abandoned", 4_000 + n, timings),
      )
    ).filter(isPaid);
    cluster.webhooks.hold(false);
    cluster.webhooks.takeHeld();
    const intentIds = paid.map((p) => p.paymentIntentId);
    // The hour a checkout stays open, passed at once: the reconciler's clock is the database rows'.
    await cluster.db.checkoutDraft.updateMany({
      where: { paymentIntentId: { in: intentIds } },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    await Promise.all(cluster.instances.map((instance) => stopChild(instance.child)));
    await Promise.all(cluster.instances.map((instance) => instance.restart()));
    const settled = await waitFor(
      async () =>
        (await cluster.db.checkoutDraft.count({ where: { paymentIntentId: { in: intentIds }, status: "open" } })) === 0,
      30_000,
      500,
    );
    const orders = await cluster.db.order.findMany({
      where: { paymentIntentId: { in: intentIds } },
      select: { id: true, paymentIntentId: true },
    });
    const payments = await cluster.db.testPaymentIntent.findMany({
      where: { id: { in: intentIds } },
      select: { id: true, status: true },
    });
    const mail = await cluster.db.emailOutbox.findMany({
      where: { to: { in: paid.map((p) => p.email) } },
      select: { to: true, dedupeKey: true },
    });
    const oneOutcome = paid.filter((p) => {
      const order = orders.filter((o) => o.paymentIntentId === p.paymentIntentId);
      const payment = payments.find((row) => row.id === p.paymentIntentId);
      const mails = mail.filter((m) => m.to === p.email);
      return order.length === 1
        ? payment?.status === "succeeded" && mails.length === 1
        : order.length === 0 && payment?.status === "canceled" && mails.length <= 1;
    }).length;
    findings.check(
      "the reconciler on both instances finishes each abandoned checkout once",
      paid.length === ABANDONED && settled !== null && oneOutcome === ABANDONED,
      `${paid.length} abandoned; all closed ${settled === null ? "not within 30 s" : `${seconds(settled)} after both restarted`}; ${orders.length} orders, ${payments.filter((p) => p.status === "succeeded").length} captured, ${payments.filter((p) => p.status === "canceled").length} cancelled, ${mail.length} mails; ${oneOutcome} of ${ABANDONED} with exactly one outcome`,
    );

    const senders = new Map<string, number>();
    for (const list of cluster.mail.senders().values())
      for (const label of list) senders.set(label, (senders.get(label) ?? 0) + 1);
    const repeated = [...cluster.mail.senders().values()].filter((list) => list.length > 1).length;
    findings.note(
      `outbox deliveries so far by instance: ${[...senders].map(([label, n]) => `${label} ${n}`).join(", ") || "none"}; recipients mailed more than once (any mail): ${repeated}`,
    );
    timings.print();
  },
};
