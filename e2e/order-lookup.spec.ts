import type { Page } from "@playwright/test";
import { createOrder } from "../tests/factories/orders";
import { createProduct } from "../tests/factories/products";
import { expect, test } from "./fixtures";
import { waitForEmail, type CaughtMail } from "./helpers/mail";
import { axeOf, expectNoindex, screenshot, uniqueTag } from "./helpers/pages";

/** The path of the order link in the mail's text ("/orders/view/…"). */
function viewPath(mail: CaughtMail): string {
  const path = /https?:\/\/[^/\s]+(\/orders\/view\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!path) throw new Error(`No order link in "${mail.subject}":\n${mail.text}`);
  return path;
}

/**
 * Lighthouse's accessibility score is 100 only with none of its axe rules failing, of any impact. "region" is not one
 * of them; it flags the test gateway's site-wide "Test mode" note, which these runs show above every page.
 */
async function expectNoA11yViolations(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  const results = await axeOf(page).disableRules(["region"]).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

test.describe("Track an order", () => {
  test("a guest finds her order from the footer: the mailed link opens it read-only, the address partly masked", async ({
    page,
    db,
  }, testInfo) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const email = `guest-${tag}@example.test`;
    const name = `Garnet Band ${tag}`;
    const product = await createProduct(db, { name, priceCents: 4_200 });
    const order = await createOrder(db, {
      email,
      status: "shipped",
      shipBy: "2026-12-04",
      items: [
        {
          product,
          unitPriceCents: 4_200,
          quantity: 1,
          variantName: "Ring size",
          variantLabel: "7",
          personalization: "A+J",
        },
      ],
    });
    const number = order.id.slice(-8).toUpperCase();

    await page.goto("/shop");
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await footer
      .getByRole("navigation", { name: "Customer care" })
      .getByRole("link", { name: "Track an order" })
      .click();
    await expect(page).toHaveURL(/\/orders\/lookup$/);
    await expect(page.getByRole("heading", { level: 1, name: "Track an order" })).toBeVisible();
    await expectNoA11yViolations(page);

    const main = page.getByRole("main");
    await main.getByLabel("Email address").fill(email.toUpperCase());
    // As a buyer copies it from the mail: with its # and in lower case.
    await main.getByLabel("Order number").fill(`#${number.toLowerCase()}`);
    await main.getByRole("button", { name: "Email me a link" }).click();
    // A plain form: the browser comes back to the page, which says the same whatever was typed.
    await expect(page).toHaveURL(/\/orders\/lookup\?sent=1$/);
    await expect(main.getByRole("status")).toHaveText(
      "If that order number belongs to that email, a link to view the order is on its way. It works for 30 minutes.",
    );
    await screenshot(page, testInfo, "order-lookup-sent");

    const mail = await waitForEmail(email, { subject: `View your Atelier order #${number}` });
    expect(mail.text).toContain("The link works for 30 minutes.");
    expect(mail.html).toContain(">View your order</a>");
    const path = viewPath(mail);
    expect(mail.html).toContain(path);

    const response = await page.goto(path);
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    expect(response?.headers()["cache-control"]).not.toMatch(/public/);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expectNoindex(page);
    await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
    await expect(page.getByRole("list", { name: "Order status" }).getByRole("listitem")).toHaveText([
      "Order Placed",
      "Processing",
      "Shipped",
    ]);
    await expect(page.getByText("Ships by Friday, December 4")).toBeVisible();
    const line = page.getByTestId("order-item");
    await expect(line).toContainText(name);
    await expect(line).toContainText("Ring size: 7");
    await expect(line).toContainText("Personalized: “A+J”");
    const shipping = page.locator("address");
    await expect(shipping).toContainText("Ada L.");
    await expect(shipping).toContainText("Sacramento, CA 958•••");
    await expect(page.getByRole("main")).not.toContainText("Garnet Lane");
    await expect(page.getByRole("main")).not.toContainText("Lovelace");
    await expect(page.getByRole("main")).not.toContainText(email);
    await expectNoA11yViolations(page);
    await screenshot(page, testInfo, "order-view");
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("the form works without script: a number that cannot be one comes back with what to fix, a right pair with the same sentence", async ({
      page,
      db,
    }) => {
      const email = `noscript-${uniqueTag()}@example.test`;
      const order = await createOrder(db, { email, items: [{ unitPriceCents: 2_000, quantity: 1 }] });
      const number = order.id.slice(-8).toUpperCase();
      await page.goto("/orders/lookup");
      const main = page.getByRole("main");
      await main.getByLabel("Email address").fill(email);
      await main.getByLabel("Order number").fill("ABC");
      await main.getByRole("button", { name: "Email me a link" }).click();
      await expect(page).toHaveURL(/\/orders\/lookup\?problem=number$/);
      await expect(main.getByRole("alert")).toHaveText(
        "The order number is the 8 letters and digits after # in your confirmation email. Please enter it again.",
      );

      await main.getByLabel("Email address").fill(email);
      await main.getByLabel("Order number").fill(number);
      await main.getByRole("button", { name: "Email me a link" }).click();
      await expect(page).toHaveURL(/\/orders\/lookup\?sent=1$/);
      await expect(main.getByRole("status")).toContainText("a link to view the order is on its way");
      expect((await waitForEmail(email, { subject: `View your Atelier order #${number}` })).text).toContain(
        "/orders/view/",
      );
    });
  });

  test("a link that opens nothing says so and leads back to the lookup", async ({ page }) => {
    await page.goto(`/orders/view/${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
    await expectNoindex(page);
    await page.getByRole("main").getByRole("link", { name: "Track an order" }).click();
    await expect(page).toHaveURL(/\/orders\/lookup$/);
  });
});
