import { createOrder } from "../tests/factories/orders";
import { createAdmin, createUser } from "../tests/factories/users";
import { waitForEmail } from "./helpers/mail";
import { expectNoSeriousA11yViolations, holdScripts, keepScreenshot, screenshot, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";
import { expect, test } from "./fixtures";

// A USPS number as printed on a label, spaces and all; the shop keeps it without the spaces.
const USPS_LABEL = "9400 1118 9922 3856 2287 34";
const USPS = "9400111899223856228734";
const USPS_LINK = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${USPS}`;

test.describe("Admin order page", () => {
  test("from the dashboard to the order: ship it with USPS tracking, the mail carries it, the history shows it, the slip prints", async ({
    page,
    browser,
    db,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const admin = await createAdmin(db);
    await signInWithToken(page.context(), baseURL ?? "", admin.accessToken);
    const buyer = await createUser(db);
    const piece = `Signet Ring ${uniqueTag()}`;
    const order = await createOrder(db, {
      userId: buyer.id,
      email: buyer.email,
      // Long ago, so that it is among the oldest orders to ship whatever else the suite has made; its ship-by day
      // passed.
      createdAt: new Date(Date.UTC(2000, 0, 1, 0, 0, Math.floor(Math.random() * 3_600))),
      shipBy: "2000-01-10",
      taxCents: 0,
      items: [
        {
          name: piece,
          unitPriceCents: 6_500,
          quantity: 1,
          variantName: "Ring size",
          variantLabel: "7",
          personalization: "A & B forever",
          leadTimeDays: 5,
        },
      ],
    });
    const number = order.id.slice(-8).toUpperCase();
    const since = new Date();

    // The dashboard: what needs attention comes first, the overdue order among the orders to ship, in red.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Needs attention");
    const toShip = page
      .getByTestId("to-ship")
      .getByRole("listitem")
      .filter({ hasText: `#${number}` });
    await expect(toShip).toContainText("Overdue: ship by Monday, January 10");
    await expect(page.getByRole("img", { name: "Sales by week" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Sales by week" })).toBeAttached();
    await expect(page.getByRole("table", { name: "Sales by week" }).getByRole("row")).toHaveCount(13);
    await expect(page.getByTestId("average-order")).toHaveText(/^\$\d/);
    await keepScreenshot(page.getByRole("region", { name: "Needs attention" }), testInfo, "needs-attention");
    await keepScreenshot(page.getByRole("region", { name: /Sales, last 12 weeks/ }), testInfo, "sales");
    await expectNoSeriousA11yViolations(page);

    // The order: its piece with size and engraving, the buyer, the money, the missed day.
    await toShip.getByRole("link", { name: `#${number}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `#${number}` })).toBeVisible();
    await expect(page.getByTestId("ship-by")).toHaveText("Overdue: was to ship by Monday, January 10");
    const line = page.getByTestId("order-line");
    await expect(line).toContainText(`1 × ${piece}`);
    await expect(line).toContainText("Ring size: 7");
    await expect(line).toContainText("Engraving: “A & B forever”");
    await expect(page.getByTestId("payment")).toContainText("Captured$65.00");
    await expect(page.getByText("This order was placed before the shop kept a history")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Shipped with USPS tracking: the link is built from the number.
    await page.getByLabel("Carrier").selectOption("usps");
    await page.getByLabel("Tracking number").fill(USPS_LABEL);
    await page.getByRole("button", { name: "Mark shipped with tracking" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Order #${number} is now shipped.` })).toBeVisible();
    const tracking = page.getByTestId("tracking");
    await expect(tracking).toContainText(`USPS ${USPS}`);
    await expect(tracking.getByRole("link", { name: /Track your parcel/ })).toHaveAttribute("href", USPS_LINK);

    // A private note joins the history under the admin's email, with each step of the shipping.
    await page.getByRole("textbox", { name: /Private note/ }).fill("Wrapped in the blue box.");
    await page.getByRole("button", { name: "Add note" }).click();
    const trail = page.getByTestId("order-trail");
    await expect(trail).toContainText("Wrapped in the blue box.");
    await expect(trail).toContainText("Status Processing → Shipped");
    await expect(trail).toContainText(`Tracking added: USPS ${USPS}`);
    await expect(trail).toContainText("Mail queued: shipped notice");
    // The page has been refreshed (its history shows the move), and the confirmation is still there to read.
    await expect(page.getByRole("status").filter({ hasText: `Order #${number} is now shipped.` })).toBeVisible();
    await expect(trail.getByRole("listitem").filter({ hasText: "Private note" })).toContainText(admin.email);
    await screenshot(page, testInfo, "order-page");
    await expectNoSeriousA11yViolations(page);

    // The buyer's mail: carrier, number and link, in the text and in the HTML.
    const mail = await waitForEmail(buyer.email, { subject: `Shipped: your Atelier order #${number}`, since });
    expect(mail.text).toContain(`Tracking: USPS ${USPS}`);
    expect(mail.text).toContain(`Track your parcel: ${USPS_LINK}`);
    expect(mail.html).toContain(`href="${USPS_LINK}"`);

    // The packing slip: with prices, then as a gift without; printed, the shop's header and footer stay off the sheet.
    await page.getByRole("link", { name: "Packing slip" }).click();
    await expect(page.getByTestId("slip-number")).toHaveText(`#${number}`);
    const slipLines = page.getByTestId("slip-lines");
    await expect(slipLines).toContainText(piece);
    await expect(slipLines).toContainText("Ring size: 7");
    await expect(slipLines).toContainText("Engraving: “A & B forever”");
    await expect(slipLines).toContainText("$65.00");
    await page.getByLabel("Gift: leave the prices off").check();
    await page.getByRole("button", { name: "Update slip" }).click();
    await expect(page).toHaveURL(/\?gift=1$/);
    await expect(slipLines).not.toContainText("$");
    await expect(page.getByTestId("slip-amounts")).toHaveCount(0);
    await expect(page.getByText("Ada Lovelace")).toBeVisible();
    await screenshot(page, testInfo, "packing-slip");
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("slip-number")).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await screenshot(page, testInfo, "packing-slip-print");
    await page.emulateMedia({ media: "screen" });

    // The buyer's own order page shows the tracking too.
    const buyerContext = await browser.newContext({ baseURL });
    try {
      await signInWithToken(buyerContext, baseURL ?? "", buyer.accessToken);
      const buyerPage = await buyerContext.newPage();
      await buyerPage.goto(`/account/orders/${order.id}`);
      await expect(buyerPage.getByTestId("tracking")).toContainText(`USPS ${USPS}`);
      await expect(buyerPage.getByText("Wrapped in the blue box.")).toHaveCount(0);
    } finally {
      await buyerContext.close();
    }
  });
  test("what the maker types and chooses on an order's page while it is still loading is kept: the note is saved, the carrier stays", async ({
    page,
    db,
    baseURL,
  }) => {
    const admin = await createAdmin(db);
    await signInWithToken(page.context(), baseURL ?? "", admin.accessToken);
    const order = await createOrder(db, {
      email: `early-note-${uniqueTag()}@example.test`,
      items: [{ name: `Early Note Locket ${uniqueTag()}`, unitPriceCents: 4_000, quantity: 1 }],
    });
    // /admin on a phone: the page is drawn with the document, and its scripts arrive once she has typed.
    const scripts = await holdScripts(page);
    await page.goto(`/admin/orders/${order.id}`, { waitUntil: "commit" });
    await page.getByLabel("Carrier").selectOption("ups");
    await page.getByRole("textbox", { name: /Private note/ }).fill("Gift wrap, no receipt.");
    scripts.release();

    // The carrier chosen early is the form's: the tracking number it asks for can now be typed.
    await expect(page.getByLabel("Tracking number")).toBeEnabled();
    await expect(page.getByLabel("Carrier")).toHaveValue("ups");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByTestId("order-trail")).toContainText("Gift wrap, no receipt.");
  });
});
