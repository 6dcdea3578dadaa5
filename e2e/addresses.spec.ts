import type { Locator, Page } from "@playwright/test";
import { createAddressFor, signedInMember } from "./helpers/account";
import { fillAddress } from "./helpers/addresses";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers/pages";
import { expect, test } from "./fixtures";

const CONFIRMATION = "Are you sure you want to delete this address?";

function card(page: Page, text: string): Locator {
  return page.getByTestId("address-card").filter({ hasText: text });
}

/** The "Default" mark of a card (not the "Set as Default" button). */
function defaultMark(page: Page, text: string): Locator {
  return card(page, text).getByText("Default", { exact: true });
}

test.describe("Addresses", () => {
  // Several page loads and axe runs per test, on a machine shared with other builds.
  test.describe.configure({ timeout: 90_000 });

  test("a member adds a first address (it becomes the default), a second, edits one, makes it the default and deletes the other", async ({
    page,
    db,
    baseURL,
  }, testInfo) => {
    const member = await signedInMember(page, db, baseURL);
    await page.goto("/account/addresses");
    await expect(page).toHaveTitle("Addresses · Atelier");
    await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();

    // Add, by keyboard: the button opens the form with focus in its first field.
    await page.getByRole("button", { name: "Add Address" }).focus();
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: "Add New Address" });
    await expect(form.getByLabel("First Name")).toBeFocused();
    const states = form.getByLabel("State").locator("option:not([value=''])");
    await expect(states).toHaveCount(50);
    await expect(form.getByLabel("State").locator("option[value='DC']")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(form.getByLabel("First Name")).toBeFocused();
    await expect(form).toContainText("First name is required");
    await expect(form).toContainText("State is required");
    await screenshot(page, testInfo, "address-form-errors");

    await fillAddress(form, {
      first: "Mina",
      last: "Okafor",
      line1: "1 Pearl Street",
      city: "Portland",
      state: "Oregon",
      zip: "97201",
      phone: "503-555-0100",
    });
    await form.getByLabel("Phone").press("Enter");
    await expect(form).toBeHidden();
    await expect(defaultMark(page, "1 Pearl Street")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Address" })).toBeFocused();

    await page.getByRole("button", { name: "Add Address" }).press("Enter");
    await fillAddress(page.getByRole("form", { name: "Add New Address" }), {
      first: "Mina",
      last: "Okafor",
      line1: "2 Garnet Lane",
      city: "Austin",
      state: "Texas",
      zip: "73301",
      phone: "512-555-0199",
    });
    await page.getByRole("button", { name: "Save Address" }).click();
    await expect(card(page, "2 Garnet Lane")).toBeVisible();
    await expect(defaultMark(page, "2 Garnet Lane")).toHaveCount(0);
    await expect(defaultMark(page, "1 Pearl Street")).toBeVisible();

    // Edit the second one: the form is prefilled, and focus returns to its Edit button after saving.
    await card(page, "2 Garnet Lane").getByRole("button", { name: /^Edit/ }).click();
    const edit = page.getByRole("form", { name: "Edit Address" });
    await expect(edit.getByLabel("City")).toHaveValue("Austin");
    await expect(edit.getByLabel("State")).toHaveValue("TX");
    await edit.getByLabel("Address Line 1").fill("3 Garnet Lane");
    await edit.getByRole("button", { name: "Save Changes" }).press("Enter");
    await expect(card(page, "3 Garnet Lane")).toBeVisible();
    await expect(card(page, "3 Garnet Lane").getByRole("button", { name: /^Edit/ })).toBeFocused();

    // Set it as the default: it moves first and the old default loses the mark.
    await card(page, "3 Garnet Lane")
      .getByRole("button", { name: /as default$/ })
      .press("Enter");
    await expect(page.getByTestId("address-card").first()).toContainText("3 Garnet Lane");
    await expect(defaultMark(page, "3 Garnet Lane")).toBeVisible();
    await expect(defaultMark(page, "1 Pearl Street")).toHaveCount(0);
    await screenshot(page, testInfo, "address-book");

    // Delete asks first; dismissing keeps the address, accepting removes it.
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await card(page, "1 Pearl Street")
      .getByRole("button", { name: /^Delete/ })
      .click();
    expect(asked).toBe(CONFIRMATION);
    await expect(card(page, "1 Pearl Street")).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await card(page, "1 Pearl Street")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(card(page, "1 Pearl Street")).toHaveCount(0);
    await expect(page.getByTestId("address-card")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    const stored = await db.address.findMany({ where: { userId: member.id } });
    expect(stored.map((address) => address.addressLine1)).toEqual(["3 Garnet Lane"]);
    await page.goto("/account");
    await expect(page.getByTestId("default-address")).toHaveText("Default: Austin, TX");
  });

  test("failures show the address book's alerts", async ({ page, db, baseURL }) => {
    const member = await signedInMember(page, db, baseURL);
    await createAddressFor(db, member.id, {
      firstName: "Mina",
      line1: "5 Fail Road",
      city: "Salem",
      state: "OR",
      isDefault: true,
    });
    await createAddressFor(db, member.id, { firstName: "Mina", line1: "6 Other Road", city: "Bend", state: "OR" });
    await page.goto("/addresses");
    const failure = { status: 500, json: { success: false, error: "boom", code: "internal_error" } };
    await page.route("**/api/addresses**", (route) => route.fulfill(failure));
    const alert = page.locator("main").getByRole("alert");

    page.once("dialog", (dialog) => void dialog.accept());
    await card(page, "6 Other Road")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(alert).toHaveText("Failed to delete address");

    await card(page, "6 Other Road")
      .getByRole("button", { name: /as default$/ })
      .click();
    await expect(alert).toHaveText("Failed to set default address");

    await card(page, "6 Other Road").getByRole("button", { name: /^Edit/ }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("form", { name: "Edit Address" }).getByRole("alert")).toHaveText(
      "Failed to update address",
    );
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Add Address" }).click();
    const form = page.getByRole("form", { name: "Add New Address" });
    await fillAddress(form, {
      first: "Ada",
      last: "Lovelace",
      line1: "7 New Road",
      city: "Reno",
      state: "Nevada",
      zip: "89501",
      phone: "775-555-0123",
    });
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(form.getByRole("alert")).toHaveText("Failed to add address");
    expect(await db.address.count({ where: { userId: member.id } })).toBe(2);
  });

  test("a member who keeps 20 addresses is told the limit when adding a 21st", async ({ page, db, baseURL }) => {
    const member = await signedInMember(page, db, baseURL);
    for (let i = 1; i <= 20; i += 1)
      await createAddressFor(db, member.id, {
        firstName: "Mina",
        line1: `${i} Gift Lane`,
        city: "Salem",
        state: "OR",
        isDefault: i === 1,
      });
    await page.goto("/addresses");
    await page.getByRole("button", { name: "Add Address" }).click();
    const form = page.getByRole("form", { name: "Add New Address" });
    await fillAddress(form, {
      first: "Ada",
      last: "Lovelace",
      line1: "21 Gift Lane",
      city: "Reno",
      state: "Nevada",
      zip: "89501",
      phone: "775-555-0123",
    });
    await form.getByRole("button", { name: "Save Address" }).click();
    await expect(form.getByRole("alert")).toHaveText("You can keep at most 20 addresses.");
    expect(await db.address.count({ where: { userId: member.id } })).toBe(20);
  });
});
