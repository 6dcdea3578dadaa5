import { afterEach, describe, expect, test, vi } from "vitest";
import { GET as getOrder, PATCH as patchOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as postRefund } from "@/app/api/admin/orders/[id]/refunds/route";
import { ConflictError, ServiceUnavailableError } from "@/lib/errors";
import { settlePendingRefunds } from "@/lib/orders/refunds/settle";
import { getPaymentGateway } from "@/lib/payments/gateway";
import { createOrder } from "../factories/orders";
import { createProduct } from "../factories/products";
import { createAdmin, createUser } from "../factories/users";
import { apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { capturedTestPayment, useCapturedWebhooks } from "../support/payments";

type Refund = {
  id: string;
  orderId: string;
  amount: number;
  reason: string;
  status: string;
  refunded: number;
  remaining: number;
  paymentStatus: string;
};

describe("POST /api/admin/orders/{id}/refunds", () => {
  const database = useTestDatabase();
  useCapturedWebhooks();
  const db = () => database.client();
  afterEach(() => vi.restoreAllMocks());

  let keys = 0;
  const newKey = () => `refund-key-${Date.now()}-${(keys += 1)}`;
  const refund = (orderId: string, body: unknown, init: { token?: string; key?: string | null } = {}) => {
    const key = init.key === undefined ? newKey() : init.key;
    const headers: Record<string, string> = key === null ? {} : { "idempotency-key": key };
    return callRoute<Refund>(
      postRefund,
      apiRequest("POST", `/api/admin/orders/${orderId}/refunds`, { token: init.token, body, headers }),
      { id: orderId },
    );
  };

  /** An order paid through the test gateway: $40 of pieces, $15 express shipping, $2.90 tax: $57.90 captured. */
  async function paidOrder() {
    const member = await createUser(db());
    const ring = await createProduct(db(), { name: "Opal Ring", stock: 3 });
    const key = `refunds-${ring.id}`;
    const intent = await capturedTestPayment(key, 5_790);
    const order = await createOrder(db(), {
      userId: member.id,
      email: member.email,
      paymentIntentId: intent.id,
      shippingMethod: "express",
      taxCents: 290,
      items: [{ product: ring, unitPriceCents: 2_000, quantity: 2 }],
    });
    return { member, order, intent };
  }

  test("the maker refunds the shipping: 201 with what was refunded and what remains; the gateway refunds it; the buyer is mailed amount and reason", async () => {
    const admin = await createAdmin(db());
    const { order, intent, member } = await paidOrder();

    const answer = await refund(
      order.id,
      { amount: 15, reason: "Shipped late, so the shipping is on us" },
      { token: admin.accessToken },
    );

    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      orderId: order.id,
      amount: 15,
      reason: "Shipped late, so the shipping is on us",
      status: "succeeded",
      refunded: 15,
      remaining: 42.9,
      paymentStatus: "captured",
    });
    expect((await getPaymentGateway().retrieveIntent(intent.id)).amountRefunded).toBe(1_500);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "processing",
      paymentStatus: "captured",
    });
    const row = await db().orderRefund.findUniqueOrThrow({ where: { id: answer.body.data.id } });
    expect(row).toMatchObject({ amountCents: 1_500, status: "succeeded", actorEmail: admin.email });
    expect(row.gatewayRefundId).toMatch(/^re_/);
    expect(row.settledAt).toBeInstanceOf(Date);
    const mails = await db().emailOutbox.findMany({ where: { dedupeKey: `order-refund:${row.id}` } });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(member.email);
    expect(mails[0]?.subject).toContain("$15.00");
    expect(mails[0]?.text).toContain("Reason: Shipped late, so the shipping is on us");
    expect(mails[0]?.text).toContain("The rest of your payment, $42.90, stays charged");
    expect(mails[0]?.html).toContain("Shipped late, so the shipping is on us");
  });

  test("the order page reads the ledger: refunded and remaining after a partial refund, and the refund, its mail and the full refund in the history", async () => {
    const admin = await createAdmin(db());
    const { order } = await paidOrder();
    const readOrder = () =>
      callRoute<{
        payment: Record<string, unknown>;
        events: { actor: string; type: string; from: string | null; to: string | null; note: string | null }[];
      }>(getOrder, apiRequest("GET", `/api/admin/orders/${order.id}`, { token: admin.accessToken }), { id: order.id });
    expect((await refund(order.id, { amount: 15, reason: "Shipped late" }, { token: admin.accessToken })).status).toBe(
      201,
    );

    const partly = await readOrder();
    expect(partly.body.data.payment).toMatchObject({
      status: "captured",
      captured: 57.9,
      refunded: 15,
      remaining: 42.9,
    });
    const refundEvents = partly.body.data.events.filter(
      (event) => event.type === "refund" || event.to === "order-refund",
    );
    expect(refundEvents).toEqual([
      expect.objectContaining({ actor: admin.email, type: "refund", to: "$15.00", note: "Shipped late" }),
      expect.objectContaining({ actor: "system", type: "mail_queued", to: "order-refund" }),
    ]);

    expect((await refund(order.id, { amount: 42.9, reason: "Returned" }, { token: admin.accessToken })).status).toBe(
      201,
    );
    const whole = await readOrder();
    expect(whole.body.data.payment).toMatchObject({ status: "refunded", captured: 57.9, refunded: 57.9, remaining: 0 });
    expect(whole.body.data.events).toContainEqual(
      expect.objectContaining({ actor: "gateway", type: "payment", from: "captured", to: "refunded" }),
    );
  });

  test("a refund the gateway refuses is in the order's history as refused", async () => {
    const admin = await createAdmin(db());
    const { order } = await paidOrder();
    vi.spyOn(getPaymentGateway(), "refundAmount").mockRejectedValueOnce(
      new ConflictError("Card issuer declined the refund", "refund_declined"),
    );

    expect((await refund(order.id, { amount: 5, reason: "Late" }, { token: admin.accessToken })).status).toBe(409);

    const events = await db().orderEvent.findMany({ where: { orderId: order.id, type: "refund_failed" } });
    expect(events).toEqual([
      expect.objectContaining({ actor: "gateway", to: "$5.00", note: "Card issuer declined the refund" }),
    ]);
  });

  test("refunding everything that remains makes the payment refunded; the order keeps its status", async () => {
    const admin = await createAdmin(db());
    const { order } = await paidOrder();
    expect(
      (await refund(order.id, { amount: 20, reason: "One ring was scratched" }, { token: admin.accessToken })).status,
    ).toBe(201);

    const rest = await refund(
      order.id,
      { amount: 37.9, reason: "The buyer returned the rest" },
      { token: admin.accessToken },
    );

    expect(rest.status).toBe(201);
    expect(rest.body.data).toMatchObject({ refunded: 57.9, remaining: 0, paymentStatus: "refunded" });
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: "processing",
      paymentStatus: "refunded",
    });
    const mail = await db().emailOutbox.findFirstOrThrow({
      where: {
        dedupeKey: `order-refund:${(await db().orderRefund.findFirstOrThrow({ where: { orderId: order.id, amountCents: 3_790 } })).id}`,
      },
    });
    expect(mail.text).toContain("refunded in full");
    const again = await refund(order.id, { amount: 1, reason: "More" }, { token: admin.accessToken });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_refunded");
  });

  test("two refunds at once whose sum passes the captured amount: one 201, one refused, the gateway asked once", async () => {
    const admin = await createAdmin(db());
    const { order, intent } = await paidOrder();
    const asked = vi.spyOn(getPaymentGateway(), "refundAmount");

    const answers = await Promise.all([
      refund(order.id, { amount: 40, reason: "First" }, { token: admin.accessToken }),
      refund(order.id, { amount: 30, reason: "Second" }, { token: admin.accessToken }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.code).toBe("refund_exceeds_remaining");
    expect(refused?.body.details?.[0]?.path).toBe("amount");
    expect(asked).toHaveBeenCalledTimes(1);
    expect(await db().orderRefund.count({ where: { orderId: order.id } })).toBe(1);
    const won = answers.find((answer) => answer.status === 201)?.body.data.amount;
    expect((await getPaymentGateway().retrieveIntent(intent.id)).amountRefunded).toBe((won ?? 0) * 100);
  });

  test("the same Idempotency-Key twice refunds once and answers the same; sent at once too", async () => {
    const admin = await createAdmin(db());
    const { order, intent } = await paidOrder();
    const asked = vi.spyOn(getPaymentGateway(), "refundAmount");
    const body = { amount: 5, reason: "A late parcel" };

    const first = await refund(order.id, body, { token: admin.accessToken, key: "same-key-0001" });
    const second = await refund(order.id, body, { token: admin.accessToken, key: "same-key-0001" });
    const together = await Promise.all(
      [1, 2].map(() => refund(order.id, body, { token: admin.accessToken, key: "same-key-0002" })),
    );

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data).toEqual(first.body.data);
    expect(together.map((answer) => answer.status)).toEqual([201, 201]);
    expect(together[0]?.body.data.id).toBe(together[1]?.body.data.id);
    expect(await db().orderRefund.count({ where: { orderId: order.id } })).toBe(2);
    expect((await getPaymentGateway().retrieveIntent(intent.id)).amountRefunded).toBe(1_000);
    expect(await db().testRefund.count({ where: { paymentIntentId: intent.id } })).toBe(2);
    // A repeat never asks the gateway: it answers what the first request's refund came to.
    expect(asked).toHaveBeenCalledTimes(2);
  });

  test("the same Idempotency-Key with another amount or reason is refused with 422 idempotency_key_reused", async () => {
    const admin = await createAdmin(db());
    const { order } = await paidOrder();
    expect(
      (
        await refund(
          order.id,
          { amount: 5, reason: "A late parcel" },
          { token: admin.accessToken, key: "reused-key-01" },
        )
      ).status,
    ).toBe(201);

    const otherAmount = await refund(
      order.id,
      { amount: 6, reason: "A late parcel" },
      { token: admin.accessToken, key: "reused-key-01" },
    );
    const otherReason = await refund(
      order.id,
      { amount: 5, reason: "Something else" },
      { token: admin.accessToken, key: "reused-key-01" },
    );

    for (const answer of [otherAmount, otherReason]) {
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe("idempotency_key_reused");
    }
    expect(await db().orderRefund.count({ where: { orderId: order.id } })).toBe(1);
  });

  test("bad input is a 400 naming the field or the header; nothing is refunded", async () => {
    const admin = await createAdmin(db());
    const { order } = await paidOrder();
    const cases: [unknown, string | null | undefined, string][] = [
      [{ amount: 5, reason: "Late" }, null, "Idempotency-Key"],
      [{ amount: 5, reason: "Late" }, "short", "Idempotency-Key"],
      [{ amount: 0, reason: "Late" }, undefined, "amount"],
      [{ amount: 1.234, reason: "Late" }, undefined, "amount"],
      [{ amount: "5", reason: "Late" }, undefined, "amount"],
      [{ amount: 5, reason: "  " }, undefined, "reason"],
      [{ amount: 5 }, undefined, "reason"],
    ];
    for (const [body, key, field] of cases) {
      const answer = await refund(order.id, body, { token: admin.accessToken, key });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details?.map((detail) => detail.path)).toContain(field);
    }
    expect(await db().orderRefund.count({ where: { orderId: order.id } })).toBe(0);
  });

  test("more than remains is 409 refund_exceeds_remaining; an authorized payment must be cancelled instead (409); no such order is 404", async () => {
    const admin = await createAdmin(db());
    const { order } = await paidOrder();
    const member = await createUser(db());
    const pending = await createOrder(db(), {
      userId: member.id,
      email: member.email,
      status: "pending",
      items: [{ name: "Ring", unitPriceCents: 2_000, quantity: 1 }],
    });

    const tooMuch = await refund(order.id, { amount: 57.91, reason: "Too much" }, { token: admin.accessToken });
    const authorized = await refund(pending.id, { amount: 1, reason: "Late" }, { token: admin.accessToken });
    const missing = await refund("no-such-order", { amount: 1, reason: "Late" }, { token: admin.accessToken });

    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      code: "refund_exceeds_remaining",
      error: "amount is more than can still be refunded: $57.90 of this order remains.",
    });
    expect(authorized.status).toBe(409);
    expect(authorized.body.code).toBe("payment_not_captured");
    expect(missing.status).toBe(404);
  });

  test("only an admin may refund: 401 signed out, 403 for a member", async () => {
    const { order, member } = await paidOrder();
    expect((await refund(order.id, { amount: 1, reason: "Late" })).status).toBe(401);
    expect((await refund(order.id, { amount: 1, reason: "Late" }, { token: member.accessToken })).status).toBe(403);
  });

  test("a refund the gateway refuses is marked failed, holds nothing, and answers 409 refund_failed with the gateway's words", async () => {
    const admin = await createAdmin(db());
    const member = await createUser(db());
    // The factory's made-up payment id is unknown to the gateway, so the refund is refused.
    const order = await createOrder(db(), {
      userId: member.id,
      email: member.email,
      items: [{ name: "Ring", unitPriceCents: 2_000, quantity: 1 }],
    });

    const answer = await refund(
      order.id,
      { amount: 5, reason: "Late" },
      { token: admin.accessToken, key: "refused-key-1" },
    );
    const repeated = await refund(
      order.id,
      { amount: 5, reason: "Late" },
      { token: admin.accessToken, key: "refused-key-1" },
    );

    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: "refund_failed",
      error: "The payment service refused the refund; nothing was refunded. Payment not found",
    });
    expect(repeated.body).toEqual(answer.body);
    expect(await db().orderRefund.findMany({ where: { orderId: order.id } })).toMatchObject([
      { status: "failed", failure: "Payment not found" },
    ]);
    expect(
      await db().emailOutbox.count({ where: { to: member.email, dedupeKey: { startsWith: "order-refund:" } } }),
    ).toBe(0);
  });

  test("a gateway that does not answer leaves the refund pending (503); the scheduled work settles it once, and mails once", async () => {
    const admin = await createAdmin(db());
    const { order, intent } = await paidOrder();
    vi.spyOn(getPaymentGateway(), "refundAmount").mockRejectedValueOnce(
      new ServiceUnavailableError("The payment service is not answering.", "payment_service_unavailable"),
    );

    const answer = await refund(order.id, { amount: 10, reason: "Late" }, { token: admin.accessToken });

    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe("refund_pending");
    const row = await db().orderRefund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(row.status).toBe("pending");
    // Held while pending: what remains already excludes it.
    const tooMuch = await refund(order.id, { amount: 48, reason: "Rest" }, { token: admin.accessToken });
    expect(tooMuch.body.code).toBe("refund_exceeds_remaining");

    // Cancelling waits: the full refund it makes is what remains once this one has settled.
    const cancel = await callRoute(
      patchOrder,
      apiRequest("PATCH", `/api/admin/orders/${order.id}`, { token: admin.accessToken, body: { status: "cancelled" } }),
      { id: order.id },
    );
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe("refund_in_progress");

    const later = new Date(Date.now() + 10 * 60 * 1000);
    const reports = await Promise.all([settlePendingRefunds({ now: later }), settlePendingRefunds({ now: later })]);

    expect(reports.reduce((sum, report) => sum + report.failed, 0)).toBe(0);
    expect(await db().orderRefund.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "succeeded" });
    expect((await getPaymentGateway().retrieveIntent(intent.id)).amountRefunded).toBe(1_000);
    expect(await db().emailOutbox.count({ where: { dedupeKey: `order-refund:${row.id}` } })).toBe(1);
  });

  test("cancelling after a partial refund refunds what remains and writes it to the ledger", async () => {
    const admin = await createAdmin(db());
    const { order, intent } = await paidOrder();
    expect((await refund(order.id, { amount: 15, reason: "Shipping" }, { token: admin.accessToken })).status).toBe(201);

    const cancelled = await callRoute(
      patchOrder,
      apiRequest("PATCH", `/api/admin/orders/${order.id}`, { token: admin.accessToken, body: { status: "cancelled" } }),
      { id: order.id },
    );

    expect(cancelled.status).toBe(200);
    expect((await getPaymentGateway().retrieveIntent(intent.id)).amountRefunded).toBe(5_790);
    const ledger = await db().orderRefund.findMany({
      where: { orderId: order.id, status: "succeeded" },
      orderBy: { createdAt: "asc" },
    });
    expect(ledger.map((row) => row.amountCents)).toEqual([1_500, 4_290]);
    expect(ledger[1]).toMatchObject({ reason: "Order cancelled", actorEmail: null });
  });
});
