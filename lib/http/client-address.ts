import "server-only";
import { isIPv6 } from "node:net";
import { env } from "@/lib/env";
import { PEER_ADDRESS_HEADER } from "@/lib/rate-limit/peer-address";

/** Expands an IPv6 address to its eight groups, so that equal addresses written differently compare equal. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...missing, ...right].map((group) => group.replace(/^0+(?=.)/, "").toLowerCase());
}

/**
 * The subject a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64, because one home
 * or one server is handed a whole /64 and could otherwise step through addresses to dodge every limit.
 */
function clientSubject(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\](:\d+)?$/, "$1");
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mappedV4) return mappedV4;
  if (isIPv6(bare)) return `${ipv6Groups(bare).slice(0, 4).join(":")}::/64`;
  // IPv4, possibly with a port some proxies append.
  return bare.replace(/:\d+$/, "").slice(0, 64);
}

/**
 * Who sent the request, for per-client limits: the address the outermost trusted proxy saw, or, without
 * TRUSTED_PROXY, the TCP peer (lib/rate-limit/peer-address.ts stamps it on every request the server accepts).
 *
 * Each proxy appends the address of the peer it received the connection from to X-Forwarded-For, after whatever
 * the client wrote there. With TRUSTED_PROXY=N proxies of ours in front, the last N entries were written by them,
 * and the first of those N is the client as the outermost one saw it: everything further left is the client's
 * own writing, never read. Without a trusted proxy the header is entirely the client's and never read; the peer
 * is. Null only for a request that did not come through the server (a handler called directly).
 */
export function clientAddress(request: Request): string | null {
  const hops = env().TRUSTED_PROXY;
  const peer = request.headers.get(PEER_ADDRESS_HEADER) || null;
  if (hops === 0) return peer ? clientSubject(peer) : null;
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const seen = entries[entries.length - hops] ?? peer;
  return seen ? clientSubject(seen) : null;
}
