import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as getProduct, PUT as putProduct } from "@/app/api/products/[id]/route";
import { db, disconnectDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { startTcpProxy, type TcpProxy } from "../../scripts/faults/tcp-proxy";
import { createProduct } from "../factories/products";
import { accessTokenFor, createAdmin } from "../factories/users";
import { apiRequest, callRoute, ORIGIN } from "../support/api";
import { useTestDatabase } from "../support/database";

// Short, so that each stall below costs seconds: a statement or a silent database is given up on after 1 s (2 s for
// the client's own read timeout), a new connection after 1 s.
const TIMEOUT_MS = 1_000;

describe("the shop when its database stalls, drops connections or locks a row", () => {
  const database = useTestDatabase();
  let proxy: TcpProxy;
  let productId = "";
  let adminToken = "";

  beforeAll(async () => {
    const direct = new URL(database.url());
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(database.url());
    throughProxy.hostname = "127.0.0.1";
    throughProxy.port = String(proxy.port);
    process.env.DATABASE_URL = throughProxy.toString();
    process.env.DATABASE_TIMEOUT_MS = String(TIMEOUT_MS);
    resetEnvForTests();
    await disconnectDb();
    const product = await createProduct(database.client(), { name: "Stall Ring", priceCents: 4_000, stock: 3 });
    productId = product.id;
    adminToken = await accessTokenFor(await createAdmin(database.client()));
  });

  afterAll(async () => {
    proxy.resume();
    delete process.env.DATABASE_TIMEOUT_MS;
    process.env.DATABASE_URL = database.url();
    resetEnvForTests();
    await disconnectDb();
    await proxy.close();
  });

  const readProduct = () => callRoute(getProduct, apiRequest("GET", `/api/products/${productId}`), { id: productId });

  test("while the database is silent, calls answer 503 with Retry-After within seconds, and 200 once it is back, without a restart", async () => {
    expect((await readProduct()).status).toBe(200);

    proxy.pause();
    try {
      const started = performance.now();
      const stalled = await readProduct();
      const waited = performance.now() - started;
      expect(stalled.status).toBe(503);
      expect(stalled.headers.get("retry-after")).toBe("5");
      expect(stalled.body).toMatchObject({ success: false, code: "database_unavailable" });
      // The read timeout is 2 s; a request must never wait for the stall itself to end.
      expect(waited).toBeLessThan(4_000);
      expect((await health(apiRequest("GET", "/api/health"), { params: Promise.resolve({}) })).status).toBe(503);
    } finally {
      proxy.resume();
    }

    const recovered = await readProduct();
    expect(recovered.status).toBe(200);
    expect(recovered.body.data).toMatchObject({ id: productId, name: "Stall Ring" });
  });

  test("after every connection is cut, the next calls answer 200 within 5 s", async () => {
    expect((await readProduct()).status).toBe(200);
    proxy.dropAll();
    const started = performance.now();
    let status = 0;
    while (performance.now() - started < 5_000) {
      status = (await readProduct()).status;
      if (status === 200) break;
    }
    expect(status).toBe(200);
  });

  test("a row locked longer than the timeout makes a write answer 503, not hang, and the row is unchanged", async () => {
    const holder = database.client();
    const locked = holder.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`;
        await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3));
      },
      { timeout: TIMEOUT_MS * 10 },
    );
    try {
      // Give the holder a moment to take the lock first.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = performance.now();
      const answer = await callRoute(
        putProduct,
        apiRequest("PUT", `/api/products/${productId}`, {
          token: adminToken,
          origin: ORIGIN,
          body: { name: "Stall Ring", price: 55, category: "Rings", stock: 3 },
        }),
        { id: productId },
      );
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
      // Postgres cancels the statement at 1 s; the client's own read timeout (2 s) must not be what ends it.
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 1.8);
    } finally {
      await locked;
    }
    expect(await holder.product.findUniqueOrThrow({ where: { id: productId }, select: { priceCents: true } })).toEqual({
      priceCents: 4_000,
    });
  });

  test("a write given up on inside a transaction during a stall is rolled back, and the next write on the pool is kept", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await tx.product.update({ where: { id: productId }, data: { name: "Abandoned Name" } });
        proxy.pause();
        await tx.product.update({ where: { id: productId }, data: { stock: 99 } });
      }),
    ).rejects.toThrow();
    proxy.resume();

    // The pool hands out its most recently returned connection first: without care, this write would run inside the
    // abandoned transaction, answer success, and vanish when Postgres ends that session.
    await db.product.update({ where: { id: productId }, data: { name: "Kept Name" } });
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2 + 500));
    expect(
      await database
        .client()
        .product.findUniqueOrThrow({ where: { id: productId }, select: { name: true, stock: true } }),
    ).toEqual({
      name: "Kept Name",
      stock: 3,
    });
  });
});
