import { createProduct } from "../tests/factories/products";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, screenshot, uniqueTag } from "./helpers/pages";

const images = [
  "/products/layered-crescent-moon-necklace-1.svg",
  "/products/layered-crescent-moon-necklace-2.svg",
  "/products/layered-crescent-moon-necklace-3.svg",
];

type JsonLd = { "@type": string } & Record<string, unknown>;

test.describe("Product detail", () => {
  test("a visitor sees the piece's pictures, price, story and details, and can go back to the shop", async ({
    page,
    db,
  }, testInfo) => {
    // An axe scan and full-page screenshots take a while on a busy two-core machine.
    test.slow();
    const tag = uniqueTag();
    const product = await createProduct(db, {
      name: `Crescent Layers ${tag}`,
      description: "Two fine chains and a hammered crescent, layered to sit just below the collarbone.",
      priceCents: 3_450,
      category: "Necklaces",
      stock: 3,
      images,
    });

    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Crescent Layers ${tag} · Atelier`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Crescent Layers ${tag}`);
    await expect(page.getByText("$34.50", { exact: true })).toBeVisible();
    await expect(page.getByText("Two fine chains and a hammered crescent")).toBeVisible();
    const details = page.getByRole("region", { name: "Details" });
    await expect(details.getByRole("definition").first()).toHaveText("Necklaces");
    await expect(details).toContainText("In stockYes");
    await expect(page.getByRole("button", { name: /add to cart/i })).toBeVisible();

    const main = page.getByRole("img", { name: `Crescent Layers ${tag}, picture 1 of 3` });
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute("width", "800");
    await expect(main).toHaveAttribute("height", "800");
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "product");

    // Thumbnails are buttons: the keyboard chooses a picture as well as the pointer does.
    const third = page.getByRole("button", { name: "Show picture 3 of 3" });
    await third.focus();
    await page.keyboard.press("Enter");
    await expect(third).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("img", { name: `Crescent Layers ${tag}, picture 3 of 3` })).toBeVisible();

    await page.getByRole("link", { name: "Back to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("a sold-out piece says so in its details", async ({ page, db }) => {
    const product = await createProduct(db, { name: `Only One ${uniqueTag()}`, stock: 0 });
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("region", { name: "Details" })).toContainText("In stockNo");
    await expect(page.getByRole("button", { name: "Out of stock" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  });

  test("a missing product answers 404 with 'Product not found' and a way back", async ({ page }, testInfo) => {
    const response = await page.goto(`/product/missing-${uniqueTag()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
    await screenshot(page, testInfo, "product-not-found");
    await page.getByRole("link", { name: "Back to Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("a deleted product answers 404 too", async ({ page, db }) => {
    const product = await createProduct(db, { name: `Retired ${uniqueTag()}` });
    await db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
  });

  test("search engines read the product, its offer and its breadcrumb from JSON-LD", async ({ page, db, baseURL }) => {
    const tag = uniqueTag();
    const product = await createProduct(db, {
      name: `Moon </script> Drops ${tag}`,
      priceCents: 3_150,
      category: "Earrings",
      stock: 0,
      images: ["/products/moonstone-teardrop-earrings-1.svg"],
    });
    await page.goto(`/product/${product.id}`);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as JsonLd);
    const offer = data.find((entry) => entry["@type"] === "Product");
    expect(offer).toMatchObject({
      name: `Moon </script> Drops ${tag}`,
      sku: product.id,
      image: [`${baseURL}/share/products/moonstone-teardrop-earrings-1.jpg`],
      offers: [
        {
          price: "31.50",
          priceCurrency: "USD",
          availability: "https://schema.org/OutOfStock",
          url: `${baseURL}/product/${product.id}`,
          // Her return window, as /admin/pages sets it (14 days until she saves one).
          hasMerchantReturnPolicy: { merchantReturnDays: 14 },
        },
      ],
    });
    const breadcrumb = data.find((entry) => entry["@type"] === "BreadcrumbList");
    expect(breadcrumb?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/` },
      { "@type": "ListItem", position: 2, name: "Shop", item: `${baseURL}/shop` },
      { "@type": "ListItem", position: 3, name: "Earrings", item: `${baseURL}/shop?category=Earrings` },
      {
        "@type": "ListItem",
        position: 4,
        name: `Moon </script> Drops ${tag}`,
        item: `${baseURL}/product/${product.id}`,
      },
    ]);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/product/${product.id}`);
    // Share previews get a raster card of the picture (most ignore SVG), which answers as a JPEG.
    const card = `${baseURL}/share/products/moonstone-teardrop-earrings-1.jpg`;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", card);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    const answer = await page.request.get(card);
    expect(answer.headers()["content-type"]).toBe("image/jpeg");
  });
});
