import { createServer, type Server } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { PEER_ADDRESS_HEADER, recordPeerAddresses, resetProxyWarningForTests } from "@/lib/rate-limit/peer-address";
import { trustProxies } from "../support/clients";
import { captureLogs } from "../support/logs";

/** A server answering the headers its handler saw, as Next.js would build a route handler's Request from them. */
let server: Server;
let url = "";

beforeAll(async () => {
  recordPeerAddresses();
  server = createServer((request, response) => response.end(JSON.stringify(request.headers)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  url = `http://127.0.0.1:${address.port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function seenHeaders(headers: Record<string, string> = {}): Promise<Record<string, string>> {
  return (await (await fetch(url, { headers })).json()) as Record<string, string>;
}

function inProduction(production: boolean): void {
  const processEnv: Record<string, string | undefined> = process.env;
  processEnv.NODE_ENV = production ? "production" : "test";
  processEnv.PAYMENTS = "test";
  resetEnvForTests();
}

describe("the TCP peer's address reaches route handlers", () => {
  afterEach(() => {
    inProduction(false);
    trustProxies(0);
    resetProxyWarningForTests();
  });

  test("every request carries its socket's address, whatever the client wrote under the same name", async () => {
    expect((await seenHeaders())[PEER_ADDRESS_HEADER]).toBe("127.0.0.1");
    expect((await seenHeaders({ [PEER_ADDRESS_HEADER]: "203.0.113.5" }))[PEER_ADDRESS_HEADER]).toBe("127.0.0.1");
  });

  test("production without TRUSTED_PROXY warns once, naming the variable, when requests carry X-Forwarded-For", async () => {
    inProduction(true);
    const logs = captureLogs("warn");
    try {
      await seenHeaders();
      expect(logs.lines).toEqual([]);
      await seenHeaders({ "x-forwarded-for": "203.0.113.5" });
      await seenHeaders({ "x-forwarded-for": "203.0.113.6" });
      expect(logs.lines).toHaveLength(1);
      expect(logs.lines[0]?.msg).toContain("TRUSTED_PROXY");
    } finally {
      logs.stop();
    }
  });

  test("no warning with TRUSTED_PROXY set, nor outside production", async () => {
    const logs = captureLogs("warn");
    try {
      await seenHeaders({ "x-forwarded-for": "203.0.113.5" });
      inProduction(true);
      trustProxies(1);
      await seenHeaders({ "x-forwarded-for": "203.0.113.5" });
      expect(logs.lines).toEqual([]);
    } finally {
      logs.stop();
    }
  });
});
