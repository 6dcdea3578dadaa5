import { createHash, randomBytes } from "node:crypto";
import { createProduct } from "../tests/factories/products";
import { createAdmin } from "../tests/factories/users";
import { plainPng } from "../tests/factories/photos";
import { expect, test } from "./fixtures";
import { fillGuestShipping } from "./helpers/guest-checkout";
import { waitForEmail } from "./helpers/mail";
import { expectNoindex, expectNoSeriousA11yViolations, settled, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

test.describe("Commissions", () => {
  test("a commission from a sold piece's page: the maker quotes it in /admin, and a guest pays the quote", async ({
    page,
    db,
    browser,
    baseURL,
  }) => {
    test.slow();
    const tag = uniqueTag();
    const name = `Opal Drop ${tag}`;
    const sold = await createProduct(db, { name, oneOfAKind: true, stock: 0, soldAt: new Date(), priceCents: 9_900 });
    const email = `commission-${tag}@example.test`;

    // She asks from the sold piece's page; the form names the piece.
    await page.goto(`/product/${sold.id}`);
    await settled(page);
    await page.getByRole("link", { name: "Ask for something similar" }).click();
    await expect(page).toHaveURL(new RegExp(`/custom\\?similar=${sold.id}$`));
    const main = page.getByRole("main");
    await expect(main.getByRole("note")).toContainText(name);
    await main.getByLabel("Your name").fill(`Grace ${tag}`);
    await main.getByLabel("Email").fill(email);
    await main
      .getByLabel("What would you like?")
      .fill("The same opal drop, on a longer gold chain, for my sister's wedding.");
    await main.getByLabel("Budget in dollars").fill("150");
    await main
      .getByLabel("Reference photos")
      .setInputFiles({ name: "chain.png", mimeType: "image/png", buffer: Buffer.from(await plainPng(64, 48)) });
    await expectNoSeriousA11yViolations(page);
    await main.getByRole("button", { name: "Send my request" }).click();
    await expect(main.getByRole("status")).toContainText("Thank you! Your request is on its way to the maker");

    const receipt = await waitForEmail(email, { subject: "We have your request for a custom piece" });
    // Mailed to an address nobody proved: what the shop made of the request, never a word she typed.
    expect(receipt.text).not.toContain(`Grace ${tag}`);
    expect(receipt.text).not.toContain("longer gold chain");
    expect(receipt.html).not.toContain("longer gold chain");
    expect(receipt.text).toContain(`Something like: ${name}`);
    expect(receipt.text).toContain("Budget: $150.00");
    expect(receipt.text).toContain("Reference photos: 1");
    expect(receipt.text).toMatch(/Contact the maker: \S+\/contact/);

    // The maker, in her own browser, finds this request (its buyer's name is this run's own) with its photo and quotes
    // it.
    const admin = await createAdmin(db);
    const makerContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.250.0.1" } });
    await signInWithToken(makerContext, baseURL ?? "", admin.accessToken);
    const maker = await makerContext.newPage();
    await maker.goto("/admin/requests?status=new");
    await maker.getByRole("link", { name: new RegExp(`^Grace ${tag} · `) }).click();
    await expect(maker.getByRole("heading", { level: 1 })).toHaveText(`Request from Grace ${tag}`);
    await expect(maker.getByRole("img", { name: "Reference photo 1" })).toBeVisible();
    await expect
      .poll(() =>
        maker.getByRole("img", { name: "Reference photo 1" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await maker.getByLabel("What you will make").fill("Opal drop on an 18-inch gold chain");
    await maker.getByLabel("Price in dollars").fill("120");
    await maker.getByLabel("Making time (business days)").fill("5");
    await maker.getByLabel("Valid for (days)").fill("10");
    await expectNoSeriousA11yViolations(maker);
    await maker.getByRole("button", { name: "Send the quote" }).click();
    await expect(maker.getByText("The quote is on its way to her.")).toBeVisible();
    await makerContext.close();

    const quoteMail = await waitForEmail(email, { subject: "Your quote from Atelier: $120.00" });
    expect(quoteMail.text).toContain("Opal drop on an 18-inch gold chain");
    expect(quoteMail.text).toContain(
      "$120.00, made in 5 business days once paid. Shipping and tax are added at checkout.",
    );
    const link = /https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{43}/.exec(quoteMail.text)?.[0];
    if (!link) throw new Error(`no quote link in: ${quoteMail.text}`);
    expect(quoteMail.html).toContain(link);

    // She opens the quote (never indexed) and pays it as a guest, through the shop's own checkout.
    await page.goto(new URL(link).pathname);
    await expectNoindex(page);
    await expect(page.getByRole("heading", { name: "Your quote" })).toBeVisible();
    await expect(main.getByText("$120.00")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await main.getByRole("link", { name: "Accept and pay" }).click();
    await fillGuestShipping(page, email);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(main.getByText("Test mode — no real charge")).toBeVisible();
    // $120.00 to California: 7.25% tax is $8.70, standard shipping free.
    await expect(page.getByTestId("summary-total")).toHaveText("$128.70");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $128.70" }).click();
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    await expect(page.getByText("Opal drop on an 18-inch gold chain").first()).toBeVisible();

    const order = await db.order.findFirstOrThrow({ where: { email }, include: { items: true } });
    expect(order.items).toEqual([
      expect.objectContaining({
        custom: true,
        productId: null,
        productName: "Opal drop on an 18-inch gold chain",
        unitPriceCents: 12_000,
        leadTimeDays: 5,
      }),
    ]);
    const confirmation = await waitForEmail(email, { subject: "Order Confirmed" });
    expect(confirmation.text).toContain("Opal drop on an 18-inch gold chain × 1  $120.00");

    // The quote is paid once: its page says so, and offers no second payment.
    await page.goto(new URL(link).pathname);
    await expect(main.getByRole("status")).toContainText("This quote is paid.");
    await expect(main.getByRole("link", { name: "Accept and pay" })).toHaveCount(0);
  });

  test("an expired quote's page says so and offers to ask again; a link of no quote says it is not found", async ({
    page,
    db,
  }) => {
    const request = await db.customRequest.create({
      data: {
        name: "Ada",
        email: `late-${uniqueTag()}@example.test`,
        description: "A pair of small silver hoops, please.",
      },
    });
    const quote = await db.customQuote.create({
      data: {
        requestId: request.id,
        priceCents: 6_000,
        description: "Silver hoops",
        leadTimeDays: 2,
        expiresAt: new Date(Date.now() - 60_000),
      },
    });
    const token = randomBytes(32).toString("base64url");
    const tokenHash = createHash("sha256").update(token).digest("hex");
    await db.linkToken.create({
      data: { tokenHash, purpose: "custom_quote", subjectId: quote.id, expiresAt: new Date(Date.now() + 86_400_000) },
    });

    await page.goto(`/quote/${token}`);
    await expectNoindex(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This quote has expired");
    await expect(page.getByRole("main").getByRole("link", { name: "Accept and pay" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Ask again" }).click();
    await expect(page).toHaveURL(/\/custom$/);

    await page.goto(`/quote/${"x".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote not found");
  });
});
