import sharp from "sharp";
import type { Db } from "../lib/db-client";
import { createOrder } from "../tests/factories/orders";
import { createProduct } from "../tests/factories/products";
import { createAdmin } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./helpers/mail";
import { startOwnDatabaseShop, type OwnDatabaseShop } from "./helpers/own-database-shop";
import { expectNoSeriousA11yViolations, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

// The review request goes out from the shop's background job, which runs at its start and then every 15 minutes: so
// this spec seeds an order delivered eight days ago (past REVIEW_DELAY_DAYS' 7) into a shop of its own before that
// shop starts, and its first run mails the buyer. Its reviews stay out of the suite's shop cards and admin screen.
let own: OwnDatabaseShop;
const tag = uniqueTag();
const piece = `Moss Agate Ring ${tag}`;
const buyer = `reviewer-${tag}@example.test`;
let pieceId = "";
const OFF_TOPIC = "Where is my other parcel? Not about this ring at all.";

async function seed(db: Db): Promise<void> {
  const ring = await createProduct(db, { name: piece, category: "Rings", stock: 4 });
  pieceId = ring.id;
  const deliveredAt = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  const order = await createOrder(db, {
    email: buyer,
    status: "delivered",
    items: [{ product: ring, unitPriceCents: 4_800, quantity: 1, variantName: "Ring size", variantLabel: "7" }],
  });
  await db.orderEvent.create({
    data: {
      orderId: order.id,
      at: deliveredAt,
      actor: "maker@example.test",
      type: "status",
      from: "shipped",
      to: "delivered",
    },
  });
  // Another buyer's review, already published, which the maker will hide as off-topic.
  const other = await createOrder(db, {
    email: `other-${tag}@example.test`,
    status: "delivered",
    items: [{ product: ring, unitPriceCents: 4_800, quantity: 1 }],
  });
  await db.review.create({
    data: {
      productId: ring.id,
      orderId: other.id,
      orderItemId: other.items[0]?.id ?? "",
      rating: 4,
      body: OFF_TOPIC,
      displayName: "Bea K.",
      createdAt: new Date(Date.now() - 60 * 60 * 1000),
    },
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnDatabaseShop("atelier_e2e_reviews", {
    seed,
    env: { SHOP_POSTAL_ADDRESS: "Atelier, 12 Clay Street, Portland, OR 97201" },
  });
});

test.afterAll(async () => {
  await own.stop();
});

/** A small photo of the piece worn, as a phone would send it. */
async function wornPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: "#6b8f71" } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test("a delivered order's mail leads to a review with a photo, shown on the piece's page and its shop card; the maker replies and hides another", async ({
  page,
}) => {
  test.slow();
  const base = own.shop.baseUrl;

  // The buyer's mail, and its link.
  const mail = await waitForEmail(buyer, { subject: "How are you finding your pieces?", timeoutMs: 60_000 });
  const link = /\/reviews\/new\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(`${base}${link ?? ""}`);
  const form = page.getByRole("form", { name: `Review of ${piece} · 7` });
  await form.getByRole("radio", { name: "5 stars, excellent" }).check();
  await form.getByLabel("Title").fill("Wear it every day");
  await form.getByLabel("Your review").fill("The stone catches the light and the band is comfortable all day.");
  await form.getByLabel("Your name").fill("Ana Rivera");
  await form
    .getByLabel("Photos of the piece worn")
    .setInputFiles({ name: "worn.jpg", mimeType: "image/jpeg", buffer: await wornPhoto() });
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("It is on the piece's page now.")).toBeVisible();

  // The piece's page: the figures, her review verified with the size bought, and her photo opening larger.
  await page.goto(`${base}/product/${pieceId}`);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByRole("img", { name: "Rated 4.5 out of 5, 2 reviews" })).toBeVisible();
  const hers = reviews.getByRole("article", { name: "Review by Ana R." });
  await expect(hers.getByText("Verified buyer")).toBeVisible();
  await expect(hers.getByText("Size bought: 7")).toBeVisible();
  const photo = hers.getByRole("link", { name: "Photo 1 of 1 from Ana R.'s review" });
  await photo.click();
  const viewer = page.getByRole("dialog", { name: "Photo 1 of 1" });
  await expect(viewer.getByRole("img", { name: "Photo 1 of 1 from Ana R.'s review" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(photo).toBeFocused();
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { "@type": string } & Record<string, unknown>)
    .find((entry) => entry["@type"] === "Product");
  expect(data).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 2 } });
  await expectNoSeriousA11yViolations(page);

  // The shop's card carries the stars and the count.
  await page.goto(`${base}/shop?search=${encodeURIComponent(tag)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: piece, exact: true }) });
  await expect(card.getByRole("img", { name: "Rated 4.5 out of 5, 2 reviews" })).toContainText("4.5 ★ (2)");
  await expectNoSeriousA11yViolations(page);

  // The maker answers hers in public and hides the other as off-topic (a reason she must choose).
  const admin = await createAdmin(own.db);
  await signInWithToken(page.context(), base, admin.accessToken);
  await page.goto(`${base}/admin/reviews`);
  const mine = page.getByRole("listitem").filter({ hasText: "The stone catches the light" });
  await mine.getByLabel("Public reply").fill("Thank you, Ana: moss agate suits you.");
  await mine.getByRole("button", { name: "Save reply" }).click();
  await expect(mine.getByText("Reply saved.")).toBeVisible();
  const other = page.getByRole("listitem").filter({ hasText: OFF_TOPIC });
  await other.getByLabel("Reason to hide").selectOption({ label: "Off-topic" });
  await other.getByRole("button", { name: "Hide" }).click();
  await expect(other.getByText("Hidden (off-topic)")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The piece's page shows her reply, and the hidden one no more.
  await page.goto(`${base}/product/${pieceId}`);
  await expect(reviews.getByRole("img", { name: "Rated 5.0 out of 5, 1 review" })).toBeVisible();
  await expect(hers.getByText("Thank you, Ana: moss agate suits you.")).toBeVisible();
  await expect(reviews.getByText(OFF_TOPIC)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
