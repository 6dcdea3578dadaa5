import { describe, expect, test } from "vitest";
import { decideRoute, type GuardVisitor } from "@/lib/auth/route-guard";

const signedOut: GuardVisitor = null;
const member: GuardVisitor = { role: "USER" };
const admin: GuardVisitor = { role: "ADMIN" };

// The signed-in routes (docs/pages.md, Who may open what), plus a nested path under each prefix.
const memberPaths = [
  "/account",
  "/account/profile",
  "/account/orders",
  "/account/orders/x",
  "/account/addresses",
  "/orders",
  "/orders/x",
  // Look-alikes of the public order pages stay the member's.
  "/orders/lookups",
  "/orders/viewer",
  "/addresses",
];

describe("a signed-out visitor", () => {
  test.each(memberPaths)("opening %s is sent to /login remembering the page", (path) => {
    expect(decideRoute(path, "", signedOut)).toEqual({
      action: "redirect",
      to: `/login?returnTo=${encodeURIComponent(path)}`,
    });
  });

  test("the query string is remembered too", () => {
    expect(decideRoute("/account/orders", "?page=2", signedOut)).toEqual({
      action: "redirect",
      to: "/login?returnTo=%2Faccount%2Forders%3Fpage%3D2",
    });
  });

  test("opening member checkout is sent to /login remembering /checkout", () => {
    expect(decideRoute("/checkout/user", "", signedOut)).toEqual({
      action: "redirect",
      to: "/login?returnTo=%2Fcheckout",
    });
    expect(decideRoute("/checkout/user", "?step=review", signedOut)).toEqual({
      action: "redirect",
      to: "/login?returnTo=%2Fcheckout",
    });
  });

  test("opening /admin is sent to /login", () => {
    expect(decideRoute("/admin", "", signedOut)).toEqual({ action: "redirect", to: "/login?returnTo=%2Fadmin" });
    expect(decideRoute("/admin/products", "", signedOut)).toEqual({
      action: "redirect",
      to: "/login?returnTo=%2Fadmin%2Fproducts",
    });
  });

  test.each([
    "/",
    "/shop",
    "/product/x",
    "/contact",
    "/login",
    "/signup",
    "/verify-email",
    "/checkout",
    "/order-confirmation/o1",
    "/orders/lookup",
    "/orders/view/some-token",
    // Look-alikes that share a prefix but are not the guarded routes.
    "/ordersX",
    "/accounting",
    "/addresses-book",
    "/checkout/username",
    "/administrator",
  ])("may open the public page %s", (path) => {
    expect(decideRoute(path, "", signedOut)).toEqual({ action: "allow" });
  });
});

describe("a signed-in member", () => {
  test.each([...memberPaths, "/checkout/user"])("may open %s", (path) => {
    expect(decideRoute(path, "", member)).toEqual({ action: "allow" });
  });

  test("opening /admin is sent home", () => {
    expect(decideRoute("/admin", "", member)).toEqual({ action: "redirect", to: "/" });
    expect(decideRoute("/admin/products/p1", "", member)).toEqual({ action: "redirect", to: "/" });
  });
});

describe("an admin", () => {
  test.each(["/admin", "/admin/products", "/account", "/checkout/user", "/shop"])("may open %s", (path) => {
    expect(decideRoute(path, "", admin)).toEqual({ action: "allow" });
  });
});
