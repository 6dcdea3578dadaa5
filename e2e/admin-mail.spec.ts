import { createAdmin } from "../tests/factories/users";
import { expect, test } from "./fixtures";
import { waitForEmail } from "./helpers/mail";
import { expectNoSeriousA11yViolations, uniqueTag } from "./helpers/pages";
import { signInWithToken } from "./helpers/session";

test.describe("Undelivered mail on the admin dashboard", () => {
  test("the maker sees how many messages the mail server refused for days, reads why, and resends one", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("baseURL is not set");
    const tag = uniqueTag();
    const to = `far-away-${tag}@example.test`;
    const subject = `Shipped: your Atelier order #${tag.toUpperCase()}`;
    // A message the outbox gave up on after three days of refusals, as it leaves it.
    await db.emailOutbox.create({
      data: {
        to,
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
        status: "failed",
        attempts: 79,
        failedAt: new Date(Date.now() - 60 * 60 * 1000),
        lastError: "Connection refused: mail.example.test:25",
        dedupeKey: `order-shipped:${tag}`,
      },
    });
    const admin = await createAdmin(db);
    await signInWithToken(context, baseURL, admin.accessToken);

    await page.goto("/admin");
    const count = page.getByTestId("undelivered-mail-count");
    await expect(count).toHaveText(/^Undelivered mail: [1-9]\d*$/);
    const before = Number((await count.textContent())?.replace(/\D/g, ""));
    await count.click();
    const section = page.getByRole("region", { name: "Undelivered mail" });
    const letter = section.getByRole("listitem").filter({ hasText: to });
    await expect(letter).toContainText(subject);
    await expect(letter).toContainText("after 79 attempts");
    await expect(letter).toContainText("Last error: Connection refused: mail.example.test:25");
    await expectNoSeriousA11yViolations(page);

    const since = new Date();
    await letter.getByRole("button", { name: `Resend “${subject}” to ${to}` }).click();
    await expect(section.getByRole("status")).toHaveText(`“${subject}” to ${to} is queued again.`);
    await expect(letter).toHaveCount(0);
    await expect(count).toHaveText(`Undelivered mail: ${before - 1}`);
    const mail = await waitForEmail(to, { subject, since });
    expect(mail.subject).toBe(subject);
    expect(await db.emailOutbox.findFirstOrThrow({ where: { to } })).toMatchObject({ status: "sent", failedAt: null });
  });
});
