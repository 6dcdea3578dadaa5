import { describe, expect, test } from "vitest";
import { authPageHref, safeReturnTo } from "@/lib/auth/return-to.shared";

describe("safeReturnTo", () => {
  test("a path of the shop is kept with its query and hash", () => {
    expect(safeReturnTo("/checkout/user")).toBe("/checkout/user");
    expect(safeReturnTo("/account/orders?page=2#top")).toBe("/account/orders?page=2#top");
  });

  test("anything that could leave the shop falls back home", () => {
    for (const value of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "account", ""]) {
      expect(safeReturnTo(value)).toBe("/");
    }
    expect(safeReturnTo(null)).toBe("/");
    expect(safeReturnTo(undefined, "/shop")).toBe("/shop");
  });

  test("tabs and newlines that browsers strip cannot smuggle in another host", () => {
    expect(safeReturnTo("/\t/evil.example")).toBe("/");
  });

  test("the auth pages themselves are refused, so signing in never loops", () => {
    expect(safeReturnTo("/login?returnTo=/login")).toBe("/");
    expect(safeReturnTo("/verify-email")).toBe("/");
  });
});

describe("authPageHref", () => {
  test("carries only the values that are set", () => {
    expect(authPageHref("/verify-email", { email: "a+b@example.test", returnTo: null })).toBe("/verify-email?email=a%2Bb%40example.test");
    expect(authPageHref("/login", {})).toBe("/login");
  });
});
