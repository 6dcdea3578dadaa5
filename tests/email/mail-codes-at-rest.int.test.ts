import { afterEach, describe, expect, test } from "vitest";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as listDeadLetters } from "@/app/api/admin/dead-letters/route";
import { POST as resendDeadLetter } from "@/app/api/admin/dead-letters/[id]/resend/route";
import { deliverPendingEmails } from "@/lib/email/delivery";
import { pruneSentMail } from "@/lib/email/prune";
import { MAX_DELIVERY_ATTEMPTS } from "@/lib/email/retry-schedule";
import { extractVerificationCode } from "../../e2e/helpers/mail";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useSwitchableSmtp, waitFor, waitForMail } from "../support/mail";
import { useTestDatabase } from "../support/database";

const DAY = 24 * 60 * 60 * 1000;

// What a reader of the database (or of a backup) sees of a code-bearing mail: every column of every row, as text.
describe("codes in the email outbox", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();

  const { catcherUp, smtpDown } = useSwitchableSmtp();

  /** Every outbox row, all columns, as Postgres itself renders them. */
  async function outboxAsStored(): Promise<string> {
    const rows = await db().$queryRawUnsafe<{ row: string }[]>(
      "SELECT row_to_json(e)::text AS row FROM email_outbox e",
    );
    return rows.map((entry) => entry.row).join("\n");
  }

  /** Asks for a reset while SMTP is down; answers the queued row once its first delivery has failed. */
  async function resetRequestedDuringOutage(email: string) {
    await smtpDown();
    const answer = await callRoute(
      forgotPassword,
      apiRequest("POST", "/api/auth/forgot-password", { origin: ORIGIN, body: { email } }),
    );
    expect(answer.status).toBe(202);
    return firstAttemptFailed(email);
  }

  /** The row of the mail to `email` once the delivery started right after queueing it has failed. */
  function firstAttemptFailed(email: string) {
    return waitFor(async () => {
      const row = await db().emailOutbox.findFirst({ where: { to: email } });
      return row?.lastError ? row : undefined;
    });
  }

  afterEach(async () => {
    await db().emailOutbox.deleteMany();
  });

  test("a reset code waits sealed through an outage, goes out on the retry, and is nowhere in the table after", async () => {
    const user = await createUser(db());
    const queued = await resetRequestedDuringOutage(user.email);
    expect(queued).toMatchObject({
      status: "pending",
      attempts: 1,
      subject: "Your Atelier password reset code: ••••••",
    });
    expect(queued.sealed).toMatch(/^v1\./);
    const whilePending = await outboxAsStored();

    const catcher = await catcherUp();
    await db().emailOutbox.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    expect(await deliverPendingEmails()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const mail = await waitForMail(catcher, user.email);
    const code = extractVerificationCode(mail);
    expect(mail.subject).toBe(`Your Atelier password reset code: ${code}`);
    expect(mail.text).toContain(`    ${code}\n`);

    const afterSending = await outboxAsStored();
    expect(afterSending).toContain(user.email);
    expect(whilePending).not.toContain(code);
    expect(afterSending).not.toContain(code);
    expect(await db().emailOutbox.findFirstOrThrow({ where: { to: user.email } })).toMatchObject({
      status: "sent",
      sealed: null,
    });
  });

  test("a verification code is kept the same way", async () => {
    await smtpDown();
    const email = "new-member@example.test";
    const answer = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", {
        origin: ORIGIN,
        body: { name: "New Member", email, password: "Amber#Bead12" },
      }),
    );
    expect(answer.status).toBe(202);
    const queued = await firstAttemptFailed(email);
    expect(queued.subject).toBe("Your Atelier verification code: ••••••");
    expect(queued.text).toContain("    ••••••\n");
    expect(queued.sealed).toMatch(/^v1\./);

    const catcher = await catcherUp();
    await db().emailOutbox.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await deliverPendingEmails();
    const code = extractVerificationCode(await waitForMail(catcher, email));
    expect(await outboxAsStored()).not.toContain(code);
  });

  test("a dead letter carrying a code is listed without it, and resending it still delivers the code", async () => {
    const user = await createUser(db());
    const { id } = await resetRequestedDuringOutage(user.email);
    // Its last attempt is due: one more failure makes it a dead letter.
    await db().emailOutbox.update({
      where: { id },
      data: { attempts: MAX_DELIVERY_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) },
    });
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 0, failed: 1 });

    const admin = await createAdmin(db());
    const listed = await callRoute<{ id: string; subject: string }[]>(
      listDeadLetters,
      apiRequest("GET", "/api/admin/dead-letters", { token: admin.accessToken }),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id, to: user.email, subject: "Your Atelier password reset code: ••••••" }),
    ]);

    const catcher = await catcherUp();
    const resend = await callRoute(
      resendDeadLetter,
      apiRequest("POST", `/api/admin/dead-letters/${id}/resend`, { origin: ORIGIN, token: admin.accessToken }),
      { id },
    );
    expect(resend.status).toBe(200);
    const code = extractVerificationCode(await waitForMail(catcher, user.email));
    expect(JSON.stringify(listed.body)).not.toContain(code);
    await waitFor(async () =>
      (await db().emailOutbox.findUniqueOrThrow({ where: { id } })).status === "sent" ? true : undefined,
    );
    expect(await outboxAsStored()).not.toContain(code);
  });

  test("a sealed message that cannot be opened is a failed attempt, retried, never sent masked", async () => {
    const [first, second] = [await createUser(db()), await createUser(db())];
    const one = await resetRequestedDuringOutage(first.email);
    const other = await resetRequestedDuringOutage(second.email);
    // A sealed body moved to another row (or altered) does not open there.
    await db().emailOutbox.update({
      where: { id: other.id },
      data: { sealed: one.sealed, nextAttemptAt: new Date(Date.now() - 1000) },
    });
    await db().emailOutbox.update({
      where: { id: one.id },
      data: { nextAttemptAt: new Date(Date.now() + 60 * 60 * 1000) },
    });

    const catcher = await catcherUp();
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(catcher.messages().filter((mail) => mail.to.includes(second.email))).toEqual([]);
    const retried = await db().emailOutbox.findUniqueOrThrow({ where: { id: other.id } });
    expect(retried).toMatchObject({ status: "pending", attempts: 2 });
    expect(retried.lastError).toMatch(/authenticate/i);
  });

  test("sent mail is pruned after 30 days; mail still to send and dead letters stay", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const row = (subject: string, data: object) =>
      db().emailOutbox.create({ data: { to: "kept@example.test", subject, html: "", text: "", ...data } });
    await row("sent 31 days ago", { status: "sent", sentAt: daysAgo(31), createdAt: daysAgo(31) });
    await row("sent 29 days ago", { status: "sent", sentAt: daysAgo(29), createdAt: daysAgo(29) });
    await row("pending for 40 days", { status: "pending", createdAt: daysAgo(40) });
    await row("dead letter of 40 days", { status: "failed", failedAt: daysAgo(37), createdAt: daysAgo(40) });

    expect(await pruneSentMail(now)).toBe(1);
    const left = await db().emailOutbox.findMany({ select: { subject: true }, orderBy: { subject: "asc" } });
    expect(left.map((entry) => entry.subject)).toEqual([
      "dead letter of 40 days",
      "pending for 40 days",
      "sent 29 days ago",
    ]);
  });
});
