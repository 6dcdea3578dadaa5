/** Where a visitor may go, decided from the path and who they are (spec §2 "Route guard"). Pure: unit-tested. */
export type GuardVisitor = { role: "USER" | "ADMIN" } | null;
export type GuardDecision = { action: "allow" } | { action: "redirect"; to: string };

const MEMBER_PREFIXES = ["/account", "/orders", "/addresses", "/checkout/user"];

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function loginWithReturn(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}

export function decideRoute(pathname: string, search: string, visitor: GuardVisitor): GuardDecision {
  if (matches(pathname, "/admin")) {
    if (!visitor) return { action: "redirect", to: loginWithReturn(pathname) };
    return visitor.role === "ADMIN" ? { action: "allow" } : { action: "redirect", to: "/" };
  }
  if (MEMBER_PREFIXES.some((prefix) => matches(pathname, prefix))) {
    if (visitor) return { action: "allow" };
    // The spec sends a signed-out visitor of member checkout back to /checkout after login.
    const origin = matches(pathname, "/checkout/user") ? "/checkout" : `${pathname}${search}`;
    return { action: "redirect", to: loginWithReturn(origin) };
  }
  return { action: "allow" };
}
