import { afterAll, afterEach, describe, expect, test } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { MAX_DELIVERY_ATTEMPTS, deliverPendingEmails, enqueueEmail } from "@/lib/email/outbox";
import { startMailCatcher, type MailCatcher } from "../../scripts/mail/catcher";
import { freePort } from "../../scripts/db/free-port";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { pointSmtpAt, waitFor } from "../support/mail";
import { useTestDatabase } from "../support/database";

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("the email outbox", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const catchers: MailCatcher[] = [];

  async function catcherUp(): Promise<MailCatcher> {
    const catcher = await startMailCatcher();
    catchers.push(catcher);
    pointSmtpAt(catcher.smtpUrl);
    return catcher;
  }

  async function smtpDown(): Promise<void> {
    pointSmtpAt(`smtp://127.0.0.1:${await freePort()}`);
  }

  /** Pretends the retry time has come. */
  async function makeDue(id?: string): Promise<void> {
    await database.client().emailOutbox.updateMany({ where: id ? { id } : {}, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
  }

  afterEach(async () => {
    await database.client().emailOutbox.deleteMany();
  });
  afterAll(async () => {
    pointSmtpAt(undefined);
    await Promise.all(catchers.map((catcher) => catcher.stop()));
  });

  test("a sign-up during an SMTP outage still succeeds, and its mail goes out exactly once when SMTP is back", async () => {
    await smtpDown();
    const email = "outage@example.test";
    const answer = await callRoute(register, apiRequest("POST", "/api/auth/register", { origin: ORIGIN, body: { name: "Patient", email, password: "Amber#Bead12" } }));
    expect(answer.status).toBe(201);

    // The delivery started right after sign-up fails against the closed port and leaves the message queued.
    const queued = await waitFor(async () => {
      const row = await database.client().emailOutbox.findFirst({ where: { to: email } });
      return row?.lastError ? row : undefined;
    });
    expect(queued).toMatchObject({ status: "pending", attempts: 1, sentAt: null, lockedUntil: null });
    expect(queued.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);

    const catcher = await catcherUp();
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await makeDue();
    expect(await deliverPendingEmails()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const mails = catcher.messages().filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your Atelier verification code: [A-Z2-9]{6}$/);
    const sent = await database.client().emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null, lockedUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  test("deliveries running at the same time send each message once", async () => {
    const catcher = await catcherUp();
    catcher.clear();
    for (let i = 0; i < 12; i += 1) {
      await enqueueEmail(database.client(), { to: `parallel-${i}@example.test`, subject: `Message ${i}`, html: `<p>${i}</p>`, text: `${i}` });
    }
    const reports = await Promise.all([1, 2, 3].map(() => deliverPendingEmails({ limit: 12 })));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
    const subjects = catcher.messages().map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Message ${i}`).sort());
  });

  test("a message another process holds a lease on is left alone until the lease runs out", async () => {
    const catcher = await catcherUp();
    catcher.clear();
    await enqueueEmail(database.client(), { to: "leased@example.test", subject: "Leased", html: "<p>x</p>", text: "x" });
    await database.client().emailOutbox.updateMany({ data: { lockedUntil: new Date(Date.now() + 60_000) } });
    expect((await deliverPendingEmails()).sent).toBe(0);
    // The holder crashed: its lease expires and the message is picked up again.
    await database.client().emailOutbox.updateMany({ data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await deliverPendingEmails()).sent).toBe(1);
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(["Leased"]);
  });

  test("failures back off exponentially and the message is marked failed after the last attempt", async () => {
    await smtpDown();
    await enqueueEmail(database.client(), { to: "never@example.test", subject: "Never", html: "<p>x</p>", text: "x" });
    const expectedDelays = [30, 60, 120, 240, 480, 960, 1920, 3600, 3600];
    expect(expectedDelays).toHaveLength(MAX_DELIVERY_ATTEMPTS - 1);
    for (const seconds of expectedDelays) {
      await makeDue();
      const started = Date.now();
      expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const finished = Date.now();
      const next = (await database.client().emailOutbox.findFirstOrThrow()).nextAttemptAt.getTime();
      expect(next).toBeGreaterThanOrEqual(started + seconds * 1000);
      expect(next).toBeLessThanOrEqual(finished + seconds * 1000);
    }
    await makeDue();
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await database.client().emailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
    await makeDue();
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  test("without an SMTP server configured, mail waits in the outbox", async () => {
    pointSmtpAt(undefined);
    await enqueueEmail(database.client(), { to: "waiting@example.test", subject: "Waiting", html: "<p>x</p>", text: "x" });
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await database.client().emailOutbox.findFirstOrThrow()).toMatchObject({ status: "pending", attempts: 0 });
  });
});
