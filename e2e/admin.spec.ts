import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { PNG_3x2 } from "../tests/factories/images";
import { createProduct } from "../tests/factories/products";
import { createAdmin, createUser } from "../tests/factories/users";
import { signInWithToken } from "./helpers/session";
import { expect, test } from "./fixtures";

const UPLOADED_URL = /^\/uploads\/[0-9a-f]{32}\.webp$/;

function uniqueName(base: string): string {
  return `${base} ${randomUUID().slice(0, 8)}`;
}

/** The product's row (desktop table) or card (phone list), whichever this screen shows. */
function productEntry(page: Page, name: string): Locator {
  return page.getByTestId("admin-product").filter({ hasText: name }).filter({ visible: true });
}

async function apiProduct(page: Page, id: string) {
  const response = await page.request.get(`/api/products/${id}`);
  return { status: response.status(), body: (await response.json()) as { data?: Record<string, unknown> } };
}

/** The piece's card on /shop (its category's view, where a new piece is listed first), as a shopper sees it. */
async function shopCard(shopper: Page, name: string, category: string): Promise<Locator> {
  await shopper.goto(`/shop?category=${encodeURIComponent(category)}`);
  await expect(shopper.getByText(/^Showing \d+ product\(s\)$/)).toBeVisible();
  return shopper.getByRole("article").filter({ has: shopper.getByRole("link", { name, exact: true }) });
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("Admin dashboard", () => {
  test.beforeEach(async ({ context, db, baseURL }) => {
    const { accessToken } = await createAdmin(db);
    await signInWithToken(context, baseURL ?? "", accessToken);
  });

  test("the maker adds a piece, edits it, gives it a photo and deletes it", async ({ page, db }, testInfo) => {
    // The whole cycle, with an image resized on first request, on a machine shared with other builds.
    test.setTimeout(90_000);
    const name = uniqueName("Moonstone Lariat");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    const addButton = page.getByRole("button", { name: "Add Product" });
    await addButton.click();
    const addDialog = page.getByRole("dialog", { name: "Add Product" });
    await expect(addDialog).toBeVisible();
    await expect(addDialog.getByLabel("Name")).toBeFocused();
    await addDialog.getByLabel("Name").fill(name);
    await addDialog.getByLabel("Description").fill("Knotted silk with a moonstone drop.");
    await addDialog.getByLabel("Price").fill("24.50");
    await addDialog.getByLabel("Category").selectOption("Necklaces");
    await addDialog.getByLabel("Stock").fill("4");
    await addDialog.getByRole("button", { name: "Add Product" }).click();

    await expect(addDialog).toBeHidden();
    await expect(addButton).toBeFocused();
    const entry = productEntry(page, name);
    await expect(entry).toContainText("Necklaces");
    await expect(entry).toContainText("$24.50");
    await expect(entry).toContainText("4 in stock");

    const { id } = await db.product.findFirstOrThrow({ where: { name }, select: { id: true } });
    expect(await apiProduct(page, id)).toMatchObject({
      status: 200,
      body: { data: { name, price: 24.5, category: "Necklaces", stock: 4, images: [], description: "Knotted silk with a moonstone drop." } },
    });

    // A shopper in another tab sees the new piece in the shop and on its own page (which is now cached).
    const shopper = await page.context().newPage();
    const card = await shopCard(shopper, name, "Necklaces");
    await expect(card).toContainText("$24.50");
    await expect(card).not.toContainText("Out of stock");
    await shopper.goto(`/product/${id}`);
    await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(shopper.getByText("$24.50", { exact: true })).toBeVisible();
    await expect(shopper.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    // Edit: price and stock; the table shows the new values and focus goes back to the Edit button.
    const editButton = entry.getByRole("button", { name: `Edit ${name}` });
    await editButton.click();
    const editDialog = page.getByRole("dialog", { name: "Edit Product" });
    await expect(editDialog.getByLabel("Name")).toHaveValue(name);
    await expect(editDialog.getByLabel("Price")).toHaveValue("24.50");
    await editDialog.getByLabel("Price").fill("31.75");
    await editDialog.getByLabel("Stock").fill("0");
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(editDialog).toBeHidden();
    await expect(entry).toContainText("$31.75");
    await expect(entry).toContainText("Out of stock");
    await expect(editButton).toBeFocused();

    // Right after the save the shop shows the new price and the sold-out state, on /shop and on the product page.
    const editedCard = await shopCard(shopper, name, "Necklaces");
    await expect(editedCard).toContainText("$31.75");
    await expect(editedCard).toContainText("Out of stock");
    await shopper.goto(`/product/${id}`);
    await expect(shopper.getByText("$31.75", { exact: true })).toBeVisible();
    await expect(shopper.getByRole("button", { name: "Out of stock" })).toBeDisabled();

    // Photo: an uploaded PNG fills the Image URL, shows a preview at its real size, and becomes the thumbnail.
    await editButton.click();
    await editDialog.getByLabel("Upload image").setInputFiles({ name: "lariat.png", mimeType: "image/png", buffer: Buffer.from(PNG_3x2) });
    const preview = editDialog.getByRole("img", { name: "Preview of the product image" });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute("width", "3");
    await expect(preview).toHaveAttribute("height", "2");
    await expect(editDialog.getByLabel("Image URL")).toHaveValue(UPLOADED_URL);
    const imageUrl = await editDialog.getByLabel("Image URL").inputValue();
    await page.screenshot({ path: testInfo.outputPath(`admin-modal-${testInfo.project.name}.png`) });
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`admin-modal-upload-${testInfo.project.name}.png`) });
    await editDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(editDialog).toBeHidden();
    const thumbnail = entry.locator("img");
    await expect(thumbnail).toHaveAttribute("src", new RegExp(encodeURIComponent(imageUrl)));
    // naturalWidth of the thumbnail itself is scaled by the srcset density (a 3-pixel image can read as 0), so the
    // source it chose is decoded afresh: that fails for a broken image and gives the real width otherwise.
    const decodedWidth = () =>
      thumbnail.evaluate(async (image: HTMLImageElement) => {
        if (!image.complete || !image.currentSrc) return 0;
        const copy = new Image();
        copy.src = image.currentSrc;
        return copy.decode().then(
          () => copy.naturalWidth,
          () => -1,
        );
      });
    await expect.poll(decodedWidth, { timeout: 20_000 }).toBe(3);
    expect((await apiProduct(page, id)).body.data).toMatchObject({ images: [imageUrl], price: 31.75, stock: 0 });
    await page.screenshot({ path: testInfo.outputPath(`admin-list-${testInfo.project.name}.png`), fullPage: true });

    // Delete, confirming with the dashboard's question.
    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await entry.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(productEntry(page, name)).toHaveCount(0);
    await expect(addButton).toBeFocused();
    expect(question).toBe("Are you sure you want to delete this product?");
    await expect(page.getByRole("status").filter({ hasText: `Deleted “${name}”.` })).toBeVisible();
    expect((await apiProduct(page, id)).status).toBe(404);

    // Gone from the shop too: not listed, and its (previously cached) page answers 404 "Product not found".
    await shopCard(shopper, name, "Necklaces");
    await expect(shopper.getByRole("link", { name, exact: true })).toHaveCount(0);
    const gone = await shopper.goto(`/product/${id}`);
    expect(gone?.status()).toBe(404);
    await expect(shopper.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await shopper.close();
  });

  test("editing a piece with several photos keeps the ones after the first; Remove drops one, by keyboard", async ({ page, db }, testInfo) => {
    const name = uniqueName("Amethyst Strand");
    const images = ["/products/amethyst-chip-strand-1.svg", "/products/amethyst-chip-strand-2.svg", "/products/beaded-mini-hoops-2.svg"];
    const product = await createProduct(db, { name, images, stock: 2, priceCents: 1_800 });

    await page.goto("/admin");
    await productEntry(page, name).getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    await expect(dialog.getByLabel("Image URL")).toHaveValue(images[0] ?? "");
    await expect(dialog.getByRole("img", { name: "Photo 2" })).toHaveAttribute("src", images[1] ?? "");
    await expect(dialog.getByRole("img", { name: "Photo 3" })).toHaveAttribute("src", images[2] ?? "");
    await dialog.getByText("More photos").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`admin-more-photos-${testInfo.project.name}.png`) });
    await dialog.getByLabel("Stock").fill("7");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(productEntry(page, name)).toContainText("7 in stock");
    expect((await apiProduct(page, product.id)).body.data).toMatchObject({ images, stock: 7, price: 18 });

    await productEntry(page, name).getByRole("button", { name: `Edit ${name}` }).click();
    await dialog.getByRole("button", { name: "Remove photo 2" }).focus();
    await page.keyboard.press("Enter");
    // The third photo moved up to second place, and focus with it onto its Remove.
    await expect(dialog.getByRole("img", { name: "Photo 2" })).toHaveAttribute("src", images[2] ?? "");
    await expect(dialog.getByRole("button", { name: "Remove photo 2" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("More photos")).toHaveCount(0);
    await expect(dialog.getByLabel("Image URL")).toBeFocused();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    // With every other photo removed, the image is saved as a one-element list: the form's Image URL alone.
    await expect.poll(async () => (await apiProduct(page, product.id)).body.data?.images).toEqual([images[0]]);
  });

  test("a price with three decimals is refused with the server's message, before and after sending", async ({ page, db }, testInfo) => {
    const name = uniqueName("Citrine Studs");
    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Category").selectOption("Earrings");
    await dialog.getByLabel("Price").fill("19.999");

    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/products") posts += 1;
    });
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Price can have at most 2 decimal places");
    await expect(dialog.getByLabel("Price")).toBeFocused();
    await expect(dialog.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`admin-modal-error-${testInfo.project.name}.png`) });

    // Past the form's own check (the request is altered on its way out): the server's answer is what shows.
    await page.route("**/api/products", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, price: 19.999 }) });
    });
    await dialog.getByLabel("Price").fill("19.99");
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/products");
    await dialog.getByRole("button", { name: "Add Product" }).click();
    expect((await answer).status()).toBe(400);
    await expect(dialog.getByRole("alert")).toHaveText("Price can have at most 2 decimal places");
    await expect(dialog.getByRole("button", { name: "Add Product" })).toBeEnabled();
    expect(await db.product.count({ where: { name } })).toBe(0);
  });

  test("saving a piece that was deleted meanwhile shows the server's error; deleting it fails with the dashboard's message", async ({
    page,
    db,
  }) => {
    const name = uniqueName("Jade Bangle");
    const product = await createProduct(db, { name, category: "Bracelets" });
    await page.goto("/admin");
    const entry = productEntry(page, name);

    await entry.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    await db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Product not found");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // Declining the confirmation sends nothing; accepting it for a product already gone fails.
    page.once("dialog", (question) => void question.dismiss());
    await entry.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to delete product." })).toHaveCount(0);
    page.once("dialog", (question) => void question.accept());
    const deleteButton = entry.getByRole("button", { name: `Delete ${name}` });
    await deleteButton.click();
    const failure = page.getByRole("alert").filter({ hasText: "Failed to delete product." });
    await expect(failure).toBeVisible();
    await expect(deleteButton).toBeFocused();
    await failure.getByRole("button", { name: "Dismiss" }).click();
    await expect(failure).toHaveCount(0);
  });

  test("the modal works from the keyboard: focus stays inside, Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/admin");
    const addButton = page.getByRole("button", { name: "Add Product" });
    await addButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel("Name")).toBeFocused();

    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => document.querySelector("dialog[open]")?.contains(document.activeElement) ?? false);
      expect(inside, `focus after ${step + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();

    await addButton.press("Enter");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton).toBeFocused();
  });

  test("has no serious accessibility problems, with the modal closed and open", async ({ page, db }) => {
    // The dashboard lists every piece the whole run has made (hundreds by the end), and axe reads the page twice.
    test.slow();
    await createProduct(db, { name: uniqueName("Axe Check Ring"), category: "Rings", stock: 0 });
    await createProduct(db, { name: uniqueName("Axe Check Cuff"), category: "Bracelets", stock: 3 });
    await page.goto("/admin");
    await expect(page.getByTestId("admin-product").filter({ visible: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByRole("dialog", { name: "Add Product" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("Who may open the admin dashboard", () => {
  test("the dashboard fades and slides in over 0.3 s, like every other page", async ({ page }) => {
    await page.goto("/admin");
    const wrapper = page.locator("main > div").first();
    await expect(wrapper).toHaveCSS("animation-name", "page-enter");
    await expect(wrapper).toHaveCSS("animation-duration", "0.3s");
  });

  test("a signed-in member is sent home", async ({ page, context, db, baseURL }) => {
    const { accessToken } = await createUser(db);
    await signInWithToken(context, baseURL ?? "", accessToken);
    await page.goto("/admin");
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });

  test("a signed-out visitor is sent to log in, returning to /admin afterwards", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
  });
});
