import { createUser } from "../tests/factories/users";
import { showUserMenuArea, submitLogin } from "./helpers/auth";
import { waitForEmail } from "./helpers/mail";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers/pages";
import { expect as baseExpect, test } from "./fixtures";

// Sign-in and the deletion check passwords at the production bcrypt cost: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.describe("Deleting an account", () => {
  test("a member deletes her account from Profile with her password, lands on the farewell page signed out, and cannot sign in again", async ({
    page,
    db,
  }, testInfo) => {
    const member = await createUser(db, { name: "Noor Haddad" });
    await page.goto("/login");
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL((url) => url.pathname === "/");

    await page.goto("/account/profile");
    const opener = page.getByRole("button", { name: "Delete Account", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel("Password");
    await expect(password).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, "delete-account-dialog");

    // Escape closes it and hands the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await password.fill("Not+Her+Password1");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Password is incorrect")).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");

    await password.fill(member.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/farewell");
    await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
    await screenshot(page, testInfo, "account-deleted-home");
    await showUserMenuArea(page);
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    const mail = await waitForEmail(member.email, { subject: "Your Atelier account is deleted" });
    expect(mail.text).toContain("your Atelier account is deleted");

    await page.goto("/account/profile");
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, member.email, member.password);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
  });
});
