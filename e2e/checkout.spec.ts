import type { Page } from "@playwright/test";
import { ADDRESS_MESSAGES } from "../lib/addresses/schemas";
import { createAddress } from "../tests/factories/addresses";
import { createProduct } from "../tests/factories/products";
import { createUser } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { fillAddress } from "./helpers/addresses";
import { fillGuestShipping, seedGuestCartWith } from "./helpers/guest-checkout";
import { waitForEmail } from "./helpers/mail";
import {
  expectNoSeriousA11yViolations,
  holdScripts,
  keepScreenshot,
  layoutShiftTotal,
  recordLayoutShifts,
  uniqueTag,
  untilHydrated,
  watchScripts,
} from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

// docs/pages.md, Guest checkout: what "Continue to Payment" says when the way to payment fails.
const CHECKOUT_FAILED = "Failed to initialize payment. Please try again.";

test.describe("Guest checkout", () => {
  test("a guest pays with 4242 4242 4242 4242, sees the confirmation and gets the email", async ({
    page,
    db,
    browser,
    baseURL,
  }) => {
    // The whole purchase, three axe scans and a second browser: more than the default 30 s on a shared 2-core box.
    test.slow();
    const piece = await createProduct(db, { name: `Harbor Locket ${uniqueTag()}`, priceCents: 3_000 });
    const email = `guest-${uniqueTag()}@example.test`;
    await seedGuestCartWith(page, piece);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log In For Faster Checkout" })).toHaveAttribute(
      "href",
      "/login?returnTo=%2Fcheckout%2Fuser",
    );
    await expect(page.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("link", { name: "terms of sale" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("checkbox", { name: /ID\.Me discount/ })).toBeDisabled();
    await expect(page.getByRole("main").getByLabel("State").locator("option")).toHaveCount(51);
    await expectNoSeriousA11yViolations(page);

    // Nothing filled in: each field says what is wrong and focus goes to the first one.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("First name is required")).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Email")).toBeFocused();

    await fillGuestShipping(page, email);
    await page.getByRole("radio", { name: /Express Shipping/ }).check();
    // $30.00 + express $15.00 + CA 7.25% of $30.00 ($2.18) = $47.18, the same figure the server charges.
    await expect(page.getByTestId("summary-total")).toHaveText("$47.18");
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    await expect(page.getByRole("main").getByText("Test mode — no real charge")).toBeVisible();
    await expect(page.getByTestId("summary-total")).toHaveText("$47.18");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $47.18" }).click();

    await expect(page).toHaveURL(/\/order-confirmation\/[^/]+$/);
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
    await expect(page.getByTestId("order-number")).toHaveText(orderId.slice(-8).toUpperCase());
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
    await expect(page.getByTestId("order-item")).toContainText(piece.name);
    await expect(page.getByTestId("order-total")).toHaveText("$47.18");
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await waitForEmail(email, { subject: orderId.slice(-8).toUpperCase() });
    expect(mail.subject).toContain("Order Confirmed");

    // Another browser holding no guest-order cookie learns nothing about the order.
    const stranger = await browser.newContext({ baseURL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/order-confirmation/${orderId}`);
    await expect(
      strangerPage.getByText("Order information not available. Please check your email for order details."),
    ).toBeVisible();
    await expect(strangerPage.getByText(email)).toHaveCount(0);
    await stranger.close();
  });

  test("a declined card shows the decline and keeps the cart", async ({ page, db }) => {
    const piece = await createProduct(db, { name: `Declined Brooch ${uniqueTag()}`, priceCents: 1_200, stock: 3 });
    await seedGuestCartWith(page, piece, 2);
    await page.goto("/checkout");
    await fillGuestShipping(page, `declined-${uniqueTag()}@example.test`);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();

    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("button", { name: "Cart, 2 items" })).toBeVisible();
    await expect(page.getByTestId("summary-item")).toContainText(piece.name);
    expect(await db.order.count({ where: { items: { some: { productId: piece.id } } } })).toBe(0);
    expect((await db.product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(3);
  });

  test("nothing on screen moves while the cart is read, whether it is empty or holds a piece", async ({ page, db }) => {
    await recordLayoutShifts(page);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);

    const piece = await createProduct(db, { name: `Steady Hoops ${uniqueTag()}` });
    await seedGuestCartWith(page, piece);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
  });

  test("before any script has run, the page shows the guest's cart state: the form, the empty cart, or for a member 'Loading your cart…'", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    // The framework's scripts never arrive: what shows is what the HTML and the first-paint script drew.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    const formHeading = page.getByRole("heading", { name: "Checkout", level: 1 });
    const emptyHeading = page.getByRole("heading", { name: "Your cart is empty" });
    const loading = page.getByRole("status").filter({ hasText: "Loading your cart…" });

    await page.goto("/checkout");
    await expect(emptyHeading).toBeVisible();
    await expect(formHeading).toBeHidden();
    await expect(loading).toBeHidden();

    await seedGuestCartWith(page, await createProduct(db, { name: `First Paint Ring ${uniqueTag()}` }));
    await page.goto("/checkout");
    await expect(formHeading).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Email")).toBeVisible();
    await expect(emptyHeading).toBeHidden();
    // Only the summary waits for the cart's lines.
    await expect(page.getByRole("region", { name: "Order Summary" }).getByText("Loading your cart…")).toBeVisible();

    // A member's cart is on the server, which this page does not read: no guess either way.
    const member = await createUser(db);
    await signInWithToken(context, baseURL ?? "", member.accessToken);
    await page.goto("/checkout");
    await expect(page.getByText("Loading your cart…").filter({ visible: true })).toHaveCount(1);
    await expect(formHeading).toBeHidden();
    await expect(emptyHeading).toBeHidden();
  });

  test("what a guest types and chooses before the scripts arrive is kept when they do, and the payment is priced with it", async ({
    page,
    db,
  }) => {
    const piece = await createProduct(db, { name: `Early Bird Locket ${uniqueTag()}`, priceCents: 3_000 });
    const email = `early-${uniqueTag()}@example.test`;
    await seedGuestCartWith(page, piece);
    // A slow phone: the form is drawn with the document, and the framework's scripts arrive only once it is filled.
    const scripts = await holdScripts(page);
    await page.goto("/checkout", { waitUntil: "commit" });
    await fillGuestShipping(page, email);
    await page.getByRole("radio", { name: /Express Shipping/ }).check();
    const discount = page.getByRole("main").getByLabel("Discount code");
    await discount.fill("EARLY");
    expect(scripts.held()).toBeGreaterThan(0);
    scripts.release();

    // The cart's lines in the summary: the scripts have run and drawn the page again, which wiped the early text
    // before.
    await expect(page.getByTestId("summary-item")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByLabel("Email")).toHaveValue(email);
    await expect(main.getByLabel("State")).toHaveValue("CA");
    await expect(page.getByRole("radio", { name: /Express Shipping/ })).toBeChecked();
    // The code is kept too; this guest then thinks better of it (there is no such code).
    await expect(discount).toHaveValue("EARLY");
    await discount.fill("");
    // $30.00 + express $15.00 + CA 7.25% of $30.00 ($2.18): the state and the method reached the estimate...
    await expect(page.getByTestId("summary-total")).toHaveText("$47.18");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    // ...and the server, which priced the payment with them.
    await expect(page.getByLabel("Card number")).toBeVisible();
    await expect(page.getByTestId("summary-total")).toHaveText("$47.18");
  });

  test("the form's rules are no part of the page's first download: they are fetched once the form is touched", async ({
    page,
    db,
  }) => {
    // The ZIP rule's message lives only in the API's address schema, so a script carrying it carries the rules.
    const scripts = watchScripts(page, ADDRESS_MESSAGES.postalCodeInvalid);
    const withRules = scripts.carrying;
    await seedGuestCartWith(page, await createProduct(db, { name: `Light Form Studs ${uniqueTag()}` }));

    await page.goto("/checkout");
    await page.waitForLoadState("networkidle");
    expect(scripts.seen()).toBeGreaterThan(0);
    expect(await withRules()).toEqual([]);

    const main = page.getByRole("main");
    await main.getByLabel("ZIP code").fill("123");
    await main.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(main.getByText(ADDRESS_MESSAGES.postalCodeInvalid)).toBeVisible();
    expect(await withRules()).toHaveLength(1);
  });

  test("when the form's rules cannot be fetched, the way to payment says it failed; the next try fetches them", async ({
    page,
    db,
  }) => {
    await seedGuestCartWith(page, await createProduct(db, { name: `Offline Rules Ring ${uniqueTag()}` }));
    await page.goto("/checkout");
    await page.waitForLoadState("networkidle");
    // From here no script arrives: the rules' chunk is all the form still needs.
    const scripts = /\/_next\/static\/chunks\/.*\.js$/;
    await page.route(scripts, (route) => route.abort());

    const main = page.getByRole("main");
    await main.getByLabel("ZIP code").fill("123");
    await main.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(main.getByRole("alert").filter({ hasText: CHECKOUT_FAILED })).toBeVisible();
    await expect(main.getByText(ADDRESS_MESSAGES.postalCodeInvalid)).toHaveCount(0);

    await page.unroute(scripts);
    await main.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(main.getByText(ADDRESS_MESSAGES.postalCodeInvalid)).toBeVisible();
    await expect(main.getByRole("alert").filter({ hasText: CHECKOUT_FAILED })).toHaveCount(0);
  });

  test("an empty cart says so and offers the shop", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("The last piece", () => {
  test("bought in two browsers at once: one confirmation page, one 'your card was not charged' message", async ({
    browser,
    db,
    baseURL,
  }, testInfo) => {
    // Two browsers through the whole checkout and two axe scans on a shared 2-core box.
    test.slow();
    const piece = await createProduct(db, { name: `Last Opal Ring ${uniqueTag()}`, priceCents: 5_000, stock: 1 });
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const contexts = await Promise.all(
      [1, 2].map(() => browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })),
    );
    try {
      const buyers = await Promise.all(
        contexts.map(async (context, index) => {
          const page = await context.newPage();
          const email = `last-piece-${index + 1}-${uniqueTag()}@example.test`;
          await seedGuestCartWith(page, piece);
          await page.goto("/checkout");
          await fillGuestShipping(page, email);
          await page.getByRole("button", { name: "Continue to Payment" }).click();
          // $50.00 + free shipping + CA 7.25% ($3.63): both see the piece in stock and reach the payment step.
          await expect(page.getByRole("button", { name: "Pay $53.63" })).toBeEnabled();
          return { page, email };
        }),
      );

      // Both press Pay together.
      await Promise.all(buyers.map(({ page }) => page.getByRole("button", { name: "Pay $53.63" }).click()));
      const confirmed = (page: Page) => page.getByRole("heading", { name: "Order Confirmed" });
      const notCharged = (page: Page) => page.getByRole("alert").filter({ hasText: "Your card was not charged" });
      for (const { page } of buyers)
        await expect(confirmed(page).or(notCharged(page))).toBeVisible({ timeout: 15_000 });
      const won = await Promise.all(buyers.map(({ page }) => confirmed(page).isVisible()));
      const winners = buyers.filter((_, index) => won[index]);
      const losers = buyers.filter((_, index) => !won[index]);
      expect([winners.length, losers.length]).toEqual([1, 1]);
      const [winner] = winners;
      const [loser] = losers;
      if (!winner || !loser) throw new Error("expected one winner and one loser");

      await expect(winner.page.getByTestId("order-item")).toContainText(piece.name);
      await expect(notCharged(loser.page)).toHaveText(
        `Sorry, "${piece.name}" sold out while your payment was being processed. Your card was not charged, and we have emailed you.`,
      );
      await expect(loser.page).toHaveURL(/\/checkout$/);
      await expectNoSeriousA11yViolations(winner.page);
      await expectNoSeriousA11yViolations(loser.page);
      await keepScreenshot(winner.page, testInfo, "last-piece-confirmed", { fullPage: true });
      await keepScreenshot(loser.page, testInfo, "last-piece-not-charged", { fullPage: true });

      const orders = await db.order.findMany({ where: { items: { some: { productId: piece.id } } } });
      expect(orders.map((order) => order.email)).toEqual([winner.email]);
      expect((await db.product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(0);
      const mail = await waitForEmail(loser.email, { subject: "We could not complete your Atelier order" });
      expect(mail.text).toContain("not charged");
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});

test.describe("Member checkout", () => {
  test("a member pays to the saved default address; the order is in Order History with its timeline", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    test.slow();
    const member = await createUser(db);
    const address = await createAddress(db, member.id, { city: "Salem", state: "OR", postalCode: "97301" });
    const piece = await createProduct(db, { name: `Member Pendant ${uniqueTag()}`, priceCents: 4_000 });
    await db.cartItem.create({ data: { userId: member.id, productId: piece.id, quantity: 1 } });
    await signInWithToken(context, baseURL ?? "", member.accessToken);

    const response = await page.goto("/checkout/user");
    // Drawn whole in the HTML from the server's read of the cart: the piece is there before any script has run.
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("Loading your cart…");
    expect(html).toContain(`<p class="font-medium">${piece.name}</p>`);
    await expect(page.getByRole("radio", { name: new RegExp(address.lastName) })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Continue to Review" }).click();

    await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
    await page.getByRole("button", { name: "Change" }).click();
    await expect(page.getByRole("heading", { name: "Shipping Address" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await expect(page.getByText("Salem, OR 97301")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Oregon has no sales tax: $40.00 + free standard shipping.
    await expect(page.getByTestId("summary-total")).toHaveText("$40.00");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();

    await expect(page.getByRole("main").getByText("Test mode — no real charge")).toBeVisible();
    await page.getByRole("button", { name: "Pay $40.00" }).click();
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    const number = (await page.getByTestId("order-number").textContent()) ?? "";
    await expect(page.getByRole("main").getByText(member.email)).toBeVisible();

    await page.goto("/account/orders");
    const card = page.getByTestId("order-card").filter({ hasText: `Order #${number}` });
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: `View Details of order ${number}` }).click();
    await expect(page.getByRole("heading", { name: `Order #${number}` })).toBeVisible();
    await expect(page.getByTestId("timeline-step")).toHaveText(["Order Placed", "Processing"]);
    expect(await db.cartItem.count({ where: { userId: member.id } })).toBe(0);
  });

  test("a member who picks another saved address before the scripts arrive is shipped to it", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    const member = await createUser(db);
    await createAddress(db, member.id, { city: "Salem", state: "OR", postalCode: "97301" });
    const other = await createAddress(db, member.id, { city: "Austin", state: "TX", postalCode: "73301" });
    const piece = await createProduct(db, { name: `Early Choice Ring ${uniqueTag()}` });
    await db.cartItem.create({ data: { userId: member.id, productId: piece.id, quantity: 1 } });
    await signInWithToken(context, baseURL ?? "", member.accessToken);

    const scripts = await holdScripts(page);
    await page.goto("/checkout/user", { waitUntil: "commit" });
    const choice = page.getByRole("radio", { name: new RegExp(other.lastName) });
    await choice.check();
    scripts.release();
    await untilHydrated(choice);

    await expect(choice).toBeChecked();
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await expect(page.getByText("Austin, TX 73301")).toBeVisible();
    await expect(page.getByText("Salem, OR 97301")).toHaveCount(0);
  });

  test("a member without addresses who fills the add form before the scripts arrive saves the address typed", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    const member = await createUser(db);
    const piece = await createProduct(db, { name: `Early Address Ring ${uniqueTag()}` });
    await db.cartItem.create({ data: { userId: member.id, productId: piece.id, quantity: 1 } });
    await signInWithToken(context, baseURL ?? "", member.accessToken);

    // The form is in the HTML (the server read her addresses: none); a slow phone's scripts come once she has typed.
    const scripts = await holdScripts(page);
    await page.goto("/checkout/user", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Add a shipping address" });
    await fillAddress(form, {
      first: "Mina",
      last: "Okafor",
      line1: "1 Pearl Street",
      city: "Portland",
      state: "Oregon",
      zip: "97201",
      phone: "503-555-0100",
    });
    scripts.release();
    await untilHydrated(form.getByLabel("First Name"));

    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByRole("radio", { name: /Okafor/ })).toBeChecked();
    const saved = await db.address.findMany({ where: { userId: member.id } });
    expect(saved).toMatchObject([
      {
        firstName: "Mina",
        lastName: "Okafor",
        addressLine1: "1 Pearl Street",
        city: "Portland",
        state: "OR",
        postalCode: "97201",
      },
    ]);
  });

  test("a member without addresses gets the add form; Continue to Review needs an address", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    const member = await createUser(db);
    const piece = await createProduct(db, { name: `First Address Ring ${uniqueTag()}` });
    await db.cartItem.create({ data: { userId: member.id, productId: piece.id, quantity: 1 } });
    await signInWithToken(context, baseURL ?? "", member.accessToken);

    await page.goto("/checkout/user");
    await expect(page.getByRole("form", { name: "Add a shipping address" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await expect(page.getByText("Please select a shipping address before proceeding.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Order confirmation", () => {
  test("an 'undefined' order id says Order Not Found and goes home after 3 seconds", async ({ page }) => {
    await page.goto("/order-confirmation/undefined");
    await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
    await expect(page.getByText("No order ID provided")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  });

  test("back from a payment method with redirect_status=failed: 'Payment failed. Please try again.' and the way back to checkout", async ({
    page,
  }) => {
    await page.goto(
      `/order-confirmation?payment_intent=pi_${uniqueTag()}&payment_intent_client_secret=pi_x_secret_y&redirect_status=failed`,
    );
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Payment failed. Please try again." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to checkout" })).toHaveAttribute("href", "/checkout");
    await expectNoSeriousA11yViolations(page);
  });

  test("back from a payment method with a payment this browser cannot prove: the link is invalid, then home", async ({
    page,
  }) => {
    await page.goto(
      `/order-confirmation?payment_intent=pi_${uniqueTag()}&payment_intent_client_secret=pi_x_secret_y&redirect_status=succeeded`,
    );
    await expect(
      page.getByText("Order not found. You may have already viewed this order or the link is invalid."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  });

  test("/order-confirmation without an order says 'No order ID provided'", async ({ page }) => {
    await page.goto("/order-confirmation");
    await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
    await expect(page.getByText("No order ID provided")).toBeVisible();
  });

  test("an unknown order id says the link is invalid", async ({ page }) => {
    await page.goto(`/order-confirmation/no-such-order-${uniqueTag()}`);
    await expect(
      page.getByText("Order not found. You may have already viewed this order or the link is invalid."),
    ).toBeVisible();
  });
});
