import { createHash } from "node:crypto";
import { afterEach, describe, expect, test } from "vitest";
import { GET as listAnnouncements, POST as announce } from "@/app/api/admin/newsletter/announcements/route";
import { POST as confirmRoute } from "@/app/api/newsletter/confirm/[token]/route";
import { POST as signUpByForm } from "@/app/api/newsletter/form/route";
import { POST as signUp } from "@/app/api/newsletter/route";
import { POST as unsubscribeRoute } from "@/app/api/newsletter/unsubscribe/[token]/route";
import { deliverPendingEmails } from "@/lib/email/delivery";
import { resetEnvForTests } from "@/lib/env";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { simulatedClock } from "../support/clock";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitFor, waitForMail } from "../support/mail";

const SAME_ANSWER = {
  success: true,
  data: { message: "Almost there: if this address is not subscribed yet, a link to confirm is on its way." },
};
const LINK = /\/newsletter\/(?:confirm|unsubscribe)\/([A-Za-z0-9_-]+)/;

type Summary = { id: string; recipients: number; sent: number; waiting: number; failed: number; finishesAt: string };

describe("the newsletter", () => {
  const database = useTestDatabase();
  const catcher = useMailCatcher();
  const db = () => database.client();
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;

  afterEach(() => {
    delete process.env.NEWSLETTER_PER_MINUTE;
    delete process.env.SHOP_POSTAL_ADDRESS;
    Object.assign(process.env, { NODE_ENV: "test" });
    delete process.env.PAYMENTS;
    resetEnvForTests();
  });

  const ask = (body: unknown) => callRoute(signUp, apiRequest("POST", "/api/newsletter", { origin: ORIGIN, body }));
  const confirm = (token: string) =>
    callRoute(confirmRoute, apiRequest("POST", `/api/newsletter/confirm/${token}`), { token });
  /** What a mail client sends for RFC 8058's one-click unsubscribe: a form POST to the link, no cookies, no Origin. */
  const oneClick = (token: string) =>
    callRoute(
      unsubscribeRoute,
      new Request(`${ORIGIN}/api/newsletter/unsubscribe/${token}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      { token },
    );
  const post = (body: unknown, token: string) =>
    callRoute<Summary>(announce, apiRequest("POST", "/api/admin/newsletter/announcements", { token, body }));

  async function linkToken(email: string, count = 1): Promise<string> {
    const token = LINK.exec((await waitForMail(catcher(), email, count)).text)?.[1];
    if (!token) throw new Error(`no link in the mail to ${email}`);
    return token;
  }

  async function subscribe(email: string): Promise<void> {
    expect((await ask({ email })).status).toBe(202);
    expect((await confirm(await linkToken(email))).status).toBe(200);
  }

  test("POST /api/newsletter answers 202 with the same body for a new, a pending and a subscribed address; only the first two are mailed", async () => {
    const subscribed = address("subscribed");
    await subscribe(subscribed);
    const pending = address("pending");
    await ask({ email: pending });
    await waitForMail(catcher(), pending);
    const fresh = address("fresh");

    const answers = await Promise.all([ask({ email: subscribed }), ask({ email: pending }), ask({ email: fresh })]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(SAME_ANSWER);
    }
    expect((await waitForMail(catcher(), fresh)).subject).toBe("Confirm your subscription to Atelier's newsletter");
    await waitForMail(catcher(), pending, 2);
    expect(
      catcher()
        .messages()
        .filter((mail) => mail.to.includes(subscribed)),
    ).toHaveLength(1);
  });

  /** The footer's box as a browser posts it: a urlencoded form from the shop's own page. */
  const postForm = (body: string, headers: Record<string, string> = {}) =>
    signUpByForm(
      new Request(`${ORIGIN}/api/newsletter/form`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      }),
      {
        params: Promise.resolve({}),
      },
    );

  test("the footer's plain form signs up as the API does and sends the browser on with a 303; a bad address or the limit say so", async () => {
    const email = address("footer-form");
    const sent = await postForm(`email=${encodeURIComponent(email)}`);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/newsletter/requested");
    expect((await waitForMail(catcher(), email)).subject).toBe("Confirm your subscription to Atelier's newsletter");
    expect(await db().newsletterSubscriber.findUniqueOrThrow({ where: { email } })).toMatchObject({
      status: "pending",
      source: "footer",
    });

    const invalid = await postForm("email=not-an-address");
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get("location")).toBe("/newsletter/requested?problem=invalid");

    // Three an hour per email (the first above counts): the fourth is turned back, and no fourth mail goes out.
    for (const expected of ["/newsletter/requested", "/newsletter/requested", "/newsletter/requested?problem=busy"]) {
      expect((await postForm(`email=${encodeURIComponent(email)}`)).headers.get("location")).toBe(expected);
    }
    await waitForMail(catcher(), email, 3);
    expect(
      catcher()
        .messages()
        .filter((mail) => mail.to.includes(email)),
    ).toHaveLength(3);
  });

  test("the footer's form refuses another site's page (403) and anything but a urlencoded form (415)", async () => {
    const email = address("cross-site");
    expect((await postForm(`email=${encodeURIComponent(email)}`, { origin: "https://elsewhere.example" })).status).toBe(
      403,
    );
    expect((await postForm(JSON.stringify({ email }), { "content-type": "application/json" })).status).toBe(415);
    expect(await db().newsletterSubscriber.findUnique({ where: { email } })).toBeNull();
  });

  test("bad fields answer 400 naming them", async () => {
    const answer = await ask({ email: "nope", source: "popup" });
    expect(answer.status).toBe(400);
    expect(answer.body.details?.map((detail) => detail.path).sort()).toEqual(["email", "source"]);
  });

  test("only the mailed link subscribes, recording when and where; its token is 256 bits, hashed at rest, single use, 7 days", async () => {
    const email = address("consent");
    await ask({ email });
    expect(await db().newsletterSubscriber.findUniqueOrThrow({ where: { email } })).toMatchObject({
      status: "pending",
      consentedAt: null,
      source: "footer",
    });
    const token = await linkToken(email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const row = await db().linkToken.findUniqueOrThrow({
      where: { tokenHash: createHash("sha256").update(token).digest("hex") },
    });
    expect(row.purpose).toBe("newsletter_confirm");
    expect(await db().linkToken.count({ where: { tokenHash: token } })).toBe(0);
    expect(
      await db().emailOutbox.count({ where: { OR: [{ text: { contains: token } }, { html: { contains: token } }] } }),
    ).toBe(0);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 3600_000);

    const before = Date.now();
    expect((await confirm(token)).body).toEqual({ success: true, data: { subscribed: true } });
    const subscriber = await db().newsletterSubscriber.findUniqueOrThrow({ where: { email } });
    expect(subscriber.status).toBe("subscribed");
    expect(subscriber.consentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const again = await confirm(token);
    expect([again.status, again.body.code]).toEqual([410, "link_expired"]);

    const late = address("late");
    await ask({ email: late });
    const lateToken = await linkToken(late);
    await db().linkToken.updateMany({
      where: { tokenHash: createHash("sha256").update(lateToken).digest("hex") },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await confirm(lateToken)).body).toEqual((await confirm("C".repeat(43))).body);
    expect((await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: late } })).status).toBe("pending");
  });

  test("an announcement mails each confirmed subscriber once, with the postal address, an unsubscribe link and RFC 8058 headers", async () => {
    process.env.SHOP_POSTAL_ADDRESS = "Atelier, 12 Clay Street, Portland, OR 97201";
    resetEnvForTests();
    const admin = await createAdmin(db());
    const reader = address("reader");
    const undecided = address("undecided");
    await subscribe(reader);
    await ask({ email: undecided });
    const piece = await createProduct(db(), { name: "Tide Pendant", priceCents: 6_400 });

    const answer = await post(
      { subject: "The winter drop", message: "Six new pieces.\n\nMade in small batches.", productIds: [piece.id] },
      admin.accessToken,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.recipients).toBeGreaterThanOrEqual(1);
    const mail = await waitFor(() =>
      catcher()
        .messages()
        .find((caught) => caught.to.includes(reader) && caught.subject === "The winter drop"),
    );
    expect(mail.text).toContain("Six new pieces.");
    expect(mail.text).toContain(`- Tide Pendant · $64.00: ${ORIGIN}/product/${piece.id}`);
    expect(mail.text).toContain("Atelier, 12 Clay Street, Portland, OR 97201");
    expect(mail.html).toContain("Atelier, 12 Clay Street, Portland, OR 97201");
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}/);
    const unsubscribeUrl = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
    expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribeUrl}>, <mailto:hello@localhost?subject=unsubscribe>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await db().emailOutbox.count({ where: { to: undecided, subject: "The winter drop" } })).toBe(0);

    // The one-click POST unsubscribes at once; a second is harmless; the next announcement skips her.
    const token = LINK.exec(unsubscribeUrl ?? "")?.[1] ?? "";
    expect((await oneClick(token)).status).toBe(200);
    expect((await oneClick(token)).status).toBe(200);
    expect(await db().newsletterSubscriber.findUniqueOrThrow({ where: { email: reader } })).toMatchObject({
      status: "unsubscribed",
    });
    await post({ subject: "The spring drop", message: "More.", productIds: [piece.id] }, admin.accessToken);
    expect(await db().emailOutbox.count({ where: { to: reader, subject: "The spring drop" } })).toBe(0);
    expect((await oneClick("D".repeat(43))).body.code).toBe("link_expired");
  });

  test("mail is paced NEWSLETTER_PER_MINUTE a minute, an unsubscribe drops what still waits, and the admin sees sent and waiting", async () => {
    process.env.NEWSLETTER_PER_MINUTE = "2";
    resetEnvForTests();
    await db().newsletterSubscriber.updateMany({ data: { status: "unsubscribed" } });
    await db().newsletterAnnouncement.deleteMany();
    const admin = await createAdmin(db());
    const readers = [address("paced"), address("paced"), address("paced"), address("paced"), address("paced")];
    for (const reader of readers) await subscribe(reader);
    const piece = await createProduct(db());

    const started = Date.now();
    const answer = await post({ subject: "Paced drop", message: "Slowly.", productIds: [piece.id] }, admin.accessToken);
    expect(answer.body.data.recipients).toBe(5);
    const queued = await db().emailOutbox.findMany({
      where: { subject: "Paced drop" },
      orderBy: { nextAttemptAt: "asc" },
    });
    const minutesOut = queued.map((row) => Math.round((row.nextAttemptAt.getTime() - started) / 60_000));
    expect(minutesOut).toEqual([0, 0, 1, 1, 2]);
    await waitFor(async () =>
      (await db().emailOutbox.count({ where: { subject: "Paced drop", status: "sent" } })) === 2 ? true : undefined,
    );

    // The last reader leaves before her slot: her mail never goes.
    const last = queued[4]?.to ?? "";
    const token = /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(queued[4]?.text ?? "")?.[1] ?? "";
    expect((await oneClick(token)).status).toBe(200);
    const listed = await callRoute<Summary[]>(
      listAnnouncements,
      apiRequest("GET", "/api/admin/newsletter/announcements", { token: admin.accessToken }),
    );
    expect(listed.body.data[0]).toMatchObject({
      id: answer.body.data.id,
      recipients: 5,
      sent: 2,
      waiting: 2,
      failed: 0,
    });

    const sentCount = () => db().emailOutbox.count({ where: { subject: "Paced drop", status: "sent" } });
    const clock = simulatedClock(new Date(started + 61_000));
    await deliverPendingEmails({ clock });
    expect(await sentCount()).toBe(4);
    clock.advance(60_000);
    await deliverPendingEmails({ clock });
    expect(await sentCount()).toBe(4);
    expect(
      catcher()
        .messages()
        .filter((mail) => mail.to.includes(last) && mail.subject === "Paced drop"),
    ).toHaveLength(0);

    // The next announcement starts after this one's last minute.
    await post({ subject: "Next drop", message: "Later.", productIds: [piece.id] }, admin.accessToken);
    const next = await db().emailOutbox.findFirstOrThrow({
      where: { subject: "Next drop" },
      orderBy: { nextAttemptAt: "asc" },
    });
    expect(Math.round((next.nextAttemptAt.getTime() - started) / 60_000)).toBe(3);
  });

  test("production refuses to announce without the shop's postal address: 409 postal_address_missing, nothing queued", async () => {
    const admin = await createAdmin(db());
    const piece = await createProduct(db());
    Object.assign(process.env, { NODE_ENV: "production" });
    process.env.PAYMENTS = "test";
    delete process.env.SHOP_POSTAL_ADDRESS;
    resetEnvForTests();
    const before = await db().emailOutbox.count();
    const answer = await post({ subject: "No address", message: "x", productIds: [piece.id] }, admin.accessToken);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("postal_address_missing");
    expect(answer.body.error).toContain("SHOP_POSTAL_ADDRESS");
    expect(await db().emailOutbox.count()).toBe(before);
  });

  test("announcing is the admin's: 401 signed out, 403 for a member; bad fields 400 naming them", async () => {
    const member = await createUser(db());
    const admin = await createAdmin(db());
    expect(
      (await callRoute(announce, apiRequest("POST", "/api/admin/newsletter/announcements", { body: {} }))).status,
    ).toBe(401);
    expect((await post({ subject: "x", message: "y", productIds: ["a"] }, member.accessToken)).status).toBe(403);
    const bad = await post({ subject: "", message: "", productIds: [] }, admin.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((detail) => detail.path).sort()).toEqual(["message", "productIds", "subject"]);
    const unknown = await post({ subject: "s", message: "m", productIds: ["no-such-piece"] }, admin.accessToken);
    expect(unknown.body.details).toEqual([{ path: "productIds.0", message: "Not a piece in the shop" }]);
  });

  test("past 3 sign-ups an hour for one address the answer is 429", async () => {
    const email = address("flood");
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask({ email })).status).toBe(202);
    expect((await ask({ email })).status).toBe(429);
  });
});
