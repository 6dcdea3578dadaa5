import { createOrder } from "../tests/factories/orders";
import { createAdmin, createUser } from "../tests/factories/users";
import { waitForEmail } from "./helpers/mail";
import { expectNoSeriousA11yViolations, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";
import { expect, test } from "./fixtures";

test.describe("Admin orders", () => {
  test("the maker marks a paid order shipped: the buyer's order page says Shipped and the shipped email arrives", async ({
    page,
    browser,
    db,
    baseURL,
  }) => {
    // A build-free run still waits on the outbox and the mail catcher; give it the slow-test allowance.
    test.setTimeout(60_000);
    const admin = await createAdmin(db);
    await signInWithToken(page.context(), baseURL ?? "", admin.accessToken);
    const buyer = await createUser(db);
    const piece = `Opal Ring ${uniqueTag()}`;
    const order = await createOrder(db, {
      userId: buyer.id,
      email: buyer.email,
      shipBy: "2026-12-08",
      items: [
        {
          name: piece,
          unitPriceCents: 3_000,
          quantity: 1,
          variantName: "Ring size",
          variantLabel: "7",
          personalization: "<b>M & J</b>",
          leadTimeDays: 5,
        },
      ],
    });
    // The order number buyers see (the id's last 8 characters, upper case), written out rather than asked of the code
    // under test.
    const number = order.id.slice(-8).toUpperCase();
    const since = new Date();

    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 2, name: "Orders" })).toBeVisible();
    const entry = page
      .getByTestId("admin-order")
      .filter({ hasText: `#${number}` })
      .filter({ visible: true });
    await expect(entry.getByText("Processing", { exact: true })).toBeVisible();
    // What to make and by when: the piece, its size, the buyer's text exactly as typed (never read as markup).
    await expect(entry).toContainText(`1 × ${piece}`);
    await expect(entry).toContainText("Ring size: 7");
    await expect(entry).toContainText("Personalized: “<b>M & J</b>”");
    await expect(entry).toContainText("Ship by Tue, Dec 8");
    await expectNoSeriousA11yViolations(page);

    // Cancelling asks first; saying no leaves the order as it was.
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to cancel this order? The payment will be refunded.");
      void dialog.dismiss();
    });
    await entry.getByRole("button", { name: `Cancel & refund for order #${number}` }).click();
    await expect(entry.getByText("Processing", { exact: true })).toBeVisible();

    await entry.getByRole("button", { name: `Mark shipped for order #${number}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Order #${number} is now shipped.` })).toBeVisible();
    await expect(entry.getByText("Shipped", { exact: true })).toBeVisible();
    await expect(entry.getByRole("button", { name: `Mark delivered for order #${number}` })).toBeVisible();
    await expect(entry.getByRole("button", { name: /Cancel & refund/ })).toHaveCount(0);

    const mail = await waitForEmail(buyer.email, { subject: `Shipped: your Atelier order #${number}`, since });
    expect(mail.text).toContain(piece);

    const buyerContext = await browser.newContext({ baseURL });
    try {
      await signInWithToken(buyerContext, baseURL ?? "", buyer.accessToken);
      const buyerPage = await buyerContext.newPage();
      await buyerPage.goto(`/account/orders/${order.id}`);
      await expect(buyerPage.getByTestId("timeline-step")).toHaveText(["Order Placed", "Processing", "Shipped"]);
    } finally {
      await buyerContext.close();
    }
  });
});
