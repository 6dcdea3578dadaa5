import "server-only";
import { env } from "@/lib/env";

/**
 * The subject of a per-client limit.
 *
 * Next.js route handlers cannot see the socket: `next start` copies the socket address into X-Forwarded-For
 * only when the request does not already carry one, so without a proxy in front the header is whatever the
 * client chose to send. We therefore read it only when TRUSTED_PROXY says a proxy we control overwrites it.
 *
 * Without a trusted proxy the client is unknown. One shared "direct" bucket would let anyone lock every visitor
 * out with ten bad guesses, so the bucket is "direct" plus the account being tried: the per-client limit then
 * degrades to a per-account one (an attacker spreading guesses over many accounts is held only by each
 * account's own limit). Deployments behind nginx or a load balancer should set TRUSTED_PROXY=1.
 */
export function clientKey(request: Request, account: string): string {
  const ip = trustedClientIp(request);
  return ip ? `ip:${ip}` : `direct:${account.toLowerCase()}`;
}

/**
 * The client address our own proxy reported (the first X-Forwarded-For entry, else X-Real-IP); null otherwise.
 * The proxy must set the header rather than append to it (nginx: `proxy_set_header X-Forwarded-For $remote_addr`),
 * or the first entry is again the client's own choice.
 */
export function trustedClientIp(request: Request): string | null {
  if (!env().TRUSTED_PROXY) return null;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || request.headers.get("x-real-ip")?.trim();
  return ip ? ip.slice(0, 64) : null;
}
