import { describe, expect, test } from "vitest";
import { authPageHref, safeReturnTo } from "@/lib/auth/return-to";

describe("safeReturnTo", () => {
  test("a path of the shop is kept with its query and hash", () => {
    expect(safeReturnTo("/checkout/user")).toBe("/checkout/user");
    expect(safeReturnTo("/account/orders?page=2#top")).toBe("/account/orders?page=2#top");
  });

  test("anything that could leave the shop falls back home", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "account",
      "",
    ]) {
      expect(safeReturnTo(value)).toBe("/");
    }
    expect(safeReturnTo(null)).toBe("/");
    expect(safeReturnTo(undefined, "/shop")).toBe("/shop");
  });

  test("tabs and newlines that browsers strip cannot smuggle in another host", () => {
    expect(safeReturnTo("/\t/evil.example")).toBe("/");
    expect(safeReturnTo("/\n/evil.example")).toBe("/");
    expect(safeReturnTo("/\r\n/evil.example/x")).toBe("/");
    expect(safeReturnTo("/%09/evil.example")).toBe("/");
  });

  // Each of these passes a check of the raw string ("starts with one slash") and only shows its host once the
  // URL is normalized (or percent-decoded by a server on the way): the output must be judged, not the input.
  test.each([
    "/.//evil.example",
    "/././/evil.example/steal?x=1",
    "/x/..//evil.example",
    "/a/b/../..//evil.example",
    "/..//evil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "/%2F/evil.example",
    "/\\evil.example",
    "/%5C%5Cevil.example",
    "/%5Cevil.example",
    "/\\/evil.example",
    "//evil.example",
    "///evil.example",
    "https://evil.example/account",
    "http:evil.example",
    "/\tjavascript:alert(1)//",
  ])("%j never leaves the shop", (variant) => {
    const target = safeReturnTo(variant);
    const resolved = new URL(target, "https://atelier.example");
    expect(resolved.origin).toBe("https://atelier.example");
    expect(decodeURIComponent(resolved.pathname)).not.toMatch(/^[/\\]{2}/);
  });

  test("the normalized path is what comes back, never the raw input", () => {
    expect(safeReturnTo("/shop/./rings/../earrings?x=1")).toBe("/shop/earrings?x=1");
    expect(safeReturnTo("/.//evil.example")).toBe("/");
    expect(safeReturnTo("/%2F%2Fevil.example")).toBe("/");
  });

  test("the auth pages themselves are refused, so signing in never loops", () => {
    expect(safeReturnTo("/login?returnTo=/login")).toBe("/");
    expect(safeReturnTo("/verify-email")).toBe("/");
    expect(safeReturnTo("/reset-password?email=a%40b.test")).toBe("/");
    expect(safeReturnTo("/.//login")).toBe("/");
  });
});

describe("authPageHref", () => {
  test("carries only the values that are set", () => {
    expect(authPageHref("/verify-email", { email: "a+b@example.test", returnTo: null })).toBe(
      "/verify-email?email=a%2Bb%40example.test",
    );
    expect(authPageHref("/login", {})).toBe("/login");
  });
});
