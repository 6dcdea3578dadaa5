import { createProduct } from "../tests/factories/products";
import { createAdmin } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { signInWithToken } from "./helpers/session";
import { expectNoSeriousA11yViolations, screenshot, uniqueTag } from "./helpers/pages";

test.describe("Search engines and sharing", () => {
  test("the sitemap lists the storefront pages, the categories and every product with its last change", async ({
    request,
    db,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const product = await createProduct(db, { name: `Mapped ${tag}`, category: `Atlas ${tag}` });
    const deleted = await createProduct(db, { name: `Unmapped ${tag}` });
    await db.product.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });

    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const path of ["/", "/shop", "/contact", "/custom", "/shipping", "/returns", "/faq", "/privacy", "/terms"])
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/shop?category=Atlas+${tag}</loc>`);
    // The maker's sold work is a page search engines should find.
    expect(xml).toContain(`<loc>${baseURL}/shop?availability=sold</loc>`);
    expect(xml).toContain(
      `<loc>${baseURL}/product/${product.id}</loc>\n<lastmod>${product.updatedAt.toISOString()}</lastmod>`,
    );
    expect(xml).not.toContain(deleted.id);
  });

  test("robots.txt keeps crawlers out of private areas and names the sitemap", async ({ request, baseURL }) => {
    const text = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/account", "/checkout", "/orders", "/addresses", "/order-confirmation", "/api"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Allow: /");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${baseURL}/feeds/google.xml`);
  });

  test("the product feeds answer at their addresses, as resources, with an ETag a fetch can send back", async ({
    request,
  }) => {
    const google = await request.get("/feeds/google.xml");
    expect(google.status()).toBe(200);
    expect(google.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(google.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(await google.text()).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    const again = await request.get("/feeds/google.xml", { headers: { "if-none-match": google.headers().etag ?? "" } });
    expect(again.status()).toBe(304);

    const meta = await request.get("/feeds/meta.csv");
    expect(meta.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await meta.text()).split("\r\n")[0]).toMatch(/^id,item_group_id,title,description,availability,/);
  });

  test("the dashboard links to the feeds' addresses, each whole and wrapped on a phone", async ({
    page,
    db,
    baseURL,
    context,
  }, testInfo) => {
    if (!baseURL) throw new Error("no baseURL");
    const { accessToken } = await createAdmin(db);
    await signInWithToken(context, baseURL, accessToken);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Product feeds", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/feeds$/);
    await expect(page.getByTestId("feed-url")).toHaveText([
      `${baseURL}/feeds/google.xml`,
      `${baseURL}/feeds/meta.csv`,
      `${baseURL}/feeds/meta.csv`,
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "admin-feeds");
  });

  test("each storefront page has its own title, description, canonical URL and a PNG sharing card", async ({
    page,
    request,
    baseURL,
  }) => {
    const pages = [
      { path: "/shop", title: "Shop handmade jewelry · Atelier" },
      { path: "/contact", title: "Contact · Atelier" },
      { path: "/privacy", title: "Privacy · Atelier" },
      { path: "/terms", title: "Terms of sale · Atelier" },
      { path: "/shipping", title: "Shipping · Atelier" },
      { path: "/faq", title: "FAQ · Atelier" },
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/og-default.png`);
    }
    const card = await request.get("/og-default.png");
    expect(card.headers()["content-type"]).toBe("image/png");
  });

  test("search results are followed but not indexed", async ({ page }) => {
    await page.goto("/shop?search=pearl");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});

test.describe("Contact, privacy and terms", () => {
  test("the contact page offers Instagram for custom orders, an email, the reply time and the way home", async ({
    page,
  }, testInfo) => {
    // An axe scan and full-page screenshots take a while on a busy two-core machine.
    test.slow();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Message us on Instagram" })).toHaveAttribute("href", /instagram\.com/);
    await expect(page.getByRole("link", { name: "hello@localhost" })).toHaveAttribute("href", "mailto:hello@localhost");
    await expect(page.getByText("We reply within 24-48 hours.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "contact");

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("privacy and terms read plainly and point to each other", async ({ page }, testInfo) => {
    // An axe scan and full-page screenshots take a while on a busy two-core machine.
    test.slow();
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
    await expect(page.getByText(/never see\s+or store it/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "privacy");

    await page.getByRole("link", { name: "terms of sale" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of sale" })).toBeVisible();
    await expect(page.getByText("We ship within the United States only.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "terms");
  });
});
