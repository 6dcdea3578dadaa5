import { createProduct } from "../tests/factories/products";
import { createAdmin } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { waitForEmail, type CaughtMail } from "./helpers/mail";
import { expectNoindex, expectNoSeriousA11yViolations, screenshot, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

/** The path of the first link in the mail's text that goes to `kind` ("/alerts/confirm/…"). */
function linkPath(mail: CaughtMail, kind: string): string {
  const path = new RegExp(`https?://[^/\\s]+(${kind}/[A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
  if (!path) throw new Error(`No ${kind} link in "${mail.subject}":\n${mail.text}`);
  return path;
}

test.describe("Customers who come back", () => {
  test("a back-in-stock alert is confirmed through its mailed link, then fired once by the maker's restock", async ({
    page,
    db,
    browser,
    baseURL,
  }, testInfo) => {
    // Two mails through the outbox and the catcher, and two browsers: more than the default allowance on a busy
    // machine.
    test.setTimeout(90_000);
    if (!baseURL) throw new Error("baseURL is not set");
    const tag = uniqueTag();
    const name = `Tidewater Hoops ${tag}`;
    const email = `waiting-${tag}@example.test`;
    const piece = await createProduct(db, { name, stock: 0 });

    await page.goto(`/product/${piece.id}`);
    const alert = page.getByRole("region", { name: /Email me when it.s back/ });
    await alert.getByLabel("Email address").fill(email);
    await alert.getByRole("button", { name: "Notify me" }).click();
    await expect(alert.getByRole("status")).toHaveText(
      "If this address is not already waiting for this piece, a link to confirm the alert is on its way.",
    );
    await screenshot(page, testInfo, "back-in-stock-form");

    const confirmation = await waitForEmail(email, { subject: `Confirm your alert for ${name}` });
    expect(confirmation.html).toContain("Confirm the alert");
    await page.goto(linkPath(confirmation, "/alerts/confirm"));
    await expect(page.getByRole("heading", { name: "Confirm your alert" })).toBeVisible();
    await expectNoindex(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Confirm the alert" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Confirmed:" })).toHaveText(
      `Confirmed: we will email you once when ${name} is back.`,
    );
    await screenshot(page, testInfo, "alert-confirmed");

    // The maker restocks from the dashboard.
    const maker = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    await signInWithToken(maker, baseURL, (await createAdmin(db)).accessToken);
    const dashboard = await maker.newPage();
    await dashboard.goto(`/admin?q=${encodeURIComponent(name)}`);
    const entry = dashboard.getByTestId("admin-product").filter({ hasText: name }).filter({ visible: true });
    await entry.getByLabel(`Stock of ${name}`).fill("2");
    await entry.getByRole("button", { name: `Save stock of ${name}` }).click();
    await expect(entry.getByLabel(`Stock of ${name}`)).toHaveValue("2");
    await maker.close();

    const back = await waitForEmail(email, { subject: `${name} is back in stock` });
    expect(back.text).toContain(`/product/${piece.id}`);
    expect(back.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    await page.goto(linkPath(back, "/alerts/unsubscribe"));
    await expect(page.getByRole("button", { name: "Stop the alerts" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await db.emailOutbox.count({ where: { to: email, subject: `${name} is back in stock` } })).toBe(1);
  });

  test("a newsletter sign-up is confirmed, an announced drop arrives, and the mail client's one-click POST undoes it", async ({
    page,
    db,
    browser,
    baseURL,
    request,
  }, testInfo) => {
    // Two mails, a paced announcement and two browsers: more than the default allowance on a busy machine.
    test.setTimeout(90_000);
    if (!baseURL) throw new Error("baseURL is not set");
    const tag = uniqueTag();
    const email = `reader-${tag}@example.test`;
    const piece = await createProduct(db, { name: `Drop Pendant ${tag}`, priceCents: 5_400 });

    await page.goto("/");
    const box = page.getByRole("region", { name: "Letters from the bench" });
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    // A plain form: the browser lands on a page that says the same for every address.
    await expect(page).toHaveURL((url) => url.pathname === "/newsletter/requested");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Almost there: if this address is not subscribed yet, a link to confirm is on its way.",
    );
    await expectNoindex(page);

    const confirmation = await waitForEmail(email, { subject: "Confirm your subscription to Atelier's newsletter" });
    await page.goto(linkPath(confirmation, "/newsletter/confirm"));
    await expectNoindex(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are subscribed" })).toHaveText(
      "You are subscribed. Thank you: the next letter comes with the next drop.",
    );
    expect(await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).toMatchObject({
      status: "subscribed",
      source: "footer",
    });

    // The maker announces the drop from /admin/newsletter.
    const maker = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    await signInWithToken(maker, baseURL, (await createAdmin(db)).accessToken);
    const admin = await maker.newPage();
    await admin.goto("/admin/newsletter");
    await admin.getByLabel(/^Subject/).fill(`New drop ${tag}`);
    await admin.getByLabel(/^Message/).fill("Pendants cast this week.\n\nA few of each.");
    await admin.getByLabel(piece.name).check();
    await expectNoSeriousA11yViolations(admin);
    await screenshot(admin, testInfo, "announce-drop");
    await admin.getByRole("button", { name: "Announce the drop" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Announced to" })).toBeVisible();
    await expect(admin.getByTestId("announcement").filter({ hasText: `New drop ${tag}` })).toContainText(/Sent: \d+/);
    await maker.close();

    const letter = await waitForEmail(email, { subject: `New drop ${tag}`, timeoutMs: 30_000 });
    expect(letter.text).toContain(`${piece.name} · $54.00`);
    expect(letter.text).toContain("Atelier, 12 Clay Street, Portland, OR 97201");
    const unsubscribe =
      /^<(https?:\/\/[^>]+\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43})>, <mailto:[^>]+\?subject=unsubscribe>$/.exec(
        letter.headers["list-unsubscribe"] ?? "",
      )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(letter.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // What a mail client does for the "Unsubscribe" button (RFC 8058): a form POST to the link itself, no cookies.
    const oneClick = await request.post(new URL(new URL(unsubscribe ?? "").pathname, baseURL).href, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
    expect(await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).toMatchObject({
      status: "unsubscribed",
    });

    // A person following the link gets a page with a button, which changes nothing until pressed.
    await page.goto(new URL(unsubscribe ?? "").pathname);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    await screenshot(page, testInfo, "newsletter-unsubscribe");
    await expectNoSeriousA11yViolations(page);
  });
});
