import { NextResponse, type NextRequest } from "next/server";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { decideRoute } from "@/lib/auth/route-guard";
import { cookieNames } from "@/lib/auth/cookie-names";
import { oneClickUnsubscribePath } from "@/lib/email/one-click";
import { env } from "@/lib/env";
import { backSoonPage } from "@/lib/health/back-soon-page";
import { builtStyleHashes } from "@/lib/security/built-styles";
import { databaseAnswersPages, PAGE_RETRY_AFTER_SECONDS, pageNeedsDatabase } from "@/lib/health/page-gate";
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
  // A mail client's one-click unsubscribe posts to the page's own address: the API answers it.
  const oneClick = oneClickUnsubscribePath(request.method, request.nextUrl.pathname);
  if (oneClick) return NextResponse.rewrite(new URL(oneClick, request.url));
  const { NODE_ENV, PAYMENTS, APP_URL, TRUSTED_PROXY, PUBLIC_IMAGE_BASE_URL } = env();
  const requestId = requestIdFor(request.headers, TRUSTED_PROXY > 0);
  const nonce = newNonce();
  const headers = pageHeaders({
    pathname: request.nextUrl.pathname,
    nonce,
    stripe: PAYMENTS === "stripe",
    development: NODE_ENV === "development",
    https: APP_URL.startsWith("https://"),
    imageBase: PUBLIC_IMAGE_BASE_URL,
    styleHashes: builtStyleHashes(),
  });
  const claims = await verifyAccessToken(request.cookies.get(cookieNames().access)?.value);
  const decision = decideRoute(request.nextUrl.pathname, request.nextUrl.search, claims ? { role: claims.role } : null);
  let response: NextResponse;
  if (decision.action === "redirect") {
    response = NextResponse.redirect(new URL(decision.to, request.url));
  } else if (wantsDocument(request) && pageNeedsDatabase(request.nextUrl.pathname) && !(await databaseAnswersPages())) {
    // Its render would fail on the database and Next.js would answer 500, which crawlers take for a broken page.
    const body =
      request.method === "HEAD"
        ? null
        : backSoonPage({
            nonce,
            path: request.nextUrl.pathname + request.nextUrl.search,
            retryAfterSeconds: PAGE_RETRY_AFTER_SECONDS,
          });
    response = new NextResponse(body, {
      status: 503,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Retry-After": String(PAGE_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
      },
    });
  } else {
    const forwarded = new Headers(request.headers);
    forwarded.set("content-security-policy", headers.contentSecurityPolicy);
    forwarded.set(REQUEST_ID_HEADER, requestId);
    response = NextResponse.next({ request: { headers: forwarded } });
  }
  response.headers.set("Content-Security-Policy", headers.contentSecurityPolicy);
  response.headers.set("Permissions-Policy", headers.permissionsPolicy);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  // A mailed order link's page: its URL is the key to one buyer's order, so no shared cache may keep the answer and
  // no search engine may list it (the page's own metadata says noindex too).
  if (request.nextUrl.pathname.startsWith("/orders/view/")) {
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  }
  return response;
}

/**
 * A browser or crawler asking for the page itself, not a form or action post, nor a client-side navigation or
 * prefetch, which reads the page's data (and shows the page's own error in place). Next.js strips its own RSC
 * headers before the proxy sees them, so the browser's fetch metadata tells: a navigation says `document`, a fetch
 * says `empty`; crawlers and scripts send none.
 */
function wantsDocument(request: NextRequest): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  return (
    (request.method === "GET" || request.method === "HEAD") && (destination === null || destination === "document")
  );
}

// Every path except those whose headers next.config.mjs fixes at build time (lib/security/static-headers.mjs,
// STATIC_POLICY_PATHS: the cached product pages, which must not wait on this, and answers that are not pages).
export const config = {
  matcher: [
    "/((?!api/|_next/|product/|uploads/|share/|feeds/|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|favicon\\.ico$).*)",
  ],
};
