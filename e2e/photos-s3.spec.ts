import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { createS3Client } from "../lib/images/s3-store";
import { startShopServer, type ShopServer } from "../scripts/runtime/shop-server";
import { plainPng } from "../tests/factories/photos";
import { createProduct } from "../tests/factories/products";
import { createAdmin } from "../tests/factories/users";
import { startLocalBucket, type LocalBucket } from "../tests/support/s3-server";
import { expect, test } from "./fixtures";
import { decodedWidth, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

function required(name: "DATABASE_URL" | "MAIL_SMTP_URL" | "AUTH_SECRET"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts`);
  return value;
}

// The suite's build served once more, with IMAGE_STORE=s3 against an S3-compatible server started here (s3rver):
// the maker's upload in /admin goes to the bucket, the shop serves it from there, and a bucket that goes away
// costs the photos, never the pages.
test.describe("Photos in an S3 bucket", () => {
  let bucket: LocalBucket | undefined;
  let client: S3Client | undefined;
  let shop: ShopServer | undefined;

  test.beforeAll(async () => {
    bucket = await startLocalBucket();
    client = createS3Client(bucket.settings);
    shop = await startShopServer({
      databaseUrl: required("DATABASE_URL"),
      authSecret: required("AUTH_SECRET"),
      smtpUrl: required("MAIL_SMTP_URL"),
      build: false,
      env: { ...bucket.env, TRUSTED_PROXY: "1" },
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    client?.destroy();
    await bucket?.close();
  });

  test("the maker uploads a photo in /admin: it is stored in the bucket and shown on the piece's page; the bucket away, the page still renders", async ({
    page,
    context,
    db,
    request,
  }) => {
    test.setTimeout(60_000);
    if (!shop || !bucket || !client) throw new Error("the S3 shop did not start");
    const base = shop.baseUrl;
    const name = `Bucket Band ${uniqueTag()}`;
    const piece = await createProduct(db, { name, category: "Rings", stock: 3 });
    const { accessToken } = await createAdmin(db);
    await signInWithToken(context, base, accessToken);

    await page.goto(`${base}/admin?q=${encodeURIComponent(name)}`);
    const entry = page.getByTestId("admin-product").filter({ hasText: name }).filter({ visible: true });
    await entry.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    await dialog
      .getByLabel("Upload image")
      .setInputFiles({ name: "band.png", mimeType: "image/png", buffer: Buffer.from(await plainPng(40, 30)) });
    await expect(dialog.getByRole("img", { name: "Preview of the product image" })).toBeVisible();
    await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const imageUrl = await dialog.getByLabel("Image URL").inputValue();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();

    // In the bucket, under the name the URL carries, beside the original as uploaded.
    const key = imageUrl.slice("/uploads/".length);
    const stored = await client.send(new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: `public/${key}` }));
    expect(stored.ContentType).toBe("image/webp");
    await client.send(
      new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: `originals/${key.replace(/\.webp$/, ".png")}` }),
    );

    // The piece's page shows it: the picture decodes, 40 pixels wide as uploaded.
    await page.goto(`${base}/product/${piece.id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const picture = page.getByRole("img", { name }).first();
    await expect.poll(decodedWidth(picture), { timeout: 20_000 }).toBe(40);
    const served = await request.get(`${base}${imageUrl}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // The bucket away: the page still renders, the photo answers 503 with Retry-After; back, it is served again.
    await bucket.stop();
    try {
      const pageWithout = await request.get(`${base}/product/${piece.id}`);
      expect(pageWithout.status()).toBe(200);
      expect(await pageWithout.text()).toContain(name);
      const away = await request.get(`${base}${imageUrl}`);
      expect(away.status()).toBe(503);
      expect(away.headers()["retry-after"]).toBe("5");
    } finally {
      await bucket.start();
    }
    expect((await request.get(`${base}${imageUrl}`)).status()).toBe(200);
  });
});
