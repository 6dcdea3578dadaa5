import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { SignJWT } from "jose";
import { ACCESS_COOKIE } from "../lib/auth/session-cookies";
import { startShopServer, type ShopServer } from "../scripts/runtime/shop-server";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, keepScreenshot } from "./helpers/pages";

// The same build served by a second `next start` whose database refuses every connection (nothing listens on
// port 1): what shoppers meet while Postgres is away. Nothing here is stubbed; every failure is the real one.
let outage: ShopServer;
const OUTAGE_AUTH_SECRET = "outage-secret-that-is-long-enough-for-hs256-signing";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  outage = await startShopServer({
    databaseUrl: "postgresql://atelier@127.0.0.1:1/atelier",
    authSecret: OUTAGE_AUTH_SECRET,
    smtpUrl: "smtp://127.0.0.1:1",
    build: false,
    database: "down",
  });
});

test.afterAll(async () => {
  await outage.stop();
});

async function openShopMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  const shop = page.getByRole("button", { name: "Shop" });
  await shop.click();
  return page.locator(`[id="${await shop.getAttribute("aria-controls")}"]`);
}

test("home keeps its title and About, says the gallery could not be loaded, and the Shop menu keeps All Products", async ({
  page,
  isMobile,
}, testInfo) => {
  const response = await page.goto(`${outage.baseUrl}/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Atelier" })).toBeVisible();
  // In the page's main region: while React streams the failed gallery in, a hidden copy of its boundary can sit at the
  // end of the body until it is swapped into place.
  const galleryFailure = page.locator("#main").getByText("The gallery could not be loaded");
  await expect(galleryFailure).toBeVisible();
  await expect(page.getByRole("heading", { name: "About the maker" })).toBeAttached();
  await galleryFailure.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, "outage-home");

  const menu = await openShopMenu(page, isMobile);
  await expect(menu.getByRole("link")).toHaveText(["All Products"]);
  await expectNoSeriousA11yViolations(page);
});

test("/shop answers 503 with Retry-After and the shop's own 'Back in a moment' page, whose Try again asks for it again", async ({
  page,
}, testInfo) => {
  const response = await page.goto(`${outage.baseUrl}/shop?category=rings`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe("5");
  await expect(page).toHaveTitle("Back in a moment · Atelier");
  await expect(page.getByRole("heading", { level: 1, name: "Back in a moment" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/shop?category=rings");
  await keepScreenshot(page, testInfo, "outage-shop");
  await expectNoSeriousA11yViolations(page);
});

test("a product page says 'Failed to load product details.' and Back to Shop leads to the shop", async ({
  page,
}, testInfo) => {
  const response = await page.goto(`${outage.baseUrl}/product/${randomUUID()}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Failed to load product details." })).toBeVisible();
  await expect(page).toHaveTitle("Failed to load product details. · Atelier");
  await keepScreenshot(page, testInfo, "outage-product");
  await expectNoSeriousA11yViolations(page);
  // A navigation inside the shop reads the page's data rather than its document: /shop says in place what failed.
  await page.getByRole("link", { name: "Back to Shop" }).click();
  await expect(page).toHaveURL(`${outage.baseUrl}/shop`);
  // Next's route announcer is an alert too; the shop's own is the one with the message.
  const alert = page.getByRole("alert").filter({ hasText: "Failed to load products: " });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link")).toHaveText(["All Products"]);
});

test("search suggestions say 'Failed to search products' when the search cannot run", async ({ page, isMobile }) => {
  await page.goto(`${outage.baseUrl}/contact`);
  if (isMobile) await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox", { name: "Search products" }).fill("pearl");
  await expect(page.getByTestId("search-suggestions")).toContainText("Failed to search products");
});

test("a guest's bag, kept in the browser, still shows its pieces and totals", async ({ page }) => {
  const line = { productId: randomUUID(), name: "Sea glass drops", price: 24, quantity: 2, images: [] };
  await page.addInitScript((stored) => localStorage.setItem("guestCart", stored), JSON.stringify([line]));
  await page.goto(`${outage.baseUrl}/contact`);
  await page.getByRole("button", { name: "Cart, 2 items" }).click();
  const bag = page.getByRole("dialog", { name: "Your Bag" });
  await expect(bag.getByText("Sea glass drops")).toBeVisible();
  await expect(bag.getByRole("region", { name: "Estimate" })).toContainText("$48.00");
});

test("a member page that cannot be read says what failed inside the account menu; the overview shows the general error page", async ({
  page,
}) => {
  // A well-signed access token: the page gets as far as confirming the session, which needs the database.
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ role: "USER", sv: 0, typ: "access" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(randomUUID())
    .setIssuer("atelier")
    .setAudience("atelier-web")
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(OUTAGE_AUTH_SECRET));
  await page
    .context()
    .addCookies([{ name: ACCESS_COOKIE, value: token, url: outage.baseUrl, httpOnly: true, sameSite: "Lax" }]);
  const menu = page.getByRole("navigation", { name: "Account" });
  for (const [path, message] of [
    ["/orders", "Failed to load orders"],
    ["/account/orders/missing", "Failed to load order details"],
    ["/account/addresses", "Failed to load addresses"],
  ]) {
    await page.goto(`${outage.baseUrl}${path}`);
    const alert = page.getByRole("alert").filter({ hasText: message });
    await expect(alert, path).toBeVisible();
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(menu, path).toBeVisible();
  }
  await page.goto(`${outage.baseUrl}/account`);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(menu).toHaveCount(0);
});
