import { createProduct } from "../tests/factories/products";
import { createUser } from "../tests/factories/users";
import { signInWithToken } from "./helpers/session";
import { expect, test } from "./fixtures";

test.describe("Home page", () => {
  test("a visitor sees the newest pieces from the database, rendered by the server", async ({ page, db }, testInfo) => {
    const names = [`Moonlit Strand ${testInfo.project.name}`, `Copper Hoops ${testInfo.project.name}`];
    for (const name of names) await createProduct(db, { name });

    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    // Server-rendered: the names are in the HTML itself, before any script runs.
    const html = (await response?.text()) ?? "";
    for (const name of names) expect(html).toContain(name);

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of names) await expect(page.getByText(name).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`home-${testInfo.project.name}.png`), fullPage: true });
  });
});

test.describe("Route guard", () => {
  test("a signed-out visitor who opens /account is sent to /login", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });
});

test.describe("Route guard for the admin dashboard", () => {
  test("a signed-in member who opens /admin is sent home", async ({ page, context, db, baseURL }) => {
    const { accessToken } = await createUser(db);
    await signInWithToken(context, baseURL ?? "", accessToken);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
  });
});
