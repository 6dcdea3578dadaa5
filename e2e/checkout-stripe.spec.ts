import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { createProduct } from "../tests/factories/products";
import { expect, test } from "./fixtures";
import { fillGuestShipping, seedGuestCartWith } from "./helpers/guest-checkout";
import { expectNoSeriousA11yViolations, screenshot, uniqueTag } from "./helpers/pages";
import { collectScripts, describeSize, STRIPE_CODE_MARKERS, stripeScripts } from "./helpers/scripts";
import { startStripeShop, STRIPE_PUBLISHABLE_KEY, type StripeShop } from "./helpers/stripe-shop";
import { fireWalletEvent, readStripeStub, STUB_PAYMENT_METHODS, useStripeStub } from "./helpers/stripe-stub";

/** The guest form filled for California, then Continue to Payment. */
async function continueToPayment(page: Page, email: string) {
  await fillGuestShipping(page, email);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
}

/**
 * The page's console warnings and errors: @stripe/react-stripe-js warns there when options change that Stripe
 * cannot update in place, and React when a render goes wrong. A refused request's own line is the network's.
 */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (
      (message.type() === "warning" || message.type() === "error") &&
      !message.text().startsWith("Failed to load resource")
    )
      problems.push(message.text());
  });
  return problems;
}

test.describe("Checkout in Stripe mode (a second server: the real stripe SDK against a local fake of Stripe's API)", () => {
  let shop: StripeShop;

  test.beforeAll(async () => {
    shop = await startStripeShop();
  });

  test.afterAll(async () => {
    await shop.stop();
  });

  /** A fresh piece on the Stripe-mode shop, in a guest's cart, and the tab at /checkout with Stripe.js stubbed. */
  async function atCheckout(page: Page, name: string, priceCents = 3_000) {
    const piece = await createProduct(shop.db, { name: `${name} ${uniqueTag()}`, priceCents, stock: 3 });
    await useStripeStub(page, shop.fake.url);
    await seedGuestCartWith(page, piece);
    await page.goto(`${shop.baseUrl}/checkout`);
    return piece;
  }

  test("Stripe's packages arrive as a chunk of their own at the payment step, not before", async ({
    page,
  }, testInfo) => {
    const loaded = collectScripts(page, shop.baseUrl);
    await atCheckout(page, "Chunk Cuff");
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await loaded.settled();
    expect(stripeScripts(loaded.scripts)).toEqual([]);

    await continueToPayment(page, `chunks-${uniqueTag()}@example.test`);
    await expect(page.locator("[data-stripe-stub=payment]")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await loaded.settled();
    const stripe = stripeScripts(loaded.scripts);
    // Each marker is there: the test-mode check, which finds neither, cannot pass for want of a right string.
    for (const marker of STRIPE_CODE_MARKERS)
      expect(stripe.filter((script) => script.text.includes(marker))).not.toEqual([]);
    testInfo.annotations.push({ type: "Stripe chunk", description: describeSize(stripe) });
    console.log(
      `[${testInfo.project.name}] Stripe mode, the Stripe chunk: ${describeSize(stripe)}; all JavaScript to the payment step: ${describeSize(loaded.scripts)}`,
    );
  });

  test("Stripe.js that cannot load says 'Failed to load payment system. Please refresh the page.'", async ({
    page,
  }) => {
    await atCheckout(page, "Offline Cuff");
    // After the stub: the last route added answers first.
    await page.route("https://js.stripe.com/**", (route) => route.abort("connectionfailed"));
    await continueToPayment(page, `offline-${uniqueTag()}@example.test`);
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to load payment system. Please refresh the page." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  });

  test("a guest pays by card in the Payment Element: the confirmation shows and Stripe captured the payment once", async ({
    page,
  }, testInfo) => {
    test.slow();
    const problems = consoleProblems(page);
    const piece = await atCheckout(page, "Stripe Cuff");
    const email = `stripe-${uniqueTag()}@example.test`;
    await continueToPayment(page, email);

    await expect(page.locator("[data-stripe-stub=payment]")).toBeVisible();
    await expect(page.locator("[data-stripe-stub=expressCheckout]")).toBeVisible();
    await expect(page.getByRole("main").getByText("Test mode — no real charge")).toHaveCount(0);
    const stub = await readStripeStub(page);
    expect(stub.key).toBe(STRIPE_PUBLISHABLE_KEY);
    expect(stub.wrappers).toEqual(expect.arrayContaining(["stripe-js", "react-stripe-js"]));
    // One group made without an intent, for the intent's amount: $30.00 + free shipping + CA 7.25% ($2.18).
    expect(stub.groups).toEqual([
      expect.objectContaining({
        mode: "payment",
        amount: 3_218,
        currency: "usd",
        captureMethod: "manual",
        appearance: expect.objectContaining({ theme: "stripe" }),
      }),
    ]);
    expect(stub.created.find((created) => created.type === "expressCheckout")?.options).toMatchObject({
      emailRequired: true,
      phoneNumberRequired: true,
      shippingAddressRequired: true,
      allowedShippingCountries: ["US"],
    });
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "stripe-payment-step");

    await page.getByRole("button", { name: "Pay $32.18" }).click();
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("$32.18");
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();

    // The browser confirmed with the publishable key and the client secret, as Stripe.js does.
    const [confirmed] = (await readStripeStub(page)).confirmations;
    expect(confirmed).toMatchObject({
      paymentMethod: STUB_PAYMENT_METHODS.visa,
      redirect: "if_required",
      returnUrl: `${shop.baseUrl}/order-confirmation`,
    });
    const paymentIntentId = confirmed?.clientSecret.split("_secret_")[0] ?? "";
    const confirmCall = shop.fake.calls.find((call) => call.path === `/v1/payment_intents/${paymentIntentId}/confirm`);
    expect(confirmCall?.form).toMatchObject({
      key: STRIPE_PUBLISHABLE_KEY,
      client_secret: confirmed?.clientSecret,
      payment_method: STUB_PAYMENT_METHODS.visa,
    });

    const order = await shop.db.order.findUniqueOrThrow({ where: { paymentIntentId }, include: { items: true } });
    expect(order).toMatchObject({ email, totalCents: 3_218, status: "processing", paymentStatus: "captured" });
    expect(order.items).toEqual([expect.objectContaining({ productId: piece.id, quantity: 1 })]);
    expect(shop.fake.intents.get(paymentIntentId)?.status).toBe("succeeded");
    // However many of the page's call and the webhook raced to capture, the money moved once.
    expect(shop.fake.moneyMoves(paymentIntentId)).toEqual({ captures: 1, refunds: 0 });
    expect(problems).toEqual([]);
    await screenshot(page, testInfo, "stripe-order-confirmed");
  });

  test("the wallet reprices by state and rate through elements.update, never remounting; an address without a region is refused; its payment completes the order", async ({
    page,
  }, testInfo) => {
    test.slow();
    const problems = consoleProblems(page);
    await atCheckout(page, "Wallet Pendant");
    await continueToPayment(page, `wallet-form-${uniqueTag()}@example.test`);
    await expect(page.locator("[data-stripe-stub=expressCheckout]")).toBeVisible();

    // Before an address is picked, tax is the page's intent's (the form's California), free standard shipping first.
    const click = await fireWalletEvent(page, "click", { expressPaymentType: "google_pay" });
    expect(click.resolved).toMatchObject({
      lineItems: [
        { name: "Subtotal", amount: 3_000 },
        { name: "Shipping", amount: 0 },
        { name: "Tax", amount: 218 },
      ],
      shippingRates: [{ id: "standard" }, { id: "express" }, { id: "priority" }],
    });

    // New York's 4% replaces California's 7.25%; then express shipping ($15.00).
    const newYork = await fireWalletEvent(page, "shippingaddresschange", {
      name: "Ada Lovelace",
      address: { city: "Albany", state: "NY", postal_code: "12207", country: "US" },
    });
    expect(newYork).toMatchObject({
      rejected: false,
      resolved: {
        lineItems: [
          { name: "Subtotal", amount: 3_000 },
          { name: "Shipping", amount: 0 },
          { name: "Tax", amount: 120 },
        ],
      },
    });
    expect((await readStripeStub(page)).updates.at(-1)).toEqual({ amount: 3_120 });
    const express = await fireWalletEvent(page, "shippingratechange", {
      shippingRate: { id: "express", amount: 1_500, displayName: "Express Shipping" },
    });
    expect(express).toMatchObject({
      rejected: false,
      resolved: {
        lineItems: [
          { name: "Subtotal", amount: 3_000 },
          { name: "Shipping", amount: 1_500 },
          { name: "Tax", amount: 120 },
        ],
      },
    });
    expect((await readStripeStub(page)).updates.at(-1)).toEqual({ amount: 4_620 });

    const noRegion = await fireWalletEvent(page, "shippingaddresschange", {
      name: "Ada Lovelace",
      address: { city: "Somewhere", state: "", postal_code: "00000", country: "US" },
    });
    expect(noRegion).toMatchObject({ rejected: true, resolved: null });
    await expectNoSeriousA11yViolations(page);

    const walletEmail = `wallet-${uniqueTag()}@example.test`;
    const confirm = await fireWalletEvent(page, "confirm", {
      expressPaymentType: "google_pay",
      billingDetails: {
        name: "Ada Lovelace",
        email: walletEmail,
        phone: "+15185550100",
        address: {
          line1: "9 State Street",
          line2: null,
          city: "Albany",
          state: "NY",
          postal_code: "12207",
          country: "US",
        },
      },
      shippingAddress: {
        name: "Ada Lovelace",
        address: {
          line1: "9 State Street",
          line2: null,
          city: "Albany",
          state: "NY",
          postal_code: "12207",
          country: "US",
        },
      },
      shippingRate: { id: "express", amount: 1_500, displayName: "Express Shipping" },
    });
    expect(confirm.handled).toBe(true);
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("$46.20");
    await expect(page.getByRole("main").getByText(walletEmail)).toBeVisible();

    // The move to the confirmation is a client navigation: the stub's record is still there.
    const stub = await readStripeStub(page);
    expect(stub.groups).toHaveLength(1);
    expect(stub.confirmations).toHaveLength(1);
    // When the wallet's payment was confirmed: the group at the wallet's amount, both elements mounted once, none
    // destroyed.
    expect(stub.confirmations[0]).toMatchObject({
      paymentMethod: STUB_PAYMENT_METHODS.visa,
      amount: 4_620,
      mounts: 2,
      destroys: 0,
    });
    expect([...stub.mounts].sort()).toEqual(["expressCheckout", "payment"]);
    expect(stub.submits).toBe(1);

    const paymentIntentId = stub.confirmations[0]?.clientSecret.split("_secret_")[0] ?? "";
    const order = await shop.db.order.findUniqueOrThrow({ where: { paymentIntentId } });
    expect(order).toMatchObject({
      email: walletEmail,
      totalCents: 4_620,
      shippingMethod: "express",
      paymentStatus: "captured",
    });
    expect(order.shippingAddress).toMatchObject({ city: "Albany", state: "NY" });
    expect(shop.fake.moneyMoves(paymentIntentId)).toEqual({ captures: 1, refunds: 0 });
    expect(problems).toEqual([]);
    await screenshot(page, testInfo, "stripe-wallet-order-confirmed");
  });

  test("a declined card shows the provider's message and the cart stays", async ({ page }) => {
    const piece = await atCheckout(page, "Declined Locket");
    await continueToPayment(page, `declined-${uniqueTag()}@example.test`);
    await page.getByLabel("Payment method (Stripe test stub)").selectOption(STUB_PAYMENT_METHODS.declined);
    await page.getByRole("button", { name: "Pay $32.18" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("button", { name: "Pay $32.18" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    expect(await shop.db.order.count({ where: { items: { some: { productId: piece.id } } } })).toBe(0);
    expect((await shop.db.product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(3);
    await expectNoSeriousA11yViolations(page);
  });

  test("a payment method that redirects comes back to /order-confirmation: 'Payment processing. Please wait...' until the webhook has made the order, then the confirmation", async ({
    page,
  }, testInfo) => {
    test.slow();
    const problems = consoleProblems(page);
    const piece = await atCheckout(page, "Klarna Brooch");
    await continueToPayment(page, `redirect-${uniqueTag()}@example.test`);
    await page.getByLabel("Payment method (Stripe test stub)").selectOption(STUB_PAYMENT_METHODS.redirect);
    await page.getByRole("button", { name: "Pay $32.18" }).click();

    // Off to the provider's page (the fake's) and back with Stripe's parameters; the provider has not answered yet.
    await expect(page).toHaveURL(
      /\/order-confirmation\?payment_intent=pi_[^&]+&payment_intent_client_secret=[^&]+&redirect_status=succeeded$/,
    );
    const paymentIntentId = new URL(page.url()).searchParams.get("payment_intent") ?? "";
    await expect(page.getByRole("status").filter({ hasText: "Payment processing. Please wait..." })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "stripe-redirect-processing");
    // The page keeps asking (every 2 s); each time the server reads the intent, still processing.
    const reads = () =>
      shop.fake.calls.filter((call) => call.method === "GET" && call.path === `/v1/payment_intents/${paymentIntentId}`)
        .length;
    const readsBefore = reads();
    await expect.poll(reads, { timeout: 10_000 }).toBeGreaterThan(readsBefore);
    expect(await shop.db.order.count({ where: { paymentIntentId } })).toBe(0);
    await expect(page).toHaveURL(/\/order-confirmation\?/);

    // The provider answers: Stripe authorizes the payment and tells the webhook, which writes the order and captures.
    shop.fake.authorize(paymentIntentId);
    await shop.fake.deliveriesSettled();
    const order = await shop.db.order.findUniqueOrThrow({ where: { paymentIntentId } });
    expect(order.paymentStatus).toBe("captured");

    await expect(page).toHaveURL(`${shop.baseUrl}/order-confirmation/${order.id}`);
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    await expect(page.getByTestId("order-item")).toContainText(piece.name);
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    expect(shop.fake.moneyMoves(paymentIntentId)).toEqual({ captures: 1, refunds: 0 });
    expect(problems).toEqual([]);
    await screenshot(page, testInfo, "stripe-redirect-confirmed");
  });

  test("a commission's quote paid by a method that redirects leaves the shopper's bag as it was", async ({ page }) => {
    test.slow();
    const db = shop.db;
    const email = `quote-redirect-${uniqueTag()}@example.test`;
    const request = await db.customRequest.create({
      data: { name: "Ada", email, description: "A garnet on a fine silver chain, please." },
    });
    const quote = await db.customQuote.create({
      data: {
        requestId: request.id,
        priceCents: 8_000,
        description: "Garnet on a fine silver chain",
        leadTimeDays: 4,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const token = randomBytes(32).toString("base64url");
    const tokenHash = createHash("sha256").update(token).digest("hex");
    await db.linkToken.create({
      data: { tokenHash, purpose: "custom_quote", subjectId: quote.id, expiresAt: new Date(Date.now() + 86_400_000) },
    });
    // Her bag holds a piece she has not bought yet.
    const piece = await createProduct(db, { name: `Bagged Ring ${uniqueTag()}`, priceCents: 2_500, stock: 2 });
    await useStripeStub(page, shop.fake.url);
    await seedGuestCartWith(page, piece);

    await page.goto(`${shop.baseUrl}/quote/${token}/checkout`);
    await continueToPayment(page, email);
    await page.getByLabel("Payment method (Stripe test stub)").selectOption(STUB_PAYMENT_METHODS.redirect);
    // $80.00 to California: 7.25% tax is $5.80, standard shipping free.
    await page.getByRole("button", { name: "Pay $85.80" }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?payment_intent=/);
    const paymentIntentId = new URL(page.url()).searchParams.get("payment_intent") ?? "";
    shop.fake.authorize(paymentIntentId);
    await shop.fake.deliveriesSettled();
    const order = await db.order.findUniqueOrThrow({ where: { paymentIntentId } });

    await expect(page).toHaveURL(`${shop.baseUrl}/order-confirmation/${order.id}`);
    await expect(page.getByTestId("order-item")).toContainText("Garnet on a fine silver chain");
    await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
  });
});

test.describe("Checkout in test mode", () => {
  test("the payment step ships no Stripe code: no Stripe.js, no Stripe package in any script", async ({
    page,
    db,
    baseURL,
  }, testInfo) => {
    const origin = baseURL ?? "";
    const stripeRequests: string[] = [];
    page.on("request", (request) => {
      if (/^https:\/\/[a-z.]*stripe\.com\//.test(request.url())) stripeRequests.push(request.url());
    });
    const loaded = collectScripts(page, origin);
    const piece = await createProduct(db, { name: `Test Mode Ring ${uniqueTag()}`, priceCents: 3_000 });
    await seedGuestCartWith(page, piece);
    await page.goto("/checkout");
    await continueToPayment(page, `test-mode-${uniqueTag()}@example.test`);
    await expect(page.getByRole("main").getByText("Test mode — no real charge")).toBeVisible();
    await expect(page.getByLabel("Card number")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await loaded.settled();

    expect(loaded.scripts.length).toBeGreaterThan(0);
    expect(stripeScripts(loaded.scripts).map((script) => script.url)).toEqual([]);
    expect(stripeRequests).toEqual([]);
    testInfo.annotations.push({ type: "test-mode JavaScript", description: describeSize(loaded.scripts) });
    console.log(
      `[${testInfo.project.name}] test mode, all JavaScript to the payment step: ${describeSize(loaded.scripts)}`,
    );
  });
});
