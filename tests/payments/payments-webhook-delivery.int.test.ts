import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { getPaymentGateway } from "@/lib/payments/gateway";
import { confirmTestPayment } from "@/lib/payments/test-gateway/confirm";
import { useTestDatabase } from "../support/database";
import { captureLogs, type CapturedLogs } from "../support/logs";

type Received = { path: string; headers: IncomingMessage["headers"]; body: string };
type Behaviour = "ok" | "error" | "hang";

describe("the test gateway delivering its events over HTTP to APP_URL/api/payments/webhook", () => {
  useTestDatabase();
  const received: Received[] = [];
  let behaviour: Behaviour = "ok";
  let logs: CapturedLogs;
  let server: Server;
  const hanging: ServerResponse[] = [];
  const saved = { APP_URL: process.env.APP_URL, NODE_ENV: process.env.NODE_ENV };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push({ path: request.url ?? "", headers: request.headers, body });
        if (behaviour === "hang") hanging.push(response);
        else response.writeHead(behaviour === "ok" ? 200 : 500).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    // Outside NODE_ENV=test the gateway really POSTs; point it at this server.
    Object.assign(process.env, {
      APP_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      NODE_ENV: "development",
    });
    resetEnvForTests();
  });
  afterAll(async () => {
    for (const response of hanging) response.end();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    Object.assign(process.env, saved);
    resetEnvForTests();
  });
  beforeEach(() => {
    received.length = 0;
    behaviour = "ok";
    logs = captureLogs();
  });
  afterEach(() => logs.stop());

  async function payNewIntent(key: string) {
    const intent = await getPaymentGateway().createIntent({
      amount: 1_999,
      currency: "usd",
      metadata: { draft_id: key },
      idempotencyKey: key,
    });
    return { intent, result: await confirmTestPayment(intent.clientSecret, "4242 4242 4242 4242") };
  }

  test("an authorized intent's event arrives as a signed JSON POST that the gateway itself accepts", async () => {
    const { intent } = await payNewIntent("http-ok");
    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook?.path).toBe("/api/payments/webhook");
    expect(hook?.headers["content-type"]).toBe("application/json");
    const signature = hook?.headers["stripe-signature"];
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
    const event = getPaymentGateway().verifyWebhook(hook?.body ?? "", typeof signature === "string" ? signature : null);
    expect(event).toMatchObject({
      type: "payment_intent.amount_capturable_updated",
      data: { object: { id: intent.id, status: "requires_capture" } },
    });
  });

  test("a webhook answering 500 is logged and the payment is still authorized", async () => {
    behaviour = "error";
    const { result } = await payNewIntent("http-500");
    expect(result.status).toBe("requires_capture");
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: "error", msg: "test gateway: webhook answered 500", status: 500 }),
    );
  });

  test("a webhook that never answers holds the payment at most about 3 seconds", async () => {
    behaviour = "hang";
    const started = Date.now();
    const { result } = await payNewIntent("http-hang");
    expect(result.status).toBe("requires_capture");
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: "error", msg: "test gateway: webhook delivery failed" }),
    );
  });
});
