import { createProduct } from "../tests/factories/products";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot, settled, uniqueTag } from "./helpers/pages";

test.describe("Shop", () => {
  test("a visitor sees a category's pieces, rendered by the server, with the count", async ({ page, db }, testInfo) => {
    // An axe scan and full-page screenshots take a while on a busy two-core machine.
    test.slow();
    const tag = uniqueTag();
    const category = `Seaglass ${tag}`;
    await createProduct(db, {
      name: `Tide Strand ${tag}`,
      category,
      priceCents: 2_800,
      images: ["/products/tidepool-glass-strand-1.svg"],
    });
    await createProduct(db, {
      name: `Foam Drops ${tag}`,
      category,
      priceCents: 1_900,
      images: ["/products/blush-glass-drop-earrings-1.svg"],
    });

    const response = await page.goto(`/shop?category=${encodeURIComponent(category.toLowerCase())}`);
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    expect(html).toContain(`Tide Strand ${tag}`);
    // The grid comes whole with the page: no streamed skeleton for React to swap out later.
    expect(html).not.toContain("Loading products…");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category);
    await expect(page.getByText("Showing 2 product(s)", { exact: true })).toBeVisible();
    const tide = page.getByRole("article").filter({ hasText: `Tide Strand ${tag}` });
    await expect(tide).toContainText("$28.00");
    await expect(tide).toContainText(category);
    await expect(page.getByRole("link", { name: `Foam Drops ${tag}` })).toBeVisible();
    await expect(page).toHaveTitle(`${category} — handmade · Atelier`);

    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "shop-category");
  });

  test("choosing a category in the sidebar narrows the grid and marks the category", async ({ page, db }) => {
    const tag = uniqueTag();
    const category = `Orchard ${tag}`;
    await createProduct(db, { name: `Apple Blossom Studs ${tag}`, category });
    await createProduct(db, { name: `Elsewhere ${tag}`, category: "Rings" });

    await page.goto("/shop");
    await expect(page.getByRole("link", { name: "All Products" })).toHaveAttribute("aria-current", "page");
    const categories = page.getByRole("navigation", { name: "Categories" });
    await categories.getByRole("link", { name: category }).click();

    await expect(page).toHaveURL(/\/shop\?category=Orchard\+/);
    await expect(categories.getByRole("link", { name: category })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Showing 1 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `Apple Blossom Studs ${tag}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Elsewhere ${tag}` })).toHaveCount(0);
  });

  test("while a category loads, skeleton tiles take the grid's place and the sidebar stays put", async ({
    page,
    db,
  }) => {
    const tag = uniqueTag();
    const category = `Hedgerow ${tag}`;
    await createProduct(db, { name: `Sloe Berry Drops ${tag}`, category });

    await page.goto("/shop");
    // Hold the new grid on the wire until the skeleton has been seen: a local server answers too fast to catch it.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shop\?category=/, async (route) => {
      await released;
      await route.continue();
    });
    const categories = page.getByRole("navigation", { name: "Categories" });
    await categories.getByRole("link", { name: category }).click();

    const loading = page.getByRole("status").filter({ hasText: "Loading products…" });
    await expect(loading).toBeVisible();
    await expect(categories).toBeVisible();
    await expect(page.getByRole("slider", { name: "Maximum price" })).toBeVisible();
    // A category is loading, not a price: the slider's note stays as it was.
    await expect(page.getByText("Updating…")).toHaveCount(0);
    release();
    await expect(loading).toHaveCount(0);
    await expect(page.getByText("Showing 1 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `Sloe Berry Drops ${tag}` })).toBeVisible();
  });

  test("the price slider works by keyboard, pieces over $40 show at the top, and Reset Price restores", async ({
    page,
    db,
  }) => {
    const tag = uniqueTag();
    const category = `Meadow ${tag}`;
    await createProduct(db, { name: `Daisy Ring ${tag}`, category, priceCents: 1_200 });
    await createProduct(db, { name: `Clover Cuff ${tag}`, category, priceCents: 3_550 });
    await createProduct(db, { name: `Bridal Set ${tag}`, category, priceCents: 5_200 });

    await page.goto(`/shop?category=${encodeURIComponent(category)}`);
    await expect(page.getByText("Showing 3 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset Price" })).toBeDisabled();

    const maxHandle = page.getByRole("slider", { name: "Maximum price" });
    await expect(maxHandle).toHaveValue("40");
    await maxHandle.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowLeft");
    await expect(maxHandle).toHaveValue("35");

    await expect(page).toHaveURL(/max=35/);
    await expect(page.getByText("Showing 1 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `Daisy Ring ${tag}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Clover Cuff ${tag}` })).toHaveCount(0);
    await expect(page.getByRole("link", { name: `Bridal Set ${tag}` })).toHaveCount(0);
    // The filters stay mounted while the grid reloads: the keyboard user keeps their place.
    await expect(maxHandle).toBeFocused();

    await page.getByRole("button", { name: "Reset Price" }).click();
    await expect(page).not.toHaveURL(/max=/);
    await expect(page.getByText("Showing 3 product(s)", { exact: true })).toBeVisible();
    await expect(maxHandle).toHaveValue("40");
  });

  test("while a price change loads, the slider's note reads 'Updating…'", async ({ page, db }) => {
    const tag = uniqueTag();
    const category = `Orchard ${tag}`;
    await createProduct(db, { name: `Pip Studs ${tag}`, category, priceCents: 1_200 });
    await page.goto(`/shop?category=${encodeURIComponent(category)}`);
    await expect(page.getByText("Showing 1 product(s)", { exact: true })).toBeVisible();

    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shop\?.*max=/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("slider", { name: "Maximum price" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText("Updating…")).toBeVisible();
    release();
    await expect(page).toHaveURL(/max=39/);
    await expect(page.getByText("Updating…")).toHaveCount(0);
    await expect(page.getByText("At $40+, pieces over $40 are included.")).toBeVisible();
  });

  test("dragging a handle filters once, when the pointer is released", async ({ page, db }) => {
    const tag = uniqueTag();
    const category = `Willow ${tag}`;
    await createProduct(db, { name: `Twig Studs ${tag}`, category, priceCents: 1_200 });
    await createProduct(db, { name: `Branch Cuff ${tag}`, category, priceCents: 3_550 });
    await page.goto(`/shop?category=${encodeURIComponent(category)}`);
    await expect(page.getByText("Showing 2 product(s)", { exact: true })).toBeVisible();

    const maxHandle = page.getByRole("slider", { name: "Maximum price" });
    await maxHandle.scrollIntoViewIfNeeded();
    const box = await maxHandle.boundingBox();
    if (!box) throw new Error("the slider has no box");
    const thumbRadius = 12;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - thumbRadius, y);
    await page.mouse.down();
    await page.mouse.move(box.x + thumbRadius + (box.width - 2 * thumbRadius) / 2, y, { steps: 8 });
    await expect(maxHandle).toHaveValue("20");
    // Still held: the grid waits for the release rather than reloading on every step.
    await page.waitForTimeout(800);
    await expect(page).not.toHaveURL(/max=/);

    await page.mouse.up();
    await expect(page).toHaveURL(/max=20/);
    await expect(page.getByText("Showing 1 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `Branch Cuff ${tag}` })).toHaveCount(0);
  });

  test("a search from the URL shows its term and ranks names starting with it first", async ({
    page,
    db,
  }, testInfo) => {
    const tag = uniqueTag();
    const term = `Lumen${tag}`;
    await createProduct(db, { name: `Studs with ${term} glass`, category: "Earrings" });
    await createProduct(db, { name: `${term} Pendant`, category: "Necklaces" });
    await createProduct(db, { name: `Quiet Band ${tag}`, description: `Set with ${term} stones.`, category: "Rings" });

    await page.goto(`/shop?search=${encodeURIComponent(term)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${term}”`);
    await expect(page.getByText("Showing 3 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("article").getByRole("heading")).toHaveText([
      `${term} Pendant`,
      `Studs with ${term} glass`,
      `Quiet Band ${tag}`,
    ]);
    await screenshot(page, testInfo, "shop-search");
  });

  test("a search that finds nothing says so, and Clear filters returns to the whole shop", async ({
    page,
  }, testInfo) => {
    const term = `nothing-${uniqueTag()}`;
    await page.goto(`/shop?search=${term}&min=5&max=9`);
    await expect(page.getByRole("heading", { name: `No products found for "${term}"` })).toBeVisible();
    await screenshot(page, testInfo, "shop-empty");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Products");
    await expect(page.getByRole("slider", { name: "Minimum price" })).toHaveValue("0");
    await expect(page.getByRole("slider", { name: "Maximum price" })).toHaveValue("40");
  });

  test("an empty category says 'No products found'", async ({ page }) => {
    await page.goto(`/shop?category=empty-${uniqueTag()}`);
    await expect(page.getByRole("heading", { name: "No products found", exact: true })).toBeVisible();
    await expect(page.getByText("Showing 0 product(s)", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("a long collection comes 24 to a page, with links that work without scripts, and a filter starts again at page 1", async ({
    page,
    db,
  }) => {
    test.slow();
    const tag = uniqueTag();
    const category = `Longshore ${tag}`;
    // 26 pieces, each a minute newer than the one before: the newest (26) leads page 1, pieces 2 and 1 make page 2.
    const base = Date.now() - 60 * 60_000;
    for (let number = 1; number <= 26; number += 1) {
      const createdAt = new Date(base + number * 60_000);
      await createProduct(db, {
        name: `Pebble ${number} ${tag}`,
        category,
        priceCents: number <= 2 ? 1_500 : 3_000,
        createdAt,
      });
    }

    const response = await page.goto(`/shop?category=${encodeURIComponent(category)}`);
    // The way on is a real link in the server's HTML, there for crawlers and for a browser without scripts.
    expect(await response?.text()).toMatch(/<a [^>]*rel="next"[^>]*>Next page<\/a>/);
    await expect(page.getByText("Showing 26 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(24);
    await expect(page.getByRole("link", { name: `Pebble 26 ${tag}` })).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("Page 1 of 2");
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);

    await settled(page);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`/shop\\?category=Longshore\\+${tag}&page=2$`));
    await expect(page.getByText("Showing 26 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("link", { name: `Pebble 1 ${tag}` })).toBeVisible();
    await expect(page).toHaveTitle(`${category} — handmade, page 2 · Atelier`);
    await expect(pages).toContainText("Page 2 of 2");
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Previous page" }).scrollIntoViewIfNeeded();
    await expect(pages.getByRole("link", { name: "Previous page" })).toBeInViewport();
    // The pager fits a phone's width: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Choosing a category again is a new view: its first page, no page in the address.
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All Products" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto(`/shop?category=${encodeURIComponent(category)}&page=2&max=20`);
    // Only the two $15 pieces are within $20: one page, whatever page was asked for.
    await expect(page.getByText("Showing 2 product(s)", { exact: true })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  });

  test("a sold-out piece carries an out-of-stock badge and a piece in stock does not", async ({ page, db }) => {
    const tag = uniqueTag();
    const category = `Harbour ${tag}`;
    await createProduct(db, { name: `Last Anchor ${tag}`, category, stock: 0 });
    await createProduct(db, { name: `Many Sails ${tag}`, category, stock: 4 });

    await page.goto(`/shop?category=${encodeURIComponent(category)}`);
    await expect(page.getByRole("article").filter({ hasText: `Last Anchor ${tag}` })).toContainText("Out of stock");
    await expect(page.getByRole("article").filter({ hasText: `Many Sails ${tag}` })).not.toContainText("Out of stock");
  });
});

test.describe("Page transition", () => {
  test("storefront pages fade and slide in over 0.3 s", async ({ page }) => {
    await page.goto("/contact");
    const wrapper = page.locator("main > div").first();
    await expect(wrapper).toHaveCSS("animation-duration", "0.3s");
    await expect(wrapper).toHaveCSS("animation-name", /page-enter/);
  });

  test("nothing moves for a visitor who asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/contact");
    await expect(page.locator("main > div").first()).toHaveCSS("animation-name", "none");
  });
});
