import { createUser } from "../tests/factories/users";
import { showUserMenuArea, submitLogin, userMenuButton } from "./helpers/auth";
import { extractVerificationCode, waitForEmail } from "./helpers/mail";
import { expectNoSeriousA11yViolations, holdScripts, settled, untilHydrated } from "./helpers/pages";
import { expect as baseExpect, test } from "./fixtures";

// Resetting hashes the new password at the production bcrypt cost: slow on a busy machine, so allow more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const NEW_PASSWORD = "Opal+Thread2026";

test.describe("Forgotten password", () => {
  test("a member who forgot their password gets a code by mail, sets a new one and signs in with it", async ({
    page,
    db,
  }) => {
    const member = await createUser(db);

    await page.goto("/login");
    await settled(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password/);
    await expect(page).toHaveTitle(/Forgot Password/);
    await expectNoSeriousA11yViolations(page);

    // No email: the form asks for one and keeps the focus there.
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter your email address");
    await expect(page.getByRole("main").getByLabel("Email")).toBeFocused();

    const since = new Date();
    await page.getByRole("main").getByLabel("Email").fill(member.email);
    await page.getByRole("button", { name: "Send Reset Code" }).click();
    await expect(page).toHaveURL(/\/reset-password\?/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "If an account exists for this email, a reset code is on its way.",
    );
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(member.email);
    await expectNoSeriousA11yViolations(page);

    const code = extractVerificationCode(await waitForEmail(member.email, { subject: "password reset code", since }));
    const main = page.getByRole("main");
    await main.getByLabel("Reset code").fill(code.toLowerCase());
    await expect(main.getByLabel("Reset code")).toHaveValue(code);

    // A password the policy refuses is explained rule by rule, before anything is sent.
    await main.getByLabel(/^New password/).fill("weakpass");
    await main.getByLabel("Confirm new password").fill("weakpass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    for (const message of [
      "Password must contain an uppercase letter",
      "Password must contain a number",
      "Password must contain a special character",
    ]) {
      await expect(main.getByText(message)).toBeVisible();
    }
    await expect(main.getByLabel(/^New password/)).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await main.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await main.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password reset!")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?reset=1/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Password reset successfully. You can now log in.",
    );
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(member.email);
    await expectNoSeriousA11yViolations(page);

    // The old password no longer works; the new one does.
    await submitLogin(page, member.email, member.password);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
    await page.getByRole("main").getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await showUserMenuArea(page);
    await expect(userMenuButton(page, member.name)).toBeVisible();
  });

  test("a form filled before the page's scripts have run is what is sent: the server, not the form, answers the code", async ({
    page,
    db,
  }) => {
    const member = await createUser(db);
    // Opened from the mail on a slow phone: the form is drawn with the document, and the scripts arrive once it is
    // filled.
    const scripts = await holdScripts(page);
    await page.goto("/reset-password", { waitUntil: "commit" });
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(member.email);
    await main.getByLabel("Reset code").fill("zzzzzz");
    await main.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await main.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    scripts.release();

    const reset = page.getByRole("button", { name: "Reset Password" });
    await untilHydrated(reset);
    await reset.click();
    // Every field reached the form's state (else: "Email is required" and the like, from the browser's own check).
    await expect(main.getByRole("alert")).toHaveText("Invalid reset code. Please check it and try again.");
    await expect(main.getByLabel("Reset code")).toHaveValue("ZZZZZZ");
  });

  test("a wrong code is answered with advice to check it, and a new code can be asked for", async ({ page, db }) => {
    const member = await createUser(db);
    await page.goto(`/reset-password?email=${encodeURIComponent(member.email)}`);
    const main = page.getByRole("main");
    await main.getByLabel("Reset code").fill("ZZZZZZ");
    await main.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await main.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(main.getByRole("alert")).toHaveText("Invalid reset code. Please check it and try again.");
    await expect(main.getByLabel("Reset code")).toBeFocused();
    await page.getByRole("link", { name: "Send a new code" }).click();
    await expect(page).toHaveURL(/\/forgot-password\?email=/);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(member.email);
  });
});
