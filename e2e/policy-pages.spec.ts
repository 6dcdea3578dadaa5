import { createProduct } from "../tests/factories/products";
import { createAdmin } from "../tests/factories/users";
import {
  expectNoSeriousA11yViolations,
  holdScripts,
  screenshot,
  settled,
  uniqueTag,
  untilHydrated,
} from "./helpers/pages";
import { signInWithToken } from "./helpers/session";
import { expect, test } from "./fixtures";

test.describe("Policy pages", () => {
  test("the maker writes her page in /admin/pages and a shopper reads it from the footer, with no markup of hers run", async ({
    page,
    context,
    db,
    baseURL,
    isMobile,
  }, testInfo) => {
    // The two projects run at once on one database: each writes a page of its own.
    const [slug, footerName] = isMobile ? (["returns", "Returns"] as const) : (["faq", "FAQ"] as const);
    const tag = uniqueTag();
    const { accessToken } = await createAdmin(db);
    await signInWithToken(context, baseURL ?? "", accessToken);

    await page.goto("/admin");
    await settled(page);
    await page.getByRole("link", { name: "Policy pages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Policy pages" })).toBeVisible();
    const section = page.locator("section").filter({ has: page.getByRole("link", { name: `View /${slug}` }) });
    const title = section.getByRole("textbox", { name: /^Title/ });
    const text = section.getByRole("textbox", { name: /^Text/ });

    // A refusal names the field, keeps what was typed, and saves nothing.
    await title.fill(" ");
    await text.fill("Kept while the title is fixed");
    await section.getByRole("button", { name: /^Save/ }).click();
    // The section's notices region is an alert too, empty until a save.
    await expect(section.getByRole("alert").filter({ hasText: "Title is required" })).toBeVisible();
    await expect(title).toBeFocused();
    await expect(text).toHaveValue("Kept while the title is fixed");

    // What is typed before the page's scripts arrive is what is saved (the two projects' pages are their own, and
    // a second test of either would share its page with this one, so the early typing is this test's save).
    const scripts = await holdScripts(page);
    await page.reload({ waitUntil: "commit" });
    await title.fill(`Our words ${tag}`);
    await text.fill(
      [
        "## Within 30 days",
        "",
        "Send it back **unworn**, and write to [us](/contact) first.",
        "",
        "- Engraved pieces are yours for good",
        "- <script>window.ran = true</script>",
        "",
        "[Not a link](javascript:window.ran=true)",
      ].join("\n"),
    );
    expect(scripts.held()).toBeGreaterThan(0);
    scripts.release();
    await untilHydrated(title);
    await section.getByRole("button", { name: /^Save/ }).click();
    await expect(section.getByRole("status")).toContainText(`Our words ${tag} saved: the page shows it now.`);
    await screenshot(page, testInfo, "admin-policy-pages");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("navigation", { name: "Customer care" }).getByRole("link", { name: footerName }).click();
    await expect(page).toHaveURL(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: `Our words ${tag}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Within 30 days" })).toBeVisible();
    await expect(page.locator("strong", { hasText: "unworn" })).toBeVisible();
    await expect(page.getByRole("link", { name: "us", exact: true })).toHaveAttribute("href", "/contact");
    await expect(page.getByText("<script>window.ran = true</script>")).toBeVisible();
    await expect(page.getByText("Not a link")).toBeVisible();
    await expect(page.getByRole("link", { name: "Not a link" })).toHaveCount(0);
    expect(await page.evaluate(() => "ran" in window)).toBe(false);
    await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await screenshot(page, testInfo, `policy-${slug}`);
    await expectNoSeriousA11yViolations(page);
  });

  test("a page never saved shows its starting text, and every piece's page links Shipping and Returns", async ({
    page,
    db,
  }) => {
    await page.goto("/shipping");
    await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
    await expect(page.getByText("Express: $15.00, 3 business days once your piece leaves the studio.")).toBeVisible();
    await expect(page.getByText(/^Last updated/)).toHaveCount(0);

    const product = await createProduct(db, { name: `Policy piece ${uniqueTag()}` });
    await page.goto(`/product/${product.id}`);
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByRole("link", { name: "Shipping" })).toHaveAttribute("href", "/shipping");
    await expect(details.getByRole("link", { name: "Returns" })).toHaveAttribute("href", "/returns");
  });
});
