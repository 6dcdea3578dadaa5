import type { Page } from "@playwright/test";
import { createProduct } from "../tests/factories/products";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, uniqueTag } from "./helpers/pages";
import { useStripeStub } from "./helpers/stripe-stub";

type WalletResult = { resolved: unknown; rejected: boolean };

/** Fires the wallet's shippingaddresschange handler the page registered, answering what it resolved or rejected. */
function fireAddressChange(page: Page, address: Record<string, string>): Promise<WalletResult> {
  return page.evaluate((changed) => {
    type Stub = { handlers: Record<string, (event: unknown) => void> };
    const stub = (window as unknown as { __stripeStub: Stub }).__stripeStub;
    const result: WalletResult = { resolved: null, rejected: false };
    stub.handlers["expressCheckout:shippingaddresschange"]?.({
      address: changed,
      resolve: (payload: unknown) => (result.resolved = payload),
      reject: () => (result.rejected = true),
    });
    return result;
  }, address);
}

test.describe("Checkout in Stripe mode", () => {
  test("the Payment and Express Checkout Elements render; the wallet reprices by state; paying completes the order", async ({ page, db }) => {
    test.slow();
    await useStripeStub(page);
    const piece = await createProduct(db, { name: `Stripe Cuff ${uniqueTag()}`, priceCents: 3_000 });
    const line = { productId: piece.id, name: piece.name, price: 30, quantity: 1, images: [] };
    await page.addInitScript((stored) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      localStorage.setItem("guestCart", stored);
      sessionStorage.setItem("e2e-seeded", "1");
    }, JSON.stringify([line]));

    await page.goto("/checkout");
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(`stripe-${uniqueTag()}@example.test`);
    await main.getByLabel("First name").fill("Ada");
    await main.getByLabel("Last name").fill("Lovelace");
    await main.getByLabel("Address", { exact: false }).first().fill("1 Analytical Way");
    await main.getByLabel("City").fill("Los Angeles");
    await main.getByLabel("State").selectOption("CA");
    await main.getByLabel("ZIP code").fill("90001");
    await main.getByLabel("Phone").fill("213-555-0100");
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    await expect(page.locator("[data-stripe-stub=payment]")).toBeVisible();
    await expect(page.locator("[data-stripe-stub=expressCheckout]")).toBeVisible();
    await expect(page.getByRole("main").getByText("Test mode — no real charge")).toHaveCount(0);
    const setup = await page.evaluate(() => {
      const stub = (window as unknown as { __stripeStub: { key: string; elementsOptions: Record<string, unknown>; created: { type: string; options: Record<string, unknown> }[] } }).__stripeStub;
      return { key: stub.key, elements: stub.elementsOptions, wallet: stub.created.find((created) => created.type === "expressCheckout")?.options };
    });
    // $30.00 + free standard shipping + CA 7.25% ($2.18), in cents.
    expect(setup).toMatchObject({ key: "pk_test_e2e_stub", elements: { mode: "payment", amount: 3_218, currency: "usd" } });
    expect(setup.wallet).toMatchObject({ emailRequired: true, phoneNumberRequired: true, shippingAddressRequired: true });

    // New York's 4% replaces California's 7.25%; an address without a region is refused.
    const newYork = await fireAddressChange(page, { city: "Albany", state: "NY", postal_code: "12207", country: "US" });
    expect(newYork.rejected).toBe(false);
    expect(newYork.resolved).toMatchObject({ lineItems: [{ name: "Subtotal", amount: 3_000 }, { name: "Shipping", amount: 0 }, { name: "Tax", amount: 120 }] });
    expect(await page.evaluate(() => (window as unknown as { __stripeStub: { updates: unknown[] } }).__stripeStub.updates.at(-1))).toEqual({ amount: 3_120 });
    const noRegion = await fireAddressChange(page, { city: "Somewhere", postal_code: "00000", country: "US" });
    expect(noRegion.rejected).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Pay $32.18" }).click();
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    // The move to the confirmation is a client navigation, so the stub's record of confirmPayment is still there.
    const confirmations = await page.evaluate(() => (window as unknown as { __stripeStub: { confirmations: unknown[] } }).__stripeStub.confirmations);
    const origin = new URL(page.url()).origin;
    expect(confirmations).toEqual([{ clientSecret: expect.any(String), confirmParams: { return_url: `${origin}/order-confirmation` }, redirect: "if_required" }]);
  });
});
