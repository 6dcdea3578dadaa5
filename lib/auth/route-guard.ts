/** Where a visitor may go, decided from the path and who they are (docs/pages.md). Pure: unit-tested. */
export type GuardVisitor = { role: "USER" | "ADMIN" } | null;
type GuardDecision = { action: "allow" } | { action: "redirect"; to: string };

const MEMBER_PREFIXES = ["/account", "/orders", "/addresses", "/checkout/user"];
// Under /orders but for anyone: "Track an order" and the read-only order a mailed link opens.
const PUBLIC_ORDER_PAGES = ["/orders/lookup", "/orders/view"];

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
  if (PUBLIC_ORDER_PAGES.some((prefix) => matches(pathname, prefix))) return { action: "allow" };
  if (MEMBER_PREFIXES.some((prefix) => matches(pathname, prefix))) {
    if (visitor) return { action: "allow" };
    // A signed-out visitor of member checkout comes back to /checkout after login: the choice between the two
    // checkouts is theirs again once they are signed in (docs/pages.md, Who may open what).
    const origin = matches(pathname, "/checkout/user") ? "/checkout" : `${pathname}${search}`;
    return { action: "redirect", to: loginWithReturn(origin) };
  }
  return { action: "allow" };
}
