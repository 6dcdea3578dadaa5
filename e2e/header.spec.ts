import type { Page } from "@playwright/test";
import { createProduct } from "../tests/factories/products";
import { expect, test } from "./fixtures";
import { axeOf, keepScreenshot, uniqueTag } from "./helpers/pages";

/** On phones the navigation hides behind the Menu button. */
async function showNavigation(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
}

/** The search field, after pressing the Search button that shows it on phones. */
async function searchField(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Search", exact: true }).click();
  const field = page.getByRole("combobox", { name: "Search products" });
  await expect(field).toBeVisible();
  return field;
}

function countSearchRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/products/search") count += 1;
  });
  return { count: () => count };
}

async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await axeOf(page).analyze();
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test.describe("Header: Shop menu", () => {
  test("lists All Products and the categories on sale, capitalised, in menu order", async ({
    page,
    db,
    isMobile,
  }, testInfo) => {
    test.slow();
    const own = `moonstone charms ${testInfo.project.name}`;
    await createProduct(db, { category: "Bracelets" });
    await createProduct(db, { category: "Necklaces" });
    await createProduct(db, { category: own });

    await page.goto("/");
    await showNavigation(page, isMobile);
    const shop = page.getByRole("button", { name: "Shop" });
    await expect(shop).toHaveAttribute("aria-expanded", "false");
    await shop.click();
    await expect(shop).toHaveAttribute("aria-expanded", "true");

    const menu = page.locator(`[id="${await shop.getAttribute("aria-controls")}"]`);
    const names = await menu.getByRole("link").allTextContents();
    expect(names[0]).toBe("All Products");
    expect(names.indexOf("Necklaces")).toBeLessThan(names.indexOf("Bracelets"));
    expect(names.indexOf("Bracelets")).toBeLessThan(names.indexOf(`Moonstone charms ${testInfo.project.name}`));
    await expect(menu.getByRole("link", { name: "All Products" })).toHaveAttribute("href", "/shop");
    await expect(menu.getByRole("link", { name: `Moonstone charms ${testInfo.project.name}` })).toHaveAttribute(
      "href",
      `/shop?category=${encodeURIComponent(own)}`,
    );
    await keepScreenshot(page, testInfo, "header-shop-menu");
    await expectNoSeriousAxeViolations(page);

    // A press on the page outside the menu. Dispatched rather than clicked: on a phone the open menu, holding
    // every category the parallel tests created, can cover the whole screen.
    await page.getByRole("heading", { level: 1 }).dispatchEvent("pointerdown");
    await expect(menu).toBeHidden();
    // On phones the click outside folds the whole menu away too.
    await showNavigation(page, isMobile);
    await expect(shop).toHaveAttribute("aria-expanded", "false");

    await shop.click();
    await menu.getByRole("link", { name: "Necklaces" }).click();
    await expect(page).toHaveURL(/\/shop\?category=Necklaces$/);
  });

  test("works from the keyboard: Enter or Space opens, arrows move, Escape closes back to the button", async ({
    page,
    db,
    isMobile,
  }) => {
    // A category of its own, so the menu has links to move through whichever tests ran before this one.
    await createProduct(db, { category: "Necklaces" });
    await page.goto("/");
    await showNavigation(page, isMobile);
    const shop = page.getByRole("button", { name: "Shop" });
    const menu = page.locator(`[id="${await shop.getAttribute("aria-controls")}"]`);
    const links = menu.getByRole("link");

    await shop.focus();
    await page.keyboard.press("Enter");
    await expect(shop).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links.first()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(shop).toBeFocused();
    await expect(shop).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Space");
    await expect(menu).toBeHidden();
  });
});

test.describe("Header: search suggestions", () => {
  test("typing asks once after a pause and shows at most 8 products with 'View all N results'", async ({
    page,
    db,
    isMobile,
  }, testInfo) => {
    test.slow();
    const tag = `Zephyrite${testInfo.project.name}${Date.now().toString(36)}`;
    const products = [];
    for (let index = 1; index <= 11; index += 1) {
      products.push(await createProduct(db, { name: `${tag} Bead ${index}`, priceCents: 1_000 + index, images: [] }));
    }
    await page.clock.install();
    await page.goto("/");
    const requests = countSearchRequests(page);
    const field = await searchField(page, isMobile);

    // The page's clock stands still while the term is typed, however slowly the machine types it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await field.pressSequentially(tag, { delay: 20 });
    await expect(page.getByTestId("search-suggestions")).toHaveText("Searching…");
    await page.clock.runFor(299);
    await page.waitForTimeout(300);
    expect(requests.count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => requests.count()).toBe(1);
    await page.clock.resume();

    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    await expect(listbox.getByRole("option")).toHaveCount(8);
    await page.waitForTimeout(500);
    expect(requests.count()).toBe(1);

    const viewAll = page.getByRole("link", { name: "View all 11 results" });
    await expect(viewAll).toHaveAttribute("href", `/shop?search=${encodeURIComponent(tag)}`);
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: "11 products found" })).toBeAttached();
    await keepScreenshot(page, testInfo, "header-search");
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const second = listbox.getByRole("option").nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "missing");
    const chosenName = (await second.locator("span").first().textContent()) ?? "";
    const target = products.find((product) => product.name === chosenName);
    expect(target, `a seeded product named ${chosenName}`).toBeDefined();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/product/${target?.id ?? "missing"}$`));
    await expect(listbox).toBeHidden();
  });

  test("Escape and a click outside close the suggestions; Enter with none highlighted searches the shop", async ({
    page,
    db,
    isMobile,
  }) => {
    // Random after a short word: the search forgives a typo, so a retry's tag must not be a near twin of the first
    // try's piece, or the list would offer both.
    const tag = `Quill${uniqueTag()}${uniqueTag()}`;
    await createProduct(db, { name: `${tag} Drop` });
    await page.goto("/");

    const field = await searchField(page, isMobile);
    await field.fill(tag);
    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    await expect(listbox.getByRole("option")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /View all/ })).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(tag);

    await page.keyboard.press("ArrowDown");
    await expect(listbox).toBeVisible();
    // Outside the header and its suggestions, on nothing that reacts: the page's left margin at the foot of the
    // screen. The footer's corner, clicked before, sits under the sticky header on a phone once the footer is scrolled
    // to the top, and a click there never lands (a test run spent its minute retrying it).
    await page.mouse.click(5, (page.viewportSize()?.height ?? 600) - 5);
    await expect(listbox).toBeHidden();

    await field.click();
    await expect(listbox).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/shop\\?search=${tag}$`));
  });

  test("says when nothing matches, ignores blank terms, and reports failures", async ({ page, isMobile }, testInfo) => {
    await page.goto("/");
    const requests = countSearchRequests(page);
    const field = await searchField(page, isMobile);
    const popup = page.getByTestId("search-suggestions");

    await field.fill("   ");
    await page.waitForTimeout(600);
    expect(requests.count()).toBe(0);
    await expect(popup).toBeHidden();

    const nothing = `nothing-like-this-${testInfo.project.name}`;
    await field.fill(nothing);
    await expect(popup).toContainText(`No products found for "${nothing}"`);

    await page.route("**/api/products/search?*", (route) =>
      route.fulfill({ status: 500, json: { success: false, error: "Internal error", code: "internal_error" } }),
    );
    await field.fill("amber");
    await expect(popup).toContainText("Failed to search products");
    await expect(page.getByRole("listbox")).toHaveCount(0);

    await page.unroute("**/api/products/search?*");
    await page.route("**/api/products/search?*", (route) => route.abort("failed"));
    await field.fill("amber beads");
    await expect(popup).toContainText("An error occurred while searching");
    await expect(page.getByRole("listbox")).toHaveCount(0);
  });
});

test.describe("Header: navigation", () => {
  test("on phones the Menu button shows the links; Escape and following a link close it", async ({
    page,
    isMobile,
  }, testInfo) => {
    test.slow();
    test.skip(!isMobile, "The menu button exists below the wide-screen breakpoint only");
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.getByRole("button", { name: "Shop" }).click();
    await keepScreenshot(page, testInfo, "header-menu");
    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  });

  test("on wide screens the links, search field and Sign In / Sign Up sit in the header", async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, "Wide screens only");
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Contact"]) await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
    await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await keepScreenshot(page, testInfo, "header");
  });

  test("Home glides back to the top of the home page and leads home from elsewhere", async ({ page, isMobile }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await showNavigation(page, isMobile);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/contact");
    await showNavigation(page, isMobile);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
