import { createProduct } from "../tests/factories/products";
import { accessTokenFor, createAdmin } from "../tests/factories/users";
import { phonePhoto } from "../tests/factories/photos";
import { expect, test } from "./fixtures";
import { screenshot, uniqueTag } from "./helpers/pages";

// The maker's real photos, not drawings: two 12-megapixel phone photos (about 8 MB each, made here) uploaded through
// the admin API, then the product page on a phone, counting every image byte the browser downloads.
test("a product page built from 12-megapixel phone photos downloads at most 400 kB of images on a phone", async ({
  page,
  db,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "what a phone's screen downloads");
  test.slow();

  const token = await accessTokenFor(await createAdmin(db));
  const urls: string[] = [];
  for (const name of ["IMG_2041.jpg", "IMG_2042.jpg"]) {
    const photo = Buffer.from(await phonePhoto(4000, 3000));
    const answer = await request.post(`${baseURL}/api/uploads`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name, mimeType: "image/jpeg", buffer: photo } },
    });
    expect(answer.status()).toBe(201);
    const { data } = (await answer.json()) as { data: { url: string; width: number; height: number } };
    expect([data.width, data.height]).toEqual([1600, 1200]);
    urls.push(data.url);
  }
  const piece = await createProduct(db, { name: `Field Photo Cuff ${uniqueTag()}`, images: urls });

  let imageBytes = 0;
  const images: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "image") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    imageBytes += body.byteLength;
    images.push(`${response.url()} ${body.byteLength}`);
  });
  await page.goto(`/product/${piece.id}`);
  await expect(page.getByRole("img", { name: piece.name }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");

  await screenshot(page, testInfo, "product-from-photos");
  testInfo.annotations.push({ type: "image bytes", description: `${imageBytes} bytes in ${images.length} images` });
  expect(images.some((line) => line.includes("uploads"))).toBe(true);
  expect(imageBytes, images.join("\n")).toBeLessThanOrEqual(400_000);
});
