import { createHash } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { createAddress } from "../tests/factories/addresses";
import { createOrder } from "../tests/factories/orders";
import { createProduct } from "../tests/factories/products";
import { createAdmin, createUser } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { recordCspViolations } from "./helpers/csp";
import { fillGuestShipping } from "./helpers/guest-checkout";
import { uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

type Header = { name: string; value: string };
/** A page's answer (headers read asynchronously) or an API request's (at once). */
type Answer = { headersArray(): Header[] | Promise<Header[]> };

/** Each header's values, by lower-case name: a header sent twice shows up twice. */
async function headersOf(answer: Answer | null): Promise<Map<string, string[]>> {
  const headers = new Map<string, string[]>();
  for (const { name, value } of (await answer?.headersArray()) ?? [])
    headers.set(name.toLowerCase(), [...(headers.get(name.toLowerCase()) ?? []), value]);
  return headers;
}

/** The one Content-Security-Policy, split into directives: two would be enforced together, so one it must be. */
function policyOf(headers: Map<string, string[]>): Map<string, string[]> {
  const policies = headers.get("content-security-policy") ?? [];
  expect(policies).toHaveLength(1);
  return new Map(
    (policies[0] ?? "").split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** What every answer says, page or not; answers its policy. */
async function expectCommonHeaders(answer: Answer | null): Promise<Map<string, string[]>> {
  const headers = await headersOf(answer);
  expect(headers.get("x-content-type-options")).toEqual(["nosniff"]);
  expect(headers.get("referrer-policy")).toEqual(["strict-origin-when-cross-origin"]);
  expect(headers.get("strict-transport-security")).toEqual(["max-age=31536000"]);
  expect(headers.get("permissions-policy")).toEqual([expect.stringContaining("payment=()")]);
  const policy = policyOf(headers);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  return policy;
}

/**
 * A page rendered per request: scripts only with this answer's nonce, which Next.js put on every script of the
 * HTML (the scripts those load later need none: 'strict-dynamic' trusts what a trusted script adds), but for the
 * root layout's own inline script, allowed by the hash of its text.
 */
async function expectNoncePolicy(response: Response | null): Promise<void> {
  const policy = await expectCommonHeaders(response);
  const scriptSources = policy.get("script-src") ?? [];
  expect(scriptSources).toContain("'strict-dynamic'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toBeTruthy();
  const html = (await response?.text()) ?? "";
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", text = ""]) => ({ attributes, text }))
    .filter(({ attributes }) => !attributes.includes("application/ld+json"));
  expect(scripts.length).toBeGreaterThan(0);
  const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const unnonced = scripts.filter(({ attributes }) => !attributes.includes(`nonce="${nonce}"`));
  expect(unnonced.map(({ text }) => scriptSources.includes(hashOf(text)))).toEqual([true]);
  // The stylesheet comes inside the HTML (no request before the first paint), allowed by the hash of its text.
  expect(html).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
  const styleSources = policy.get("style-src") ?? [];
  const styles = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)].map(([, attributes = "", text = ""]) => ({
    attributes,
    text,
  }));
  const built = styles.filter(({ attributes }) => attributes.includes('data-precedence="next"'));
  expect(built.length).toBeGreaterThan(0);
  const unallowed = styles.filter(
    ({ attributes, text }) => !attributes.includes(`nonce="${nonce}"`) && !styleSources.includes(hashOf(text)),
  );
  expect(unallowed.map(({ attributes }) => attributes)).toEqual([]);
}

/** Opens a page and waits until it has hydrated and settled, so that anything it loads late is judged too. */
async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return response;
}

test.describe("Security headers and the Content-Security-Policy", () => {
  test("every page type loads, and a guest shops and checks out, with zero policy violations", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    // Twenty-odd pages and a whole purchase on a shared 2-core machine.
    test.setTimeout(180_000);
    const violations = await recordCspViolations(page);
    const tag = uniqueTag();
    const piece = await createProduct(db, { name: `Policy Pendant ${tag}`, priceCents: 2_400, stock: 5 });

    for (const path of [
      "/",
      "/shop",
      `/shop?category=${encodeURIComponent(piece.category)}`,
      "/contact",
      "/privacy",
      "/terms",
      "/login",
      "/signup",
      "/verify-email",
      "/forgot-password",
      "/reset-password",
      "/checkout",
      `/no-such-page-${tag}`,
    ]) {
      await expectNoncePolicy(await visit(page, path));
    }

    // The product page comes from the cache: the second visit is a cache hit, under the fixed cached-page policy.
    await visit(page, `/product/${piece.id}`);
    const cached = await visit(page, `/product/${piece.id}`);
    expect(cached?.headers()["x-nextjs-cache"]).toBe("HIT");
    const cachedPolicy = await expectCommonHeaders(cached);
    expect(cachedPolicy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(cachedPolicy.get("default-src")).toEqual(["'self'"]);

    // Shop from the product page and check out as a guest with the test gateway.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: "View Bag" }).click();
    await page.getByRole("button", { name: "Proceed to checkout" }).click();
    const checkoutLoad = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/checkout" && response.request().resourceType() === "document",
    );
    await page.getByRole("link", { name: "Guest Checkout" }).click();
    // The checkout arrives as a document of its own, with its own nonce policy.
    await expectNoncePolicy(await checkoutLoad);
    await fillGuestShipping(page, `policy-${tag}@example.test`);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();

    // A member's pages, member checkout included.
    const member = await createUser(db);
    const address = await createAddress(db, member.id);
    const order = await createOrder(db, {
      userId: member.id,
      email: member.email,
      items: [{ product: piece, unitPriceCents: piece.priceCents, quantity: 1 }],
    });
    expect(address.id).toBeTruthy();
    if (!baseURL) throw new Error("baseURL is not set");
    await signInWithToken(context, baseURL, member.accessToken);
    for (const path of [
      "/account",
      "/account/profile",
      "/account/orders",
      `/account/orders/${order.id}`,
      "/account/addresses",
      "/orders",
      `/orders/${order.id}`,
      "/addresses",
      "/checkout/user",
      `/order-confirmation/${order.id}`,
    ]) {
      await expectNoncePolicy(await visit(page, path));
    }

    // And the maker's.
    const admin = await createAdmin(db);
    await context.clearCookies();
    await signInWithToken(context, baseURL, admin.accessToken);
    const dashboard = await visit(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expectNoncePolicy(dashboard);

    expect(violations).toEqual([]);
  });

  test("answers that are not pages carry the headers too, with a policy that lets nothing load", async ({
    page,
    db,
  }) => {
    const piece = await createProduct(db);
    for (const path of [`/api/products/${piece.id}`, "/api/health", "/robots.txt", "/sitemap.xml", "/icon.svg"]) {
      const response = await page.request.get(path);
      expect(response.ok()).toBe(true);
      const policy = await expectCommonHeaders(response);
      expect(policy.get("default-src")).toEqual(["'none'"]);
    }
  });

  test("a guarded page's redirect carries the headers, and no page can be framed", async ({
    page,
    browser,
    baseURL,
  }) => {
    const redirect = await page.request.get("/account", { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    await expectCommonHeaders(redirect);

    // Another site tries to frame the admin dashboard (its "Cancel & refund" button): the browser refuses.
    const attacker = await browser.newContext();
    const evil = await attacker.newPage();
    const blocked: string[] = [];
    evil.on("console", (message) => blocked.push(message.text()));
    await evil.setContent(`<iframe src="${baseURL}/login" title="framed"></iframe>`);
    await expect.poll(() => blocked.some((text) => text.includes("frame-ancestors"))).toBe(true);
    await attacker.close();
  });
});
