import type { Page } from "@playwright/test";
import { createProduct } from "../tests/factories/products";
import { createUser } from "../tests/factories/users";
import { showUserMenuArea, signOutThroughMenu, submitLogin, userMenuButton } from "./helpers/auth";
import { expect as baseExpect, test } from "./fixtures";
import { watchScripts } from "./helpers/pages";

// Sign-up and sign-in hash passwords at the production bcrypt cost: slow on a busy machine, so allow more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/** The guest cart a visitor built before signing in, stored as the shop stores it (docs/decisions.md, Carts). */
async function seedGuestCart(
  page: Page,
  lines: { productId: string; name: string; price: number; quantity: number }[],
) {
  await page.addInitScript(
    (stored) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      localStorage.setItem("guestCart", stored);
      sessionStorage.setItem("e2e-seeded", "1");
    },
    JSON.stringify(lines.map((line) => ({ ...line, images: [] }))),
  );
}

test.describe("Session in the browser", () => {
  test("a guest's pages never ask who is signed in; a member's session survives a reload", async ({ page, db }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/me")) asked.push(request.url());
    });
    await page.goto("/");
    await page.goto("/shop");
    await showUserMenuArea(page);
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    expect(asked).toEqual([]);

    const member = await createUser(db);
    await page.goto("/login");
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.reload();
    await showUserMenuArea(page);
    await expect(userMenuButton(page, member.name)).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
  });

  test("a guest's pages carry none of the member's code nor the API client; a member's pages fetch them with the session", async ({
    page,
    db,
  }) => {
    // The member's menu is the one part of that code with words of its own to look for; the API client is the one
    // script that knows the session's renewal address.
    const scripts = watchScripts(page, "Account menu for ");
    const memberCode = scripts.carrying;
    const apiClient = watchScripts(page, "/api/auth/refresh").carrying;
    await page.goto("/");
    await page.goto("/shop");
    await page.waitForLoadState("networkidle");
    expect(scripts.seen()).toBeGreaterThan(0);
    expect(await memberCode()).toEqual([]);
    expect(await apiClient()).toEqual([]);

    const member = await createUser(db);
    await page.goto("/login");
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await showUserMenuArea(page);
    await expect(userMenuButton(page, member.name)).toBeVisible();
    expect((await memberCode()).length).toBeGreaterThan(0);
    expect((await apiClient()).length).toBeGreaterThan(0);
  });

  test("the guard sends a signed-out visitor to /login with the page to return to, and a member away from /admin", async ({
    page,
    db,
  }) => {
    await page.goto("/account/orders");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Forders$/);
    await page.goto("/checkout/user");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout$/);

    const member = await createUser(db);
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL((url) => url.pathname === "/checkout");
    await page.goto("/admin");
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("with only the refresh cookie left, the login page renews the session and goes on to returnTo", async ({
    page,
    context,
    db,
  }) => {
    const member = await createUser(db);
    await page.goto("/login");
    const memberCartLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/cart" && response.request().method() === "GET",
    );
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    // Signing in loads the member's cart. Were the cookie cleared before that request left, it would renew the
    // session, and the navigation below could cut the renewal short after the server had already spent the refresh
    // token: the login page would then present a spent token, which revokes the session (reuse). Wait for it.
    await memberCartLoaded;

    // The access token ran out (15 minutes); the refresh family lives on.
    await context.clearCookies({ name: "atelier_access" });
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto("/account/addresses");
    await expect(page).toHaveURL((url) => url.pathname === "/account/addresses");
    expect(visited.some((url) => url.endsWith("/login?returnTo=%2Faccount%2Faddresses"))).toBe(true);
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain("atelier_access");
  });

  test("the guest cart is merged into the member's cart at sign-in and follows the member", async ({ page, db }) => {
    const pendant = await createProduct(db, { priceCents: 3_000, stock: 5 });
    const earrings = await createProduct(db, { priceCents: 1_500, stock: 5 });
    const member = await createUser(db);
    // Already in the member's cart from another visit: the guest's quantity is added to it.
    await db.cartItem.create({ data: { userId: member.id, productId: pendant.id, quantity: 2 } });
    await seedGuestCart(page, [
      { productId: pendant.id, name: pendant.name, price: 30, quantity: 2 },
      { productId: earrings.id, name: earrings.name, price: 15, quantity: 1 },
      { productId: "no-such-product", name: "Gone", price: 5, quantity: 1 },
    ]);

    await page.goto("/");
    await expect(page.getByRole("button", { name: "Cart, 4 items" })).toBeVisible();
    await page.goto("/login");
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("button", { name: "Cart, 5 items" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("guestCart"))).toBeNull();
    const stored = await db.cartItem.findMany({ where: { userId: member.id }, orderBy: { productId: "asc" } });
    expect(Object.fromEntries(stored.map((item) => [item.productId, item.quantity]))).toEqual({
      [pendant.id]: 4,
      [earrings.id]: 1,
    });

    await page.getByRole("button", { name: "Cart, 5 items" }).click();
    const sidebar = page.getByRole("dialog", { name: "Your Bag" });
    await expect(sidebar.getByRole("listitem")).toHaveCount(2);
    await expect(sidebar.getByText("Have an account?")).toHaveCount(0);
    await sidebar.getByRole("button", { name: "Proceed to checkout" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/checkout/user");

    await page.goto("/");
    await signOutThroughMenu(page, member.name);
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
  });
});
