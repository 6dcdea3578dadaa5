import { afterAll, afterEach, describe, expect, test } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as listDeadLetters } from "@/app/api/admin/dead-letters/route";
import { POST as resendDeadLetter } from "@/app/api/admin/dead-letters/[id]/resend/route";
import { deliverPendingEmails } from "@/lib/email/delivery";
import { changeAndEnqueue, deliverEmailsSoon, enqueueEmail, enqueueEmails } from "@/lib/email/outbox";
import { Prisma } from "@/lib/generated/prisma/client";
import { MAX_DELIVERY_ATTEMPTS, RETRY_FOR_SECONDS } from "@/lib/email/retry-schedule";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { simulatedClock, type SimulatedClock } from "../support/clock";
import { pointSmtpAt, useSwitchableSmtp, waitFor } from "../support/mail";
import { startSlowSmtp, type SlowSmtp } from "../support/slow-smtp";
import { useTestDatabase } from "../support/database";

const HOUR = 60 * 60 * 1000;

// bcrypt at the production cost (12) is slow on purpose, and slower still on a busy machine.
describe("the email outbox", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const slowServers: SlowSmtp[] = [];

  const { catcherUp, smtpDown } = useSwitchableSmtp();

  /** Pretends the retry time has come (real clock). */
  async function makeDue(): Promise<void> {
    await db().emailOutbox.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
  }

  /** Moves the simulated clock to the message's next attempt and runs one delivery at that moment. */
  async function nextAttempt(clock: SimulatedClock, id: string) {
    const row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    clock.set(row.nextAttemptAt);
    return deliverPendingEmails({ clock });
  }

  async function queue(
    subject: string,
    to = `${subject.toLowerCase().replaceAll(" ", "-")}@example.test`,
  ): Promise<string> {
    await enqueueEmail(db(), { to, subject, html: `<p>${subject}</p>`, text: subject });
    return (await db().emailOutbox.findFirstOrThrow({ where: { subject } })).id;
  }

  afterEach(async () => {
    await db().emailOutbox.deleteMany();
  });
  afterAll(async () => {
    await Promise.all(slowServers.map((server) => server.stop()));
  });

  test("a sign-up during an SMTP outage still succeeds, and its mail goes out exactly once when SMTP is back", async () => {
    await smtpDown();
    const email = "outage@example.test";
    const answer = await callRoute(
      register,
      apiRequest("POST", "/api/auth/register", {
        origin: ORIGIN,
        body: { name: "Patient", email, password: "Amber#Bead12" },
      }),
    );
    expect(answer.status).toBe(202);

    // The delivery started right after sign-up fails against the closed port and leaves the message queued.
    const queued = await waitFor(async () => {
      const row = await db().emailOutbox.findFirst({ where: { to: email } });
      return row?.lastError ? row : undefined;
    });
    expect(queued).toMatchObject({ status: "pending", attempts: 1, sentAt: null, lockedUntil: null, leaseToken: null });
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
    const sent = await db().emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null, lockedUntil: null, leaseToken: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  test("deliveries running at the same time send each message once", async () => {
    const catcher = await catcherUp();
    catcher.clear();
    for (let i = 0; i < 12; i += 1) await queue(`Message ${i}`);
    const reports = await Promise.all([1, 2, 3].map(() => deliverPendingEmails({ limit: 12 })));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
    const subjects = catcher
      .messages()
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Message ${i}`).sort());
  });

  test("a change and its mail commit together: no row changed, no mail queued", async () => {
    const user = await createUser(db(), { name: "Before" });
    const mail = { to: user.email, subject: "Changed", html: "<p>Changed</p>", text: "Changed" };
    const unchanged = await changeAndEnqueue<{ id: string }>(
      Prisma.sql`UPDATE users SET name = 'After' WHERE id = ${user.id} AND name = 'Someone else' RETURNING id`,
      mail,
    );
    expect(unchanged).toEqual([]);
    expect(await db().emailOutbox.count()).toBe(0);

    const changed = await changeAndEnqueue<{ id: string }>(
      Prisma.sql`UPDATE users SET name = 'After' WHERE id = ${user.id} AND name = 'Before' RETURNING id`,
      mail,
    );
    expect(changed).toEqual([{ id: user.id }]);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe("After");
    expect(await db().emailOutbox.findMany({ select: { to: true, subject: true, status: true } })).toEqual([
      { to: user.email, subject: "Changed", status: "pending" },
    ]);
  });

  test("a mail queued while a background delivery is still sending goes out in the run after it, without the loop", async () => {
    const slow = await startSlowSmtp(1_500);
    slowServers.push(slow);
    pointSmtpAt(slow.url);
    const first = await queue("Soon One");
    deliverEmailsSoon();
    // The first run has claimed its message and is inside the slow send when the second mail is queued.
    await waitFor(
      async () =>
        (await db().emailOutbox.findUniqueOrThrow({ where: { id: first } })).attempts > 0 ? true : undefined,
      5_000,
    );
    await queue("Soon Two");
    deliverEmailsSoon();
    // Marked sent only after the server has taken it: wait for the rows, not for the server.
    await waitFor(
      async () => ((await db().emailOutbox.count({ where: { status: "sent" } })) >= 2 ? true : undefined),
      10_000,
    );
    expect(slow.received().map((mail) => mail.subject)).toEqual(["Soon One", "Soon Two"]);
    expect(await db().emailOutbox.findMany({ select: { status: true, attempts: true } })).toEqual([
      { status: "sent", attempts: 1 },
      { status: "sent", attempts: 1 },
    ]);
  });

  test("a burst of more mail than one background run sends goes out at once, batch after batch, without the loop", async () => {
    const catcher = await catcherUp();
    catcher.clear();
    const subjects = Array.from({ length: 25 }, (_, index) => `Burst ${index + 1}`);
    for (const subject of subjects) await queue(subject);
    deliverEmailsSoon();
    const sent = await waitFor(async () => {
      const count = await db().emailOutbox.count({ where: { subject: { in: subjects }, status: "sent" } });
      return count === subjects.length ? count : undefined;
    });
    expect(sent).toBe(25);
    expect(
      catcher
        .messages()
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([...subjects].sort());
  });

  test("a message queued one by one goes out before a list's mail queued earlier: a sign-in code never waits behind a newsletter", async () => {
    const catcher = await catcherUp();
    catcher.clear();
    const letters = Array.from({ length: 30 }, (_, index) => ({
      to: `reader-${index}@example.test`,
      subject: `Letter ${index}`,
      html: "<p>New drop</p>",
      text: "New drop",
    }));
    await enqueueEmails(db(), letters);
    await queue("Your code");

    expect(await deliverPendingEmails({ limit: 1 })).toMatchObject({ sent: 1 });
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(["Your code"]);
    // Then the list, oldest first.
    await deliverPendingEmails({ limit: 2 });
    expect(
      catcher
        .messages()
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(["Letter 0", "Letter 1", "Your code"]);
  });

  test("a send slower than the lease, with two delivery loops racing: each mail leaves once", async () => {
    const slow = await startSlowSmtp(2_500);
    slowServers.push(slow);
    pointSmtpAt(slow.url);
    await queue("Slow One");
    await queue("Slow Two");
    // A one-second lease against a 2.5-second send: without renewal, the lease would lapse mid-send.
    const loop = () => deliverPendingEmails({ leaseSeconds: 1 });
    const [first, second] = [loop(), loop()];
    // A third process arrives while both sends are well past their first lease.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await loop()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const reports = await Promise.all([first, second]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(2);
    // And afterwards nobody finds anything left to send.
    expect(await Promise.all([loop(), loop()])).toEqual([
      { sent: 0, retrying: 0, failed: 0 },
      { sent: 0, retrying: 0, failed: 0 },
    ]);
    expect(
      slow
        .received()
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(["Slow One", "Slow Two"]);
    expect(await db().emailOutbox.findMany({ select: { status: true, attempts: true } })).toEqual([
      { status: "sent", attempts: 1 },
      { status: "sent", attempts: 1 },
    ]);
  });

  test("a message another process holds a lease on is left alone until the lease runs out", async () => {
    const catcher = await catcherUp();
    catcher.clear();
    await queue("Leased");
    await db().emailOutbox.updateMany({
      data: { lockedUntil: new Date(Date.now() + 60_000), leaseToken: "another-process" },
    });
    expect((await deliverPendingEmails()).sent).toBe(0);
    // The holder crashed: its lease expires and the message is picked up again.
    await db().emailOutbox.updateMany({ data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await deliverPendingEmails()).sent).toBe(1);
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(["Leased"]);
  });

  test("an SMTP outage of two days (simulated clock) delays an order confirmation, and it goes out once afterwards", async () => {
    await smtpDown();
    const clock = simulatedClock();
    const started = clock.now().getTime();
    const id = await queue("Order Confirmed #A1B2C3D4", "buyer@example.test");
    const delays: number[] = [];
    let previous = (await db().emailOutbox.findUniqueOrThrow({ where: { id } })).nextAttemptAt.getTime();
    while (clock.now().getTime() - started < 48 * HOUR) {
      expect(await nextAttempt(clock, id)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const next = (await db().emailOutbox.findUniqueOrThrow({ where: { id } })).nextAttemptAt.getTime();
      delays.push(next - previous);
      previous = next;
    }
    // Backing off: 30 s doubling to an hour, then hourly; still waiting well past the old 3-hour give-up.
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(delays.slice(-3)).toEqual([HOUR, HOUR, HOUR]);
    expect(await db().emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "pending",
      failedAt: null,
    });

    const catcher = await catcherUp();
    catcher.clear();
    expect(await nextAttempt(clock, id)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    clock.advance(HOUR);
    expect(await deliverPendingEmails({ clock })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(["Order Confirmed #A1B2C3D4"]);
  });

  test("after three days of failures a message becomes a dead letter: kept, listed for the admin, and resendable", async () => {
    await smtpDown();
    const clock = simulatedClock();
    const started = clock.now().getTime();
    const id = await queue("Order Shipped #DEADBEEF", "far-away@example.test");
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      expect(await nextAttempt(clock, id)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    }
    expect(clock.now().getTime() - started).toBeGreaterThanOrEqual(RETRY_FOR_SECONDS * 1000 - 60 * 60 * 1000);
    expect(await nextAttempt(clock, id)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(clock.now().getTime() - started).toBeGreaterThanOrEqual(RETRY_FOR_SECONDS * 1000);

    // Nothing deletes it and nothing retries it by itself, however long it stays.
    clock.advance(30 * 24 * HOUR);
    expect(await deliverPendingEmails({ clock })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const dead = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
    expect(dead).toMatchObject({
      status: "failed",
      attempts: MAX_DELIVERY_ATTEMPTS,
      lockedUntil: null,
      leaseToken: null,
    });
    expect(dead.failedAt).toBeInstanceOf(Date);
    expect(dead.lastError).toMatch(/ECONNREFUSED|connect/i);

    const admin = await createAdmin(db());
    const listed = await callRoute<{ id: string; to: string; subject: string; lastError: string; attempts: number }[]>(
      listDeadLetters,
      apiRequest("GET", "/api/admin/dead-letters", { token: admin.accessToken }),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id,
        to: "far-away@example.test",
        subject: "Order Shipped #DEADBEEF",
        attempts: MAX_DELIVERY_ATTEMPTS,
      }),
    ]);
    expect(listed.body.data[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);

    const member = await createUser(db());
    const resend = (token: string) =>
      callRoute(
        resendDeadLetter,
        apiRequest("POST", `/api/admin/dead-letters/${id}/resend`, { origin: ORIGIN, token }),
        { id },
      );
    expect((await resend(member.accessToken)).status).toBe(403);
    const catcher = await catcherUp();
    catcher.clear();
    expect((await resend(admin.accessToken)).status).toBe(200);
    // Resending twice (a double click) queues it once.
    expect((await resend(admin.accessToken)).status).toBe(409);
    await waitFor(() => (catcher.messages().length > 0 ? true : undefined));
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(catcher.messages().map((mail) => mail.subject)).toEqual(["Order Shipped #DEADBEEF"]);
    // The catcher has the message a moment before its sender marks the row sent.
    const sent = await waitFor(async () => {
      const row = await db().emailOutbox.findUniqueOrThrow({ where: { id } });
      return row.status === "sent" ? row : undefined;
    });
    expect(sent).toMatchObject({ status: "sent", failedAt: null });
  });

  test("without an SMTP server configured, mail waits in the outbox", async () => {
    pointSmtpAt(undefined);
    await queue("Waiting");
    expect(await deliverPendingEmails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await db().emailOutbox.findFirstOrThrow()).toMatchObject({ status: "pending", attempts: 0 });
  });
});
