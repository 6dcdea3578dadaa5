import type { Locator, Page } from "@playwright/test";
import { createProduct } from "../tests/factories/products";
import { createAdmin } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

/** The product's row (desktop table) or card (phone list), whichever this screen shows. */
function productEntry(page: Page, name: string): Locator {
  return page.getByTestId("admin-product").filter({ hasText: name }).filter({ visible: true });
}

type JsonLd = { "@type": string } & Record<string, unknown>;

test.describe("Found: what a piece is made of, her collections and the shop's filters", () => {
  test("the maker fills in a piece's details and adds it to a collection; a shopper filters /shop by metal and opens the collection", async ({
    page,
    db,
    baseURL,
  }) => {
    test.slow();
    const tag = uniqueTag();
    const name = `Ember Ring ${tag}`;
    const collectionName = `Warm metals ${tag}`;
    const product = await createProduct(db, { name, category: "Rings", priceCents: 3_600, stock: 2 });
    const admin = await createAdmin(db);
    await signInWithToken(page.context(), baseURL ?? "", admin.accessToken);

    // The maker: what it is made of, as shoppers and search engines will read it.
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    await productEntry(page, name)
      .getByRole("button", { name: `Edit ${name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    const details = dialog.getByRole("group", { name: "Details for shoppers and search engines" });
    await details.getByLabel("Materials").fill("Copper, Carnelian");
    await details.getByLabel("Metal").selectOption({ label: "Copper" });
    await details.getByLabel("Stones and beads").fill("Carnelian");
    await details.getByLabel("Colours").fill("Orange, Copper");
    await details.getByLabel("Care").fill("Polish with a soft cloth; copper darkens with wear.");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    // Her collection, with the piece in it.
    await page.goto("/admin/collections");
    await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
    await page.getByRole("button", { name: "New collection" }).click();
    await page.getByLabel(/^Name/).fill(collectionName);
    await page.getByLabel("Description").fill("Copper and carnelian, for autumn.");
    await page.getByLabel("Add a piece").selectOption({ label: `${name} — Rings` });
    await page.getByRole("button", { name: "Add to the collection" }).click();
    await page.getByRole("button", { name: "Create collection" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${collectionName} saved` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The shopper narrows her search by metal: each option says how many pieces it keeps.
    const shopper = await page.context().newPage();
    await shopper.goto(`/shop?search=${encodeURIComponent(tag)}`);
    const filters = shopper.locator("details").filter({ hasText: "Metal, stone and colour" });
    await filters.locator("summary").click();
    const metals = shopper.getByRole("group", { name: "Metal" });
    await metals.getByRole("link", { name: "Copper (1)" }).click();
    await expect(shopper).toHaveURL(/[?&]metal=copper(&|$)/);
    await expect(metals.getByRole("link", { name: "Copper (1)" })).toHaveAttribute("aria-current", "page");
    const card = shopper.getByRole("article").filter({ has: shopper.getByRole("link", { name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(
      shopper.getByRole("group", { name: "Stone" }).getByRole("link", { name: "Carnelian (1)" }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(shopper);

    // The piece's page says what it is made of, and tells search engines the same.
    await card.getByRole("link", { name, exact: true }).click();
    await expect(shopper.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(shopper.getByText("Polish with a soft cloth; copper darkens with wear.")).toBeVisible();
    const blocks = await shopper.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as JsonLd).find((entry) => entry["@type"] === "Product");
    expect(data).toMatchObject({ material: "Copper/Carnelian", color: "Orange/Copper" });

    // Her collection's page, from its address.
    const slug = `warm-metals-${tag.toLowerCase()}`;
    await shopper.goto(`/collections/${slug}`);
    await expect(shopper.getByRole("heading", { level: 1, name: collectionName })).toBeVisible();
    await expect(shopper.getByText("Copper and carnelian, for autumn.")).toBeVisible();
    await expect(
      shopper.getByRole("article").filter({ has: shopper.getByRole("link", { name, exact: true }) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(shopper);

    expect((await db.product.findUniqueOrThrow({ where: { id: product.id } })).metal).toBe("copper");
  });
});
