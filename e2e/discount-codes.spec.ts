import { createAddress } from "../tests/factories/addresses";
import { createProduct } from "../tests/factories/products";
import { createAdmin, createUser } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { fillGuestShipping, seedGuestCartWith } from "./helpers/guest-checkout";
import { expectNoSeriousA11yViolations, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

const codeName = (prefix: string) => `${prefix}-${uniqueTag().toUpperCase()}`;

test.describe("Discount codes", () => {
  test("a guest's code: a refused one says why, a good one (lower case) takes 20% off before tax, and the order keeps it", async ({
    page,
    db,
  }) => {
    test.slow();
    const ended = await db.discountCode.create({
      data: { code: codeName("OLD"), percentOff: 20, endsAt: new Date(Date.now() - 60_000) },
    });
    const good = await db.discountCode.create({ data: { code: codeName("SAVE"), percentOff: 20 } });
    const piece = await createProduct(db, { name: `Harbor Locket ${uniqueTag()}`, priceCents: 3_000 });
    const email = `saver-${uniqueTag()}@example.test`;
    await seedGuestCartWith(page, piece);
    await page.goto("/checkout");
    await fillGuestShipping(page, email);

    const field = page.getByRole("main").getByLabel("Discount code");
    await field.fill(ended.code);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("This code has ended.")).toBeVisible();

    await field.fill(good.code.toLowerCase());
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("main").getByText("Test mode — no real charge")).toBeVisible();
    // $30.00 − 20% = $24.00; CA 7.25% of $24.00 = $1.74; standard shipping free: $25.74.
    await expect(page.getByText(`Discount (${good.code})`)).toBeVisible();
    await expect(page.getByText("−$6.00")).toBeVisible();
    await expect(page.getByTestId("summary-total")).toHaveText("$25.74");
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $25.74" }).click();

    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    await expect(page.getByText(`Discount (${good.code})`)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("$25.74");
    const order = await db.order.findFirstOrThrow({ where: { email } });
    expect(order).toMatchObject({ discountCents: 600, discountCode: good.code, totalCents: 2_574 });
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: good.id } })).redemptionCount).toBe(1);
  });

  test("a member's code at the review step: $5 off, shown on the payment step and in the order", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    test.slow();
    const code = await db.discountCode.create({ data: { code: codeName("FIVE"), amountOffCents: 500 } });
    const member = await createUser(db);
    await createAddress(db, member.id, { city: "Salem", state: "OR", postalCode: "97301" });
    const piece = await createProduct(db, { name: `Member Pendant ${uniqueTag()}`, priceCents: 4_000 });
    await db.cartItem.create({ data: { userId: member.id, productId: piece.id, quantity: 1 } });
    await signInWithToken(context, baseURL ?? "", member.accessToken);

    await page.goto("/checkout/user");
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await expect(page.getByRole("heading", { name: "Review" })).toBeVisible();
    await page.getByRole("main").getByLabel("Discount code").fill(code.code.toLowerCase());
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();

    await expect(page.getByRole("main").getByText("Test mode — no real charge")).toBeVisible();
    // Oregon has no sales tax: $40.00 − $5.00, free standard shipping.
    await expect(page.getByText(`Discount (${code.code})`)).toBeVisible();
    await expect(page.getByTestId("summary-total")).toHaveText("$35.00");
    await page.getByRole("button", { name: "Pay $35.00" }).click();
    await expect(page.getByRole("heading", { name: "Order Confirmed" })).toBeVisible();
    await expect(page.getByText(`Discount (${code.code})`)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("$35.00");
  });

  test("the maker adds a members-only code in /admin, sees it listed, and switches it off", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    const admin = await createAdmin(db);
    await signInWithToken(context, baseURL ?? "", admin.accessToken);
    const name = codeName("NEW");
    await page.goto("/admin");
    const section = page.locator("#discount-codes");
    await section.getByLabel("Code").fill(name.toLowerCase());
    await section.getByLabel("Value").fill("15");
    await section.getByLabel("Most uses (optional)").fill("3");
    await section.getByLabel("First day (optional)").fill("2030-11-29");
    await section.getByLabel("Last day (optional)").fill("2030-11-30");
    await section.getByLabel("Members only").check();
    await section.getByRole("button", { name: "Add code" }).click();
    await expect(section.getByText(`${name} is ready to use.`)).toBeVisible();
    const row = section.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("15% off · from Friday, November 29 · until Saturday, November 30 · members only");
    await expect(row).toContainText("Used 0 of 3 times");
    // The days are the shop's (Pacific time, UTC−8 then): the code works to the end of the 30th there.
    expect(
      await db.discountCode.findUniqueOrThrow({
        where: { code: name },
        select: { startsAt: true, endsAt: true, membersOnly: true },
      }),
    ).toEqual({
      startsAt: new Date("2030-11-29T08:00:00.000Z"),
      endsAt: new Date("2030-12-01T08:00:00.000Z"),
      membersOnly: true,
    });
    await expectNoSeriousA11yViolations(page);
    await row.getByRole("button", { name: "Switch off" }).click();
    await expect(row.getByRole("button", { name: "Switch on" })).toBeVisible();
    expect((await db.discountCode.findUniqueOrThrow({ where: { code: name } })).active).toBe(false);
  });
});
