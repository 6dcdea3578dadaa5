import { expect, type Page } from "@playwright/test";

/** On a phone the user menu sits behind the header's Menu button; on a wide screen it is always there. */
export async function showUserMenuArea(page: Page): Promise<void> {
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
}

/** The header's menu button of the signed-in member. */
export function userMenuButton(page: Page, name: string) {
  return page.getByRole("button", { name: `Account menu for ${name}` });
}

/** Fills and sends the login form of the page shown. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Opens the member's menu and signs out, ending on the home page with Sign In offered again. */
export async function signOutThroughMenu(page: Page, name: string): Promise<void> {
  await showUserMenuArea(page);
  await userMenuButton(page, name).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await showUserMenuArea(page);
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
}
