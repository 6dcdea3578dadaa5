import { NextResponse, type NextRequest } from "next/server";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { decideRoute } from "@/lib/auth/route-guard";
import { ACCESS_COOKIE } from "@/lib/auth/session-cookies";

// Optimistic redirects only: pages and API handlers check the session again before showing or changing anything.
export async function proxy(request: NextRequest) {
  const claims = await verifyAccessToken(request.cookies.get(ACCESS_COOKIE)?.value);
  const decision = decideRoute(request.nextUrl.pathname, request.nextUrl.search, claims ? { role: claims.role } : null);
  if (decision.action === "allow") return NextResponse.next();
  return NextResponse.redirect(new URL(decision.to, request.url));
}

export const config = {
  matcher: ["/account/:path*", "/orders/:path*", "/addresses/:path*", "/checkout/user/:path*", "/admin/:path*"],
};
