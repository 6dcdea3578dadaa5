import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * The header that carries the TCP peer's address from the socket to route handlers, which only see a Request.
 * It is set by this process on every request it accepts, over whatever the client sent under the same name, so
 * it cannot be forged.
 */
export const PEER_ADDRESS_HEADER = "x-atelier-peer";

type RequestStart = { request: IncomingMessage; socket: Socket };

let warnedAboutProxy = false;

/**
 * Said once per process: a production request arrived with an X-Forwarded-For while TRUSTED_PROXY is unset, so a
 * proxy probably stands in front and every visitor is counted as that proxy's address (one shared budget).
 */
function warnOfUntrustedProxy(request: IncomingMessage): void {
  if (warnedAboutProxy || request.headers["x-forwarded-for"] === undefined) return;
  const { NODE_ENV, TRUSTED_PROXY } = env();
  if (NODE_ENV !== "production" || TRUSTED_PROXY > 0) return;
  warnedAboutProxy = true;
  log.warn(
    { peer: request.socket.remoteAddress },
    "Requests arrive with X-Forwarded-For but TRUSTED_PROXY is unset: every client is counted as the proxy's address, so one visitor's limits stop everyone. Set TRUSTED_PROXY to the number of proxies in front of the shop (1 for one nginx).",
  );
}

/** Stamps one incoming request with its peer's address; exported for tests, run by `recordPeerAddresses`. */
export function stampPeerAddress({ request, socket }: RequestStart): void {
  warnOfUntrustedProxy(request);
  request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? "";
}

/**
 * From now on every request this process's HTTP server accepts carries its TCP peer in PEER_ADDRESS_HEADER. Node
 * publishes `http.server.request.start` before the server's "request" event, so Next.js (which builds the route
 * handler's Request from these headers) never sees the client's own value.
 */
export function recordPeerAddresses(): void {
  subscribe("http.server.request.start", (message) => stampPeerAddress(message as RequestStart));
}

/** Lets a test see the warning again. */
export function resetProxyWarningForTests(): void {
  warnedAboutProxy = false;
}
