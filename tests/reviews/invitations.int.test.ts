import { afterEach, describe, expect, test } from "vitest";
import { PATCH as moveOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as unsubscribeRoute } from "@/app/api/reviews/unsubscribe/[token]/route";
import { deliverPendingEmails } from "@/lib/email/delivery";
import { resetEnvForTests } from "@/lib/env";
import { sendReviewInvitations } from "@/lib/reviews/invitations";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { accessTokenFor, createAdmin } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { useMailCatcher, waitForMail } from "../support/mail";
import { DAY_MS, deliveredOrder, reviewTokenIn } from "./support";

describe("the review request", () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const catcher = useMailCatcher();
  let seq = 0;
  const address = (name: string) => `${name}-${(seq += 1)}@example.test`;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  const mailsTo = (email: string) =>
    catcher()
      .messages()
      .filter((mail) => mail.to.includes(email));

  afterEach(() => {
    delete process.env.REVIEW_DELAY_DAYS;
    delete process.env.SHOP_POSTAL_ADDRESS;
    resetEnvForTests();
  });

  test("goes once per delivered order, after REVIEW_DELAY_DAYS, listing its pieces, with the postal address and one-click unsubscribe", async () => {
    process.env.SHOP_POSTAL_ADDRESS = "Atelier, 12 Clay Street, Portland, OR 97201";
    resetEnvForTests();
    const ring = await createProduct(db(), { name: "Garnet Band" });
    const chain = await createProduct(db(), { name: "Fine Chain" });
    const early = await deliveredOrder(db(), { email: address("early"), pieces: [ring], deliveredAt: daysAgo(3) });
    const email = address("due");
    const due = await deliveredOrder(db(), {
      email,
      pieces: [ring, chain],
      deliveredAt: daysAgo(8),
      variantLabel: "7",
    });

    // Two processes' ticks at once: the claim lets one of them mail.
    const runs = await Promise.all([sendReviewInvitations(), sendReviewInvitations()]);
    expect(runs.flat()).toEqual([due.id]);
    expect(await sendReviewInvitations()).toEqual([]);
    await deliverPendingEmails({ limit: 50 });
    const mail = await waitForMail(catcher(), email);
    expect(mail.subject).toBe("How are you finding your pieces?");
    expect(mail.text).toContain("- Garnet Band · 7");
    expect(mail.text).toContain("- Fine Chain · 7");
    expect(mail.text).toContain("Atelier, 12 Clay Street, Portland, OR 97201");
    expect(reviewTokenIn(mail.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const unsubscribeUrl = /(http:\/\/localhost:3000\/reviews\/unsubscribe\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(unsubscribeUrl).toBeDefined();
    expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribeUrl}>, <mailto:hello@localhost?subject=unsubscribe>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // The outbox keeps the link masked: a leaked table writes no review.
    const stored = await db().emailOutbox.findFirstOrThrow({ where: { dedupeKey: `order-review-request:${due.id}` } });
    expect(stored.text).not.toContain(reviewTokenIn(mail.text));
    expect(mailsTo(early.email)).toEqual([]);
    expect(await db().reviewInvitation.count()).toBe(1);
    // The order's trail says so, as it does of its other mails.
    expect(
      await db().orderEvent.count({ where: { orderId: due.id, type: "mail_queued", to: "order-review-request" } }),
    ).toBe(1);
  });

  test("none for an order cancelled, refunded in full, not yet delivered, only of a commission, or delivered long ago", async () => {
    const ring = await createProduct(db(), { name: "Opal Ring" });
    const at = daysAgo(9);
    const spoiled = [
      await deliveredOrder(db(), { email: address("cancelled"), pieces: [ring], deliveredAt: at, status: "cancelled" }),
      await deliveredOrder(db(), {
        email: address("refunded"),
        pieces: [ring],
        deliveredAt: at,
        paymentStatus: "refunded",
      }),
      await deliveredOrder(db(), { email: address("shipped"), pieces: [ring], deliveredAt: at, status: "shipped" }),
      await deliveredOrder(db(), { email: address("ancient"), pieces: [ring], deliveredAt: daysAgo(400) }),
    ];
    const commission = await createOrder(db(), {
      email: address("commission"),
      status: "delivered",
      items: [{ name: "A custom pendant", unitPriceCents: 20_000, quantity: 1, custom: true }],
    });
    await db().orderEvent.create({
      data: {
        orderId: commission.id,
        at,
        actor: "maker@example.test",
        type: "status",
        from: "shipped",
        to: "delivered",
      },
    });
    const fine = await deliveredOrder(db(), { email: address("fine"), pieces: [ring], deliveredAt: at });
    const mailed = await sendReviewInvitations();
    expect(mailed).toEqual([fine.id]);
    for (const order of [...spoiled, commission]) expect(mailed).not.toContain(order.id);
  });

  test("REVIEW_DELAY_DAYS=0 asks at once when the maker marks the order delivered on her desk", async () => {
    process.env.REVIEW_DELAY_DAYS = "0";
    resetEnvForTests();
    const admin = await createAdmin(db(), { email: address("maker") });
    const token = await accessTokenFor(admin);
    const ring = await createProduct(db(), { name: "Moon Ring" });
    const email = address("now");
    const order = await createOrder(db(), {
      email,
      status: "shipped",
      items: [{ product: ring, unitPriceCents: 3_000, quantity: 1 }],
    });
    // (An order of an earlier test, delivered 3 days ago, is due now too.)
    expect(await sendReviewInvitations()).not.toContain(order.id);
    const moved = await callRoute(
      moveOrder,
      apiRequest("PATCH", `/api/admin/orders/${order.id}`, { origin: ORIGIN, token, body: { status: "delivered" } }),
      { id: order.id },
    );
    expect(moved.status).toBe(200);
    expect(await sendReviewInvitations()).toEqual([order.id]);
  });

  test("the unsubscribe link stops review requests to that address, in any spelling, and drops one still waiting", async () => {
    const ring = await createProduct(db(), { name: "Pearl Drop" });
    const email = address("stop");
    const first = await deliveredOrder(db(), { email, pieces: [ring], deliveredAt: daysAgo(20) });
    expect(await sendReviewInvitations()).toEqual([first.id]);
    await deliverPendingEmails({ limit: 50 });
    const mail = await waitForMail(catcher(), email);
    const stopToken = /\/reviews\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";

    // A second order's request is queued but not yet sent when she clicks.
    const second = await deliveredOrder(db(), { email, pieces: [ring], deliveredAt: daysAgo(10) });
    expect(await sendReviewInvitations()).toEqual([second.id]);
    // RFC 8058's one-click: a form POST, no cookies, no Origin.
    const stopped = await callRoute(
      unsubscribeRoute,
      new Request(`${ORIGIN}/api/reviews/unsubscribe/${stopToken}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      { token: stopToken },
    );
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toEqual({ unsubscribed: true });
    expect(await db().emailOutbox.count({ where: { dedupeKey: `order-review-request:${second.id}` } })).toBe(0);

    await deliveredOrder(db(), { email: email.toUpperCase(), pieces: [ring], deliveredAt: daysAgo(9) });
    expect(await sendReviewInvitations()).toEqual([]);
    expect(await db().mailOptOut.findMany({ select: { email: true, kind: true } })).toEqual([
      { email, kind: "review-requests" },
    ]);

    const unknown = await callRoute(
      unsubscribeRoute,
      apiRequest("POST", "/api/reviews/unsubscribe/nope", { origin: ORIGIN }),
      { token: "nope" },
    );
    expect(unknown.status).toBe(410);
    expect(unknown.body.code).toBe("link_expired");
  });
});
