import { createOrder } from "../tests/factories/orders";
import { createUser } from "../tests/factories/users";
import { createAddressFor, openAccountMenu, orderFor, signedInMember } from "./helpers/account";
import { expectNoindex, expectNoSeriousA11yViolations, screenshot, watchScripts } from "./helpers/pages";
import { expect, test } from "./fixtures";

// The order number buyers see (the id's last 8 characters, upper case), written out here rather than taken from the
// code under test.
const orderNumber = (orderId: string) => orderId.slice(-8).toUpperCase();

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));

test.describe("Account area", () => {
  // Several page loads and axe runs per test, on a machine shared with other builds.
  test.describe.configure({ timeout: 90_000 });

  test("the overview shows the profile, the order count with the 3 newest orders, and the default address", async ({
    page,
    db,
    baseURL,
  }, testInfo) => {
    const member = await signedInMember(page, db, baseURL, "Mina Okafor");
    const orders = [];
    for (const [index, status] of (["delivered", "shipped", "processing", "pending"] as const).entries()) {
      orders.push(await orderFor(db, member, status, day(index + 1)));
    }
    await createAddressFor(db, member.id, { firstName: "Mina", line1: "1 Old Road", city: "Salem", state: "OR" });
    await createAddressFor(db, member.id, {
      firstName: "Mina",
      line1: "2 Pearl St",
      city: "Portland",
      state: "OR",
      isDefault: true,
    });

    await page.goto("/account");
    await expect(page).toHaveTitle("My Account · Atelier");
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    const profile = page.getByRole("region", { name: "Profile" });
    await expect(profile).toContainText("Mina Okafor");
    await expect(profile).toContainText(member.email);
    await expect(profile).toContainText("Member since");
    await expect(page.getByTestId("order-count")).toHaveText("4 orders in total");
    const recent = page.getByTestId("recent-order");
    await expect(recent).toHaveCount(3);
    // Newest first: the pending order of day 4, then processing, then shipped; the oldest is left out.
    const [newest, second, third, oldest] = [orders[3], orders[2], orders[1], orders[0]];
    for (const [index, order] of [newest, second, third].entries()) {
      await expect(recent.nth(index).getByRole("link")).toHaveText(`Order #${orderNumber(order?.id ?? "")}`);
    }
    await expect(page.getByText(`Order #${orderNumber(oldest?.id ?? "")}`)).toHaveCount(0);
    await expect(page.getByTestId("address-count")).toHaveText("2 saved addresses");
    await expect(page.getByTestId("default-address")).toHaveText("Default: Portland, OR");
    await expectNoindex(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "account-overview");

    await recent.first().getByRole("link").click();
    await expect(page).toHaveURL(`/account/orders/${newest?.id ?? ""}`);
  });

  test("the side menu marks the current page and leads to every account page", async ({
    page,
    db,
    baseURL,
    isMobile,
  }) => {
    await signedInMember(page, db, baseURL);
    await page.goto("/account");
    const menu = page.getByRole("navigation", { name: "Account" });
    if (isMobile) {
      // Folded on phones: one button naming the current section.
      await expect(menu.getByRole("link", { name: "Profile" })).toBeHidden();
      await expect(menu.getByRole("button")).toHaveText(/Overview/);
    }
    for (const [label, path, heading] of [
      ["Profile", "/account/profile", "Profile"],
      ["Orders", "/account/orders", "Order History"],
      ["Addresses", "/account/addresses", "Addresses"],
      ["Overview", "/account", "My Account"],
    ] as const) {
      await openAccountMenu(page, isMobile);
      await menu.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await openAccountMenu(page, isMobile);
      await expect(menu.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      await expect(menu.locator("[aria-current]")).toHaveCount(1);
      await openAccountMenu(page, isMobile);
    }
  });

  test("signed out, an account page sends the visitor to login and remembers where they were going", async ({
    page,
  }) => {
    await page.goto("/account/orders");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Forders$/);
  });

  test("Order History lists every order with its number, date, total and status colour; Buy Again only once delivered", async ({
    page,
    db,
    baseURL,
  }, testInfo) => {
    const member = await signedInMember(page, db, baseURL);
    const statuses = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
    const orders = [];
    for (const [index, status] of statuses.entries())
      orders.push({ status, order: await orderFor(db, member, status, day(index + 1)) });

    await page.goto("/account/orders");
    await expect(page).toHaveTitle("Order History · Atelier");
    const cards = page.getByTestId("order-card");
    await expect(cards).toHaveCount(5);
    // Newest first: cancelled (day 5) … pending (day 1).
    for (const [index, { status, order }] of [...orders].reverse().entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading")).toHaveText(`Order #${orderNumber(order.id)}`);
      await expect(card).toContainText(`Mar ${5 - index}, 2026`);
      await expect(card).toContainText("$21.45");
      await expect(card.locator("[data-status]")).toHaveAttribute("data-status", status);
      await expect(card.getByRole("link", { name: "Buy Again" })).toHaveCount(status === "delivered" ? 1 : 0);
    }
    await expect(cards.nth(0).locator("[data-status]")).toHaveClass(/bg-red-50/);
    await expect(cards.nth(1).locator("[data-status]")).toHaveClass(/bg-green-50/);
    await expect(cards.nth(2).locator("[data-status]")).toHaveClass(/bg-purple-50/);
    await expect(cards.nth(3).locator("[data-status]")).toHaveClass(/bg-blue-50/);
    await expect(cards.nth(4).locator("[data-status]")).toHaveClass(/bg-yellow-50/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "order-history");

    await cards.nth(1).getByRole("link", { name: "Buy Again" }).click();
    await expect(page).toHaveURL("/shop");
  });

  test("with no orders the history says so and offers Start Shopping", async ({ page, db, baseURL }) => {
    await signedInMember(page, db, baseURL);
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
    await page.getByRole("link", { name: "Start Shopping" }).click();
    await expect(page).toHaveURL("/shop");
  });

  test("the order detail shows the items as sold, the amounts, shipping and the timeline for each status", async ({
    page,
    db,
    baseURL,
  }, testInfo) => {
    const member = await signedInMember(page, db, baseURL);
    const expected = {
      pending: ["Order Placed"],
      processing: ["Order Placed", "Processing"],
      shipped: ["Order Placed", "Processing", "Shipped"],
      delivered: ["Order Placed", "Processing", "Shipped", "Delivered"],
      cancelled: ["Order Placed"],
    } as const;
    for (const [status, steps] of Object.entries(expected)) {
      const order = await createOrder(db, {
        userId: member.id,
        email: member.email,
        status: status as keyof typeof expected,
        shippingMethod: "express",
        taxCents: 363,
        items: [
          { name: "Garnet Studs", images: [], unitPriceCents: 1_800, quantity: 2 },
          { name: "Opal Band", images: [], unitPriceCents: 3_200, quantity: 1 },
        ],
      });
      await page.goto(`/account/orders/${order.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order #${orderNumber(order.id)}`);
      await expect(page.getByTestId("timeline-step")).toHaveText([...steps]);
      if (status !== "delivered") continue;
      const items = page.getByTestId("order-item");
      await expect(items).toHaveCount(2);
      await expect(items.filter({ hasText: "Garnet Studs" })).toContainText("$18.00 × 2");
      await expect(items.filter({ hasText: "Garnet Studs" })).toContainText("$36.00");
      await expect(items.filter({ hasText: "Opal Band" })).toContainText("$32.00 × 1");
      const amounts = page.getByRole("region", { name: "Items" });
      await expect(amounts).toContainText("Subtotal$68.00");
      await expect(amounts).toContainText("Shipping$15.00");
      await expect(amounts).toContainText("Sales tax (CA, 7.25 %)$3.63");
      await expect(amounts).toContainText("Total$86.63");
      const shipping = page.getByRole("region", { name: "Shipping" });
      await expect(shipping).toContainText("Express Shipping (3 business days)");
      await expect(shipping).toContainText("12 Garnet Lane");
      await expect(shipping).toContainText("Sacramento, CA 95814");
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, testInfo, "order-detail");
      await page.getByRole("link", { name: "Back to Orders" }).click();
      await expect(page).toHaveURL("/orders");
      await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible();
    }
  });

  test("another member's order and a missing id go back to the order list", async ({ page, db, baseURL }) => {
    await signedInMember(page, db, baseURL);
    const other = await createUser(db);
    const theirs = await orderFor(db, other, "processing", day(1), "Secret Piece");
    for (const path of [`/account/orders/${theirs.id}`, "/account/orders/no-such-order", `/orders/${theirs.id}`]) {
      await page.goto(path);
      await expect(page).toHaveURL("/account/orders");
      await expect(page.getByText("Secret Piece")).toHaveCount(0);
    }
  });

  test("/orders, /orders/{id} and /addresses are the same pages, with the menu marking their section", async ({
    page,
    db,
    baseURL,
    isMobile,
  }) => {
    const member = await signedInMember(page, db, baseURL);
    const order = await orderFor(db, member, "shipped", day(2));
    await createAddressFor(db, member.id, {
      firstName: "Ada",
      line1: "9 Twin Way",
      city: "Austin",
      state: "TX",
      isDefault: true,
    });
    const menu = page.getByRole("navigation", { name: "Account" });

    await page.goto("/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible();
    await expect(page.getByTestId("order-card")).toHaveCount(1);
    await openAccountMenu(page, isMobile);
    await expect(menu.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order #${orderNumber(order.id)}`);
    await expect(page.getByTestId("timeline-step")).toHaveText(["Order Placed", "Processing", "Shipped"]);
    await openAccountMenu(page, isMobile);
    await expect(menu.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "location");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/addresses");
    await expect(page.getByRole("heading", { level: 1, name: "Addresses" })).toBeVisible();
    await expect(page.getByTestId("address-card")).toContainText("9 Twin Way");
    await openAccountMenu(page, isMobile);
    await expect(menu.getByRole("link", { name: "Addresses" })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);
  });

  test("Profile: the member renames themselves, sees the email and account type, and is offered to delete the account", async ({
    page,
    db,
    baseURL,
  }) => {
    const member = await signedInMember(page, db, baseURL, "Old Name");
    await page.goto("/account/profile");
    await expect(page).toHaveTitle("Profile · Atelier");
    const email = page.getByRole("textbox", { name: "Email", exact: true });
    await expect(email).toHaveValue(member.email);
    await expect(email).toHaveAttribute("readonly", "");
    await expect(page.getByTestId("account-type")).toHaveText("user");
    await expect(page.getByRole("button", { name: "Delete Account", exact: true })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    const details = page.getByRole("region", { name: "Personal Information" });
    const name = details.getByLabel("Name");
    await name.fill("   ");
    await name.press("Enter");
    await expect(details.getByRole("alert")).toHaveText("Name is required");
    await name.fill("Mina Okafor");
    await name.press("Enter");
    await expect(details.getByRole("status")).toHaveText("Profile updated successfully");
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).name).toBe("Mina Okafor");
    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Profile" })).toContainText("Mina Okafor");
  });

  test("Profile: a failed rename says 'Failed to update profile'", async ({ page, db, baseURL }) => {
    await signedInMember(page, db, baseURL);
    await page.goto("/account/profile");
    await page.route("**/api/auth/me", (route) =>
      route.fulfill({ status: 500, json: { success: false, error: "boom", code: "internal_error" } }),
    );
    await page.getByLabel("Name").fill("Someone Else");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("region", { name: "Personal Information" }).getByRole("alert")).toHaveText(
      "Failed to update profile",
    );
  });

  test("Profile: changing the password checks every rule first, shows the server's refusal, then succeeds", async ({
    page,
    db,
    baseURL,
  }, testInfo) => {
    const member = await signedInMember(page, db, baseURL);
    // The policy's words live only in the API's schemas: no script of the page carries them until a form is touched.
    const withRules = watchScripts(page, "Password must contain a special character").carrying;
    await page.goto("/account/profile");
    await page.waitForLoadState("networkidle");
    expect(await withRules()).toEqual([]);
    const form = page.getByRole("region", { name: "Change Password" });
    const current = form.getByLabel("Current Password");
    const fresh = form.getByLabel(/^New Password/);
    const confirm = form.getByLabel("Confirm New Password");
    const submit = form.getByRole("button", { name: "Change Password" });

    await fresh.fill("abc");
    await confirm.fill("abd");
    await submit.click();
    await expect(form).toContainText("Current password is required");
    for (const message of [
      "Password must be at least 8 characters",
      "Password must contain an uppercase letter",
      "Password must contain a number",
      "Password must contain a special character",
      "Passwords do not match",
    ]) {
      await expect(form).toContainText(message);
    }
    await expect(form).not.toContainText("Password must contain a lowercase letter");
    expect(await withRules()).toHaveLength(1);
    await expect(current).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "profile-password-errors");

    // Keyboard from here on: the wrong current password is refused by the server with its own message.
    await current.fill("Not-the-password1");
    await fresh.fill("Silver!Moon88");
    await confirm.fill("Silver!Moon88");
    await confirm.press("Enter");
    await expect(form.getByRole("alert")).toHaveText("Current password is incorrect");

    await current.fill(member.password);
    await confirm.press("Enter");
    // The new password is hashed at bcrypt cost 12, which takes seconds on a busy machine.
    await expect(form.getByRole("status")).toHaveText("Password changed successfully", { timeout: 30_000 });
    await expect(current).toHaveValue("");
    const login = await page.request.post("/api/auth/login", {
      data: { email: member.email, password: "Silver!Moon88" },
      headers: { origin: baseURL ?? "" },
    });
    expect(login.status()).toBe(200);
  });
});
