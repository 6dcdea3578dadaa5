import { NextResponse, type NextRequest } from "next/server";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { decideRoute } from "@/lib/auth/route-guard";
import { ACCESS_COOKIE } from "@/lib/auth/session-cookies";
import { env } from "@/lib/env";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/http/request-id";
import { newNonce, pageHeaders } from "@/lib/security/page-policy";

/**
 * Every page rendered per request passes here: it gets its Content-Security-Policy with a fresh nonce (handed to
 * Next.js in the request's own CSP header, from which Next reads the nonce and puts it on its scripts) and its
 * Permissions-Policy, and its request id (X-Request-Id, handed on to the page as a request header too, so that an
 * error the page meets is logged under it). Redirects are optimistic only: pages and API handlers check the session
 * again before showing or changing anything.
 */
export async function proxy(request: NextRequest) {
  const { NODE_ENV, PAYMENTS, APP_URL, TRUSTED_PROXY } = env();
  const requestId = requestIdFor(request.headers, TRUSTED_PROXY > 0);
  const headers = pageHeaders({
    pathname: request.nextUrl.pathname,
    nonce: newNonce(),
    stripe: PAYMENTS === "stripe",
    development: NODE_ENV === "development",
    https: APP_URL.startsWith("https://"),
  });
  const claims = await verifyAccessToken(request.cookies.get(ACCESS_COOKIE)?.value);
  const decision = decideRoute(request.nextUrl.pathname, request.nextUrl.search, claims ? { role: claims.role } : null);
  let response: NextResponse;
  if (decision.action === "redirect") {
    response = NextResponse.redirect(new URL(decision.to, request.url));
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set("content-security-policy", headers.contentSecurityPolicy);
    forwarded.set(REQUEST_ID_HEADER, requestId);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  response.headers.set("Content-Security-Policy", headers.contentSecurityPolicy);
  response.headers.set("Permissions-Policy", headers.permissionsPolicy);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

// Every path except those whose headers next.config.mjs fixes at build time (lib/security/static-headers.mjs,
// STATIC_POLICY_PATHS: the cached product pages, which must not wait on this, and answers that are not pages).
export const config = {
  matcher: ["/((?!api/|_next/|product/|uploads/|share/|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|favicon\\.ico$).*)"],
};
