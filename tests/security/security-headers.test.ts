import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, test } from "vitest";
import { FIRST_PAINT_SCRIPT_HASH } from "@/lib/security/first-paint-inline-script";
import { pageHeaders } from "@/lib/security/page-policy";
import { cachedPagePolicy, RESOURCE_POLICY, staticHeaderRules } from "@/lib/security/static-headers.mjs";
import { config as proxyConfig, proxy } from "@/proxy";

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

const REQUIRED = {
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

function expectRequiredDirectives(policy: string): void {
  const parsed = directives(policy);
  for (const [name, sources] of Object.entries(REQUIRED)) expect(parsed.get(name)).toEqual(sources);
}

const page = (pathname: string, overrides: Partial<Parameters<typeof pageHeaders>[0]> = {}) =>
  pageHeaders({
    pathname,
    nonce: "bm9uY2U=",
    stripe: false,
    development: false,
    https: false,
    imageBase: undefined,
    styleHashes: [],
    ...overrides,
  });

describe("a page rendered per request", () => {
  test("runs scripts only with this request's nonce and 'strict-dynamic': nothing inline without it but the layout's first-paint script (by its hash), no eval, no host list", () => {
    const policy = directives(page("/login").contentSecurityPolicy);
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      FIRST_PAINT_SCRIPT_HASH,
      "'strict-dynamic'",
    ]);
    expect(policy.get("style-src")).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expectRequiredDirectives(page("/login").contentSecurityPolicy);
  });

  test("style elements: this request's nonce, or the exact text of one of the build's stylesheets, which the pages carry inline", () => {
    const hashes = ["'sha256-YWJj'", "'sha256-ZGVm'"];
    expect(directives(page("/shop", { styleHashes: hashes }).contentSecurityPolicy).get("style-src")).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      ...hashes,
    ]);
  });

  test("Stripe's hosts and the payment request are allowed on the checkout pages only, and only when Stripe runs", () => {
    for (const pathname of [
      "/checkout",
      "/checkout/user",
      "/quote/Abc-123_x/checkout",
      "/quote/Abc-123_x/checkout/user",
    ]) {
      const { contentSecurityPolicy, permissionsPolicy } = page(pathname, { stripe: true });
      const policy = directives(contentSecurityPolicy);
      expect(policy.get("frame-src")).toEqual(
        expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com", "https://m.stripe.network"]),
      );
      expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
      expect(permissionsPolicy).toContain('payment=(self "https://js.stripe.com")');
      expectRequiredDirectives(contentSecurityPolicy);
    }
    for (const [pathname, stripe] of [
      ["/checkout", false],
      ["/account", true],
      ["/checkoutx", true],
      ["/order-confirmation/o1", true],
      ["/quote/Abc-123_x", true],
      ["/quote/Abc-123_x/checkoutx", true],
      ["/quote/checkout", true],
    ] as const) {
      const { contentSecurityPolicy, permissionsPolicy } = page(pathname, { stripe });
      expect(contentSecurityPolicy).not.toContain("stripe");
      expect(permissionsPolicy).toContain("payment=()");
    }
  });

  test("development adds eval and unnonced styles for Next's dev server; https adds upgrade-insecure-requests", () => {
    const development = directives(page("/", { development: true }).contentSecurityPolicy);
    expect(development.get("script-src")).toContain("'unsafe-eval'");
    expect(development.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(page("/", { https: true }).contentSecurityPolicy).has("upgrade-insecure-requests")).toBe(true);
    expect(directives(page("/").contentSecurityPolicy).has("upgrade-insecure-requests")).toBe(false);
  });

  test("each request gets a nonce of its own, passed on to Next.js in the request's CSP header", async () => {
    // A page that needs no database (the shop's pages first ask whether it answers, and there is none here).
    const [first, second] = await Promise.all([
      proxy(new NextRequest("http://localhost/contact")),
      proxy(new NextRequest("http://localhost/contact")),
    ]);
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
  });
});

describe("answers whose headers are fixed at build time", () => {
  test("the cached product pages allow inline scripts (no nonce can reach a cached page) and nothing else beyond this origin", () => {
    const CACHED_PAGE_POLICY = cachedPagePolicy(undefined);
    const policy = directives(CACHED_PAGE_POLICY);
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expectRequiredDirectives(CACHED_PAGE_POLICY);
    // next.config compiles a header value that holds a colon as a path template on every request.
    expect(CACHED_PAGE_POLICY).not.toContain(":");
  });

  test("answers that are not pages may load nothing at all", () => {
    expect(directives(RESOURCE_POLICY).get("default-src")).toEqual(["'none'"]);
    expect(RESOURCE_POLICY).not.toContain(":");
    expectRequiredDirectives(RESOURCE_POLICY);
  });
});

describe("every path gets exactly one policy", () => {
  const pages = [
    "/",
    "/shop",
    "/shop?category=Rings",
    "/contact",
    "/login",
    "/signup",
    "/verify-email",
    "/forgot-password",
    "/reset-password",
    "/checkout",
    "/checkout/user",
    "/order-confirmation/o1",
    "/account",
    "/account/orders/o1",
    "/orders",
    "/addresses",
    "/admin",
    "/no-such-page",
    "/productx",
    "/apix",
    "/feedsx",
  ];
  const fixed = [
    "/product/p1",
    "/api/products",
    "/api/payments/webhook",
    "/_next/static/chunks/app.js",
    "/_next/image?url=%2Fx.png&w=64&q=75",
    "/uploads/abc.webp",
    "/share/uploads/abc.jpg",
    "/feeds/google.xml",
    "/icon.svg",
    "/robots.txt",
    "/sitemap.xml",
  ];

  /** The headers next.config.mjs gives the path (its headers() is staticHeaderRules of the build's mode). */
  async function configPolicy(path: string, production: boolean): Promise<Headers> {
    const nextConfig = { headers: () => Promise.resolve(staticHeaderRules(production)) };
    return (await unstable_getResponseFromNextConfig({ url: `http://localhost${path}`, nextConfig })).headers;
  }

  test.each(pages)("%s: its policy comes from proxy.ts (with a nonce), not from next.config", async (path) => {
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: `http://localhost${path}` })).toBe(true);
    expect((await configPolicy(path, true)).get("content-security-policy")).toBeNull();
  });

  test.each(fixed)("%s: its policy is fixed in next.config, and proxy.ts never runs for it", async (path) => {
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: `http://localhost${path}` })).toBe(false);
    const headers = await configPolicy(path, true);
    expectRequiredDirectives(headers.get("content-security-policy") ?? "");
    expect(headers.get("permissions-policy")).toContain("payment=()");
  });

  test.each([...pages, ...fixed])(
    "%s carries nosniff, the referrer policy, and HSTS for a year in production only",
    async (path) => {
      const production = await configPolicy(path, true);
      expect(production.get("x-content-type-options")).toBe("nosniff");
      expect(production.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(production.get("strict-transport-security")).toBe("max-age=31536000");
      expect((await configPolicy(path, false)).get("strict-transport-security")).toBeNull();
    },
  );
});
