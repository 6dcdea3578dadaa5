import { createUser } from "../tests/factories/users";
import { extractVerificationCode, waitForEmail } from "./helpers/mail";
import { expectNoindex, expectNoSeriousA11yViolations, holdScripts, uniqueTag } from "./helpers/pages";
import { showUserMenuArea, signOutThroughMenu, submitLogin, userMenuButton } from "./helpers/auth";
import { expect as baseExpect, test } from "./fixtures";

// Sign-up and sign-in hash passwords at the production bcrypt cost: slow on a busy machine, so allow more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe("Signup, verification and login", () => {
  test("a new member signs up, verifies the emailed code, signs in and signs out", async ({ page }) => {
    // Four pages, a real email and two 2-second pauses: longer than the default on a busy machine.
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const email = `new-${tag}@example.test`;
    const name = `Ada ${tag}`;
    const password = "Garnet&Gold42";

    await page.goto("/signup");
    await expect(page).toHaveTitle(/Create an Account/);
    await expectNoindex(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("main").getByLabel("Full name").fill(name);
    await page.getByRole("main").getByLabel("Email").fill(email);
    await page
      .getByRole("main")
      .getByLabel(/^Password/)
      .fill(password);
    await page.getByRole("main").getByLabel("Confirm password").fill("Something+Else1");
    const sentRequests: string[] = [];
    page.on("request", (request) => sentRequests.push(request.url()));
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Passwords do not match");
    await expect(page.getByRole("main").getByLabel("Confirm password")).toBeFocused();
    expect(sentRequests.filter((url) => url.includes("/api/auth/register"))).toEqual([]);

    const since = new Date();
    await page.getByRole("main").getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/verify-email\?email=/);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
    await expectNoSeriousA11yViolations(page);

    const code = page.getByRole("main").getByLabel("Verification code");
    const verify = page.getByRole("button", { name: "Verify Email" });
    await expect(verify).toBeDisabled();
    const mailed = extractVerificationCode(await waitForEmail(email, { since }));
    await code.fill(`${mailed.toLowerCase()}XYZ`);
    await expect(code).toHaveValue(mailed);
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(page.getByText("Email Verified!")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?verified=1/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Email verified successfully! You can now log in.",
    );
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(email);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("main").getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await showUserMenuArea(page);
    const menuButton = userMenuButton(page, name);
    await menuButton.click();
    await expect(page.getByText(email).filter({ visible: true })).toBeVisible();
    for (const link of ["My Account", "Orders", "Addresses"])
      await expect(page.getByRole("link", { name: link })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "My Account" })).toBeHidden();
    await expect(menuButton).toBeFocused();

    await signOutThroughMenu(page, name);
    await page.reload();
    await showUserMenuArea(page);
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  });

  test("a code typed into /verify-email before the page's scripts have run counts once they have: Verify Email can be pressed", async ({
    page,
  }) => {
    // Opened from the mail on a slow phone: the form is drawn with the document, and the scripts arrive once it is
    // filled.
    const scripts = await holdScripts(page);
    await page.goto("/verify-email", { waitUntil: "commit" });
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(`early-${uniqueTag()}@example.test`);
    await main.getByLabel("Verification code").fill("abc234");
    const verify = page.getByRole("button", { name: "Verify Email" });
    await expect(verify).toBeDisabled();
    scripts.release();

    // The code is now the form's own, upper-cased as if it had been typed after the scripts.
    await expect(verify).toBeEnabled();
    await expect(main.getByLabel("Verification code")).toHaveValue("ABC234");
  });

  test("an unverified member is told to verify and taken to /verify-email with the email filled in", async ({
    page,
    db,
  }) => {
    const member = await createUser(db, { verified: false });
    await page.goto("/login");
    await submitLogin(page, member.email, member.password);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please verify your email before logging in.");
    await expect(page).toHaveURL(/\/verify-email\?email=/);
    const emailField = page.getByRole("main").getByLabel("Email");
    await expect(emailField).toHaveValue(member.email);

    await emailField.fill("");
    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please enter your email address");
    await expect(emailField).toBeFocused();
    await emailField.fill(member.email);
    await page.getByRole("button", { name: "Resend code" }).click();
    const sent = page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Verification code sent! Check your email." });
    await expect(sent).toBeVisible();
    await expect(sent).toBeHidden({ timeout: 10_000 });

    await page.getByRole("main").getByLabel("Verification code").fill("ZZZZZZ");
    await page.getByRole("button", { name: "Verify Email" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Failed to verify email. Please check your code and try again.",
    );
    await page.getByRole("link", { name: "Back to Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password is answered with the server's message; the menu of an admin offers the dashboard", async ({
    page,
    db,
  }) => {
    const admin = await createUser(db, { role: "ADMIN" });
    await page.goto("/login");
    await expect(page).toHaveTitle(/Sign In/);
    await expectNoSeriousA11yViolations(page);
    await submitLogin(page, admin.email, "Wrong+Password1");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByRole("main").getByLabel("Password")).toBeFocused();

    await page.getByRole("main").getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await showUserMenuArea(page);
    await userMenuButton(page, admin.name).click();
    await page.getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  });

  test("login returns to a same-site returnTo and ignores one that leaves the shop", async ({ page, db }) => {
    const member = await createUser(db);
    await page.goto(`/login?returnTo=${encodeURIComponent("/shop?category=Rings")}`);
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(/\/shop\?category=Rings$/);

    // Signed in already: the login page moves straight on.
    await page.goto(`/login?returnTo=${encodeURIComponent("//evil.example/steal")}`);
    await expect(page).toHaveURL((url) => url.origin !== "http://evil.example" && url.pathname === "/");
  });
});
