import type { APIRequestContext } from "@playwright/test";
import type { Db } from "../lib/db-client";
import { startShopServer, type ShopServer } from "../scripts/runtime/shop-server";
import { plainPng } from "../tests/factories/photos";
import { createProduct } from "../tests/factories/products";
import { accessTokenFor, createAdmin } from "../tests/factories/users";
import { recordCspViolations } from "./helpers/csp";
import { expect, test } from "./fixtures";
import { uniqueTag } from "./helpers/pages";

function required(name: "DATABASE_URL" | "MAIL_SMTP_URL" | "AUTH_SECRET"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
}

const CDN = "https://photos.atelier-cdn.test";

/** A 40 × 30 photo uploaded by an admin through the shop's API: its stored name (`<key>.webp`). */
async function uploadPhoto(request: APIRequestContext, db: Db, baseUrl: string): Promise<string> {
  const token = await accessTokenFor(await createAdmin(db));
  const answer = await request.post(`${baseUrl}/api/uploads`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "band.png", mimeType: "image/png", buffer: Buffer.from(await plainPng(40, 30)) } },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { url: string } };
  return data.url.slice("/uploads/".length);
}

// The suite's build (made without a CDN) served once more with PUBLIC_IMAGE_BASE_URL set. The CDN is another company's
// service: the
// browser's requests to it are answered here with a picture of known size, so what is checked is the shop's part,
// that the page links the CDN and that its policy lets the browser load from there.
test.describe("Photos from a CDN", () => {
  let shop: ShopServer | undefined;

  test.beforeAll(async () => {
    shop = await startShopServer({
      databaseUrl: required("DATABASE_URL"),
      authSecret: required("AUTH_SECRET"),
      smtpUrl: required("MAIL_SMTP_URL"),
      build: false,
      env: { PUBLIC_IMAGE_BASE_URL: CDN, TRUSTED_PROXY: "1" },
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test("the shop grid's picture is the stored one on the CDN, and it loads under the page's policy", async ({
    page,
    db,
    request,
  }) => {
    if (!shop) throw new Error("the shop with a CDN did not start");
    const tag = uniqueTag();
    const category = `Cdn ${tag}`;
    const key = await uploadPhoto(request, db, shop.baseUrl);
    await createProduct(db, { name: `Cdn Band ${tag}`, category, images: [`/uploads/${key}`] });
    // The CDN in front of the bucket answers with the bucket's bytes, which the shop serves at /uploads/<name> too.
    const served: string[] = [];
    const stored = await request.get(`${shop.baseUrl}/uploads/${key}`);
    expect(stored.status()).toBe(200);
    const picture = await stored.body();
    await page.route(`${CDN}/**`, async (route) => {
      served.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "image/webp", body: picture });
    });
    const violations = await recordCspViolations(page);

    const answer = await page.goto(`${shop.baseUrl}/shop?category=${encodeURIComponent(category.toLowerCase())}`);
    const image = page
      .getByRole("article")
      .filter({ hasText: `Cdn Band ${tag}` })
      .locator("img");
    await expect(image).toHaveAttribute("src", `${CDN}/${key}`);
    expect(await image.getAttribute("srcset")).toBeNull();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
      .toBe(40);
    expect([...new Set(served)]).toEqual([`${CDN}/${key}`]);
    expect(violations).toEqual([]);

    // The policy names the CDN for images only; the database keeps /uploads/<key>.
    expect(answer?.headers()["content-security-policy"]).toContain(`img-src 'self' ${CDN}`);
    expect((await db.product.findFirstOrThrow({ where: { category } })).images).toEqual([`/uploads/${key}`]);
  });

  test("a build made without the CDN keeps the product page's photos on the shop: its fixed policy would block the CDN", async ({
    page,
    db,
    request,
  }) => {
    if (!shop) throw new Error("the shop with a CDN did not start");
    const key = await uploadPhoto(request, db, shop.baseUrl);
    const piece = await createProduct(db, { name: `Cdn Cuff ${uniqueTag()}`, images: [`/uploads/${key}`] });
    const violations = await recordCspViolations(page);
    const answer = await page.goto(`${shop.baseUrl}/product/${piece.id}`);
    expect(answer?.headers()["content-security-policy"]).not.toContain("atelier-cdn");
    const large = page.getByRole("img", { name: piece.name }).first();
    await expect(large).toHaveAttribute(
      "src",
      new RegExp(`^/_next/image\\?url=%2Fuploads%2F${key.replace(".", "\\.")}&`),
    );
    // Drawn from the optimizer's srcset, whose width descriptors scale naturalWidth: it loaded, whatever its size.
    await expect
      .poll(() => large.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    expect(violations).toEqual([]);
  });
});
