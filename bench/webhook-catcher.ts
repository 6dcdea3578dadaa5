import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A payment event exactly as the test gateway sent it: the signature covers these bytes, so it can be replayed. */
export type HeldEvent = { paymentIntentId: string; type: string; body: string; signature: string };

export type WebhookCatcher = {
  /** The origin to give the shop as APP_URL: the test gateway POSTs its events to `${url}/api/payments/webhook`. */
  url: string;
  /**
   * Removes and returns the held payment_intent.amount_capturable_updated event of this intent (the one that makes
   * the order); none if its delivery was lost.
   */
  takeAuthorized(paymentIntentId: string): HeldEvent | undefined;
  stop(): Promise<void>;
};

function parseEvent(body: string, signature: string): HeldEvent {
  const event = JSON.parse(body) as { type?: string; data?: { object?: { id?: string } } };
  return { paymentIntentId: event.data?.object?.id ?? "", type: event.type ?? "", body, signature };
}

/**
 * Stands where the shop's webhook endpoint would be (127.0.0.1 only), answers 200 and keeps every event. The
 * order then waits for whoever finalizes it: the buyer's completion call alone, or that call racing the replayed
 * webhook, which is what the benchmark measures instead of a webhook that usually finished before the buyer asks.
 */
export async function startWebhookCatcher(): Promise<WebhookCatcher> {
  const held = new Map<string, HeldEvent>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const signature = request.headers["stripe-signature"];
      if (request.method === "POST" && typeof signature === "string") {
        const event = parseEvent(Buffer.concat(chunks).toString("utf8"), signature);
        if (event.type === "payment_intent.amount_capturable_updated") held.set(event.paymentIntentId, event);
      }
      response.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    takeAuthorized(paymentIntentId) {
      const event = held.get(paymentIntentId);
      held.delete(paymentIntentId);
      return event;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
