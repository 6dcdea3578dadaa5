import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { disconnectDb } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { proxy } from "@/proxy";
import { startTcpProxy, type TcpProxy } from "../../scripts/faults/tcp-proxy";
import { useTestDatabase } from "../support/database";

function visit(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(`http://localhost${path}`, { headers });
}

function passesThrough(response: Response): boolean {
  return response.headers.get("x-middleware-next") === "1";
}

// The real proxy.ts in front of a database reached through the fault proxy, which can hold every byte.
describe("pages that need the database, while it does not answer", () => {
  const database = useTestDatabase();
  let faults: TcpProxy;

  beforeAll(async () => {
    const direct = new URL(database.url());
    faults = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughFaults = new URL(database.url());
    throughFaults.hostname = "127.0.0.1";
    throughFaults.port = String(faults.port);
    process.env.DATABASE_URL = throughFaults.toString();
    resetEnvForTests();
    await disconnectDb();
  });

  afterAll(async () => {
    faults.resume();
    process.env.DATABASE_URL = database.url();
    resetEnvForTests();
    await disconnectDb();
    await faults.close();
  });

  test("/shop goes through while the database answers, is answered 503 with Retry-After and 'Back in a moment' while it is held, and goes through again after the Retry-After", async () => {
    expect(passesThrough(await proxy(visit("/shop")))).toBe(true);

    faults.pause();
    try {
      const began = performance.now();
      const held = await proxy(visit("/shop?category=Rings", { "sec-fetch-dest": "document" }));
      expect(performance.now() - began).toBeLessThan(3_000);
      expect(held.status).toBe(503);
      expect(held.headers.get("retry-after")).toBe("5");
      expect(held.headers.get("cache-control")).toBe("no-store");
      expect(held.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(held.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      const page = await held.text();
      expect(page).toContain("<title>Back in a moment · Atelier</title>");
      expect(page).toContain('<a href="/shop?category=Rings">Try again</a>');

      // Known down: the next ones are answered at once, without asking the database again.
      const again = performance.now();
      expect((await proxy(visit("/shop"))).status).toBe(503);
      expect(performance.now() - again).toBeLessThan(500);

      // A HEAD gets the status without the page; an in-app navigation (a fetch) and other pages go through.
      const head = await proxy(new NextRequest("http://localhost/shop", { method: "HEAD" }));
      expect(head.status).toBe(503);
      expect(await head.text()).toBe("");
      expect(passesThrough(await proxy(visit("/shop", { "sec-fetch-dest": "empty" })))).toBe(true);
      expect(passesThrough(await proxy(visit("/")))).toBe(true);
      expect(passesThrough(await proxy(visit("/contact")))).toBe(true);
    } finally {
      faults.resume();
    }

    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect(passesThrough(await proxy(visit("/shop")))).toBe(true);
  });
});
