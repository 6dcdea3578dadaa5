import type { Browser, Page } from "@playwright/test";
import { createAddress } from "../tests/factories/addresses";
import { createEngravableRing, createProduct } from "../tests/factories/products";
import { createAdmin, createUser } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { fillGuestShipping } from "./helpers/guest-checkout";
import { waitForEmail } from "./helpers/mail";
import { expectNoSeriousA11yViolations, holdScripts, uniqueTag, untilHydrated } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

type Db = Parameters<typeof createProduct>[0];

/** The pieces tests' ring (sizes 6, 7 and 8, 8 dearer), made to order in 3 business days, initials engraved inside. */
function engravableRing(db: Db, name: string) {
  return createEngravableRing(db, {
    name,
    leadTimeDays: 3,
    personalization: { label: "Initials inside the band", maxLength: 4, required: true },
  });
}

/** On the product page: size 7, "A+J" engraved, into the bag; then to checkout through the bag. */
async function buySevenEngraved(page: Page, productId: string, name: string) {
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("From $48.00")).toBeVisible();
  await expect(page.getByText("Made to order — ships within 3 business days")).toBeVisible();
  // Nothing chosen yet: the page asks for a size before anything is sent.
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("alert")).toHaveText("Choose a ring size");
  await page.getByRole("radio", { name: "7" }).check({ force: true });
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(main.getByRole("alert")).toHaveText("Initials inside the band is required");
  await page.getByLabel("Initials inside the band").fill("A+J");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`1 × ${name} (Ring size: 7, “A+J”)`)).toBeVisible();
  await page.getByRole("button", { name: "View Bag" }).click();
  const bag = page.getByRole("dialog");
  await expect(bag.getByText("Ring size: 7")).toBeVisible();
  await expect(bag.getByText("Personalized: “A+J”")).toBeVisible();
  await expect(bag.getByText("Made to order — ships within 3 business days")).toBeVisible();
}

/** The confirmation page and email say the size, the text and the ship-by date. */
async function expectConfirmedWithChoice(page: Page, email: string) {
  await expect(page).toHaveURL(/\/order-confirmation\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
  const item = page.getByTestId("order-item");
  await expect(item).toContainText("Ring size: 7");
  await expect(item).toContainText("Personalized: “A+J”");
  await expect(page.getByTestId("ship-by")).toHaveText(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday), [A-Z][a-z]+ \d{1,2}$/,
  );
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  const mail = await waitForEmail(email, { subject: orderId.slice(-8).toUpperCase() });
  expect(mail.text).toContain("(Ring size: 7 · “A+J”) × 1  $48.00");
  expect(mail.text).toMatch(/Ships by: (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}/);
  return orderId;
}

/** The maker, in /admin in a browser of her own, finds the order with the size, the text and the day it ships by. */
async function expectAdminSeesChoice(browser: Browser, db: Db, baseURL: string, orderId: string, piece: string) {
  const admin = await createAdmin(db);
  const context = await browser.newContext({ baseURL });
  try {
    await signInWithToken(context, baseURL, admin.accessToken);
    const page = await context.newPage();
    await page.goto("/admin");
    // The order number as buyers see it: the id's last 8 characters, upper case.
    const entry = page
      .getByTestId("admin-order")
      .filter({ hasText: `#${orderId.slice(-8).toUpperCase()}` })
      .filter({ visible: true });
    await expect(entry).toContainText(`1 × ${piece}`);
    await expect(entry).toContainText("Ring size: 7");
    await expect(entry).toContainText("Personalized: “A+J”");
    await expect(entry).toContainText(/Ship by (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}/);
  } finally {
    await context.close();
  }
}

test.describe("A ring in a size, engraved", () => {
  test("a guest buys size 7 engraved “A+J”: the bag, the confirmation and the email say so, with the ship-by date, and the maker finds it in /admin", async ({
    page,
    browser,
    db,
    baseURL,
  }) => {
    test.slow();
    const name = `Hammered Band ${uniqueTag()}`;
    const ring = await engravableRing(db, name);
    await buySevenEngraved(page, ring.id, name);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Proceed to checkout/i })
      .click();
    await page.getByRole("dialog").getByRole("link", { name: "Guest Checkout" }).click();
    const email = `ring-guest-${uniqueTag()}@example.test`;
    await fillGuestShipping(page, email);
    await expect(page.getByTestId("summary-item")).toContainText("Ring size: 7");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    const orderId = await expectConfirmedWithChoice(page, email);
    const variants = await db.productVariant.findMany({ where: { productId: ring.id }, orderBy: { position: "asc" } });
    expect(variants.map((variant) => variant.stock)).toEqual([2, 0, 3]);
    await expectAdminSeesChoice(browser, db, baseURL ?? "", orderId, name);
  });

  test("a member buys size 7 engraved “A+J”, and finds it in the order history", async ({ page, db, baseURL }) => {
    test.slow();
    const name = `Twisted Band ${uniqueTag()}`;
    const ring = await engravableRing(db, name);
    const member = await createUser(db);
    await createAddress(db, member.id, { firstName: "Ada", state: "OR", makeDefault: true });
    await signInWithToken(page.context(), baseURL ?? "", member.accessToken);
    await buySevenEngraved(page, ring.id, name);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Proceed to checkout/i })
      .click();
    await expect(page).toHaveURL(/\/checkout\/user$/);
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await expect(page.getByTestId("summary-item")).toContainText("Personalized: “A+J”");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    const orderId = await expectConfirmedWithChoice(page, member.email);

    await page.goto(`/orders/${orderId}`);
    await expect(page.getByTestId("order-item")).toContainText("Ring size: 7");
    await expect(page.getByTestId("order-item")).toContainText("Personalized: “A+J”");
    await expect(page.getByText(/^Ships by (Monday|Tuesday|Wednesday|Thursday|Friday)/)).toBeVisible();
  });

  test("a size chosen and initials typed before the page's scripts arrive are what goes into the bag", async ({
    page,
    db,
  }) => {
    const name = `Early Band ${uniqueTag()}`;
    const ring = await engravableRing(db, name);
    // A slow phone: the buy box is drawn with the document, and the framework's scripts arrive once the choice is made.
    const scripts = await holdScripts(page);
    await page.goto(`/product/${ring.id}`, { waitUntil: "commit" });
    await page.getByRole("radio", { name: "7" }).check({ force: true });
    await page.getByLabel("Initials inside the band").fill("A+J");
    scripts.release();

    const add = page.getByRole("button", { name: "Add to Cart" });
    // Before hydration a press does nothing at all.
    await untilHydrated(add);
    await add.click();
    await expect(page.getByText(`1 × ${name} (Ring size: 7, “A+J”)`)).toBeVisible();
  });

  test("the product page with sizes and engraving has no serious accessibility problem, and the keyboard reaches every choice", async ({
    page,
    db,
  }) => {
    const name = `Keyboard Band ${uniqueTag()}`;
    const ring = await engravableRing(db, name);
    await page.goto(`/product/${ring.id}`);
    await expectNoSeriousA11yViolations(page);
    const sizes = page.getByRole("group", { name: "Ring size" });
    await expect(sizes.getByRole("radio")).toHaveCount(3);
    await sizes.getByRole("radio", { name: "6" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(sizes.getByRole("radio", { name: "7" })).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Ring size: 8 · $52.00")).toBeVisible();
  });
});

test.describe("Sold work and drafts", () => {
  test("a sold one-of-a-kind piece keeps its page: Sold, no Add to Cart, SoldOut for search engines, a way to ask for something similar, and a place in Sold work", async ({
    page,
    db,
  }) => {
    const name = `Opal Drop ${uniqueTag()}`;
    const piece = await createProduct(db, { name, oneOfAKind: true, stock: 0, soldAt: new Date(), priceCents: 9_900 });
    const answer = await page.goto(`/product/${piece.id}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByText("Sold", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(jsonLd).toContain("https://schema.org/SoldOut");
    await page.getByRole("link", { name: "Ask for something similar" }).click();
    await expect(page).toHaveURL(new RegExp(`/custom\\?similar=${piece.id}$`));
    await expect(page.getByRole("main").getByRole("note")).toContainText(name);

    await page.goto("/shop");
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Sold work" }).click();
    await expect(page).toHaveURL(/\/shop\?availability=sold$/);
    await expect(page.getByRole("heading", { name: "Sold work", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("a draft is invisible to a shopper: its page is a 404, and the shop and search do not list it", async ({
    page,
    db,
  }) => {
    const name = `Draft Cuff ${uniqueTag()}`;
    const draft = await createProduct(db, { name, published: false });
    const answer = await page.goto(`/product/${draft.id}`);
    expect(answer?.status()).toBe(404);
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name: `No products found for "${name}"` })).toBeVisible();
  });
});
