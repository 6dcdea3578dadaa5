import { readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { Db } from "../lib/db-client";
import { createOrder, DEFAULT_SHIPPING_ADDRESS } from "../tests/factories/orders";
import { createAdmin, createUser } from "../tests/factories/users";
import { waitForEmail } from "./helpers/mail";
import { expectNoSeriousA11yViolations, holdScripts, settled, uniqueTag, untilHydrated } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";
import { expect, test } from "./fixtures";

/**
 * A member's order whose payment the test gateway captured: two pieces of $20, $15 express shipping, $2.90 tax =
 * $57.90. Its number, as /admin/orders shows and finds it.
 */
async function capturedOrder(db: Db, piece: string): Promise<{ buyer: { id: string; email: string }; number: string }> {
  const buyer = await createUser(db);
  const intentId = `pi_${randomBytes(12).toString("hex")}`;
  await db.testPaymentIntent.create({
    data: { id: intentId, clientSecret: `${intentId}_secret_e2e`, amount: 5_790, currency: "usd", status: "succeeded" },
  });
  const order = await createOrder(db, {
    userId: buyer.id,
    email: buyer.email,
    paymentIntentId: intentId,
    shippingMethod: "express",
    taxCents: 290,
    items: [{ name: `${piece} ${uniqueTag()}`, unitPriceCents: 2_000, quantity: 2 }],
  });
  return { buyer, number: order.id.slice(-8).toUpperCase() };
}

test.describe("The books", () => {
  test("the maker refunds the shipping of a captured order: the row shows refunded and remaining, the buyer's mail says amount and reason", async ({
    page,
    db,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const admin = await createAdmin(db);
    await signInWithToken(page.context(), baseURL ?? "", admin.accessToken);
    const { buyer, number } = await capturedOrder(db, "Garnet Studs");
    const since = new Date();

    await page.goto(`/admin/orders?q=${number}`);
    const entry = page
      .getByTestId("admin-order")
      .filter({ hasText: `#${number}` })
      .filter({ visible: true });
    await entry.locator("summary", { hasText: "Refund part" }).click();
    await entry.getByRole("button", { name: "Shipping ($15.00)" }).click();
    await expect(entry.getByLabel("Amount ($)")).toHaveValue("15.00");
    await entry.getByLabel("Reason (the buyer reads it)").fill("Your parcel left a week late: the shipping is on us.");
    await expectNoSeriousA11yViolations(page);
    await entry.getByRole("button", { name: "Refund", exact: true }).click();

    await expect(entry.getByTestId("order-refunds")).toHaveText("Refunded $15.00 · $42.90 remains");
    const mail = await waitForEmail(buyer.email, {
      subject: `Refund of $15.00 for your Atelier order #${number}`,
      since,
    });
    expect(mail.text).toContain("Reason: Your parcel left a week late: the shipping is on us.");
    expect(mail.text).toContain("The rest of your payment, $42.90, stays charged for this order.");
  });

  test("an amount and reason the maker types before the orders page's scripts arrive are what is refunded", async ({
    page,
    db,
    baseURL,
  }) => {
    const admin = await createAdmin(db);
    await signInWithToken(page.context(), baseURL ?? "", admin.accessToken);
    const { number } = await capturedOrder(db, "Early Refund Hoops");
    // /admin on a phone: the list is drawn with the document, and the panel opens without scripts (a <details>).
    const scripts = await holdScripts(page);
    await page.goto(`/admin/orders?q=${number}`, { waitUntil: "commit" });
    const entry = page
      .getByTestId("admin-order")
      .filter({ hasText: `#${number}` })
      .filter({ visible: true });
    await entry.locator("summary", { hasText: "Refund part" }).click();
    const amount = entry.getByLabel("Amount ($)");
    await amount.fill("12.50");
    await entry.getByLabel("Reason (the buyer reads it)").fill("One hoop arrived bent.");
    scripts.release();
    await untilHydrated(amount);

    await entry.getByRole("button", { name: "Refund", exact: true }).click();
    await expect(entry.getByTestId("order-refunds")).toHaveText("Refunded $12.50 · $45.40 remains");
  });

  test("the maker reads a month's sales tax on /admin/reports and downloads it as CSV", async ({
    page,
    db,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const admin = await createAdmin(db);
    await signInWithToken(page.context(), baseURL ?? "", admin.accessToken);
    // A month of its own, far ahead, so that no other test's orders are in it.
    const year = 2200 + Math.floor(Math.random() * 700);
    const month = `${year}-07`;
    await createOrder(db, {
      email: "wa@example.com",
      createdAt: new Date(`${month}-10T20:00:00Z`),
      taxCents: 325,
      shippingAddress: { ...DEFAULT_SHIPPING_ADDRESS, state: "WA" },
      items: [{ name: "Ring", unitPriceCents: 5_000, quantity: 1 }],
    });
    await createOrder(db, {
      email: "tx@example.com",
      createdAt: new Date(`${month}-20T20:00:00Z`),
      shippingMethod: "express",
      taxCents: 125,
      shippingAddress: { ...DEFAULT_SHIPPING_ADDRESS, state: "TX" },
      items: [{ name: "Chain", unitPriceCents: 2_000, quantity: 1 }],
    });

    await page.goto("/admin");
    await settled(page);
    await page.getByRole("link", { name: "Reports" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await page.getByLabel("Month").fill(month);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports\\?month=${month}$`));
    const table = page.getByTestId("sales-tax-table");
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row", { name: /^TX/ })).toContainText(["$20.00", "$15.00", "$1.25"].join(""));
    await expect(table.getByRole("row", { name: /^Total/ })).toContainText("$70.00$70.00$15.00$4.50$0.00");
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download the tax report (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`atelier-sales-tax-${month}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      [
        "state,registered,orders,grossSales,taxableSales,shipping,taxCollected,taxCollectedRegistered,taxCollectedNotDue,refunded",
        "TX,no,1,20.00,20.00,15.00,1.25,0.00,1.25,0.00",
        "WA,no,1,50.00,50.00,0.00,3.25,0.00,3.25,0.00",
        "Total,,2,70.00,70.00,15.00,4.50,0.00,4.50,0.00",
        "",
      ].join("\r\n"),
    );
  });
});
