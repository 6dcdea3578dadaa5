import { describe, expect, test } from "vitest";
import { POST as postRefund } from "@/app/api/admin/orders/[id]/refunds/route";
import { PATCH as patchOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { reconcileCheckouts } from "@/lib/checkout/reconciler";
import { formatOrderNumber } from "@/lib/orders/order-display";
import { settlePendingRefunds } from "@/lib/orders/refunds/settle";
import { releasePayment, type Release } from "@/lib/payments/release";
import { signWebhookPayload } from "@/lib/payments/webhook-signing";
import { createProduct } from "../factories/products";
import { createAdmin } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import { deliver, guestIntentPayload, requestIntent } from "../support/checkout";
import { captureLogs } from "../support/logs";
import { useFakeStripeShop } from "../support/payments";

// The same checkout as everywhere else, with PAYMENTS=stripe: every gateway call goes through the real `stripe` SDK
// to a local fake of Stripe's API that keeps Stripe's manual-capture lifecycle and idempotency keys.
describe("checkout in Stripe mode, through the real SDK against a local fake of Stripe", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  const { fake, stripeMode } = useFakeStripeShop();

  const complete = (paymentIntentId: string, email: string) =>
    callRoute<{ id: string; status: string }>(
      guestCheckout,
      apiRequest("POST", "/api/guest/checkout", { origin: ORIGIN, body: { paymentIntentId, email } }),
    );
  const callsTo = (suffix: string) =>
    fake().calls.filter((call) => call.method === "POST" && call.path.endsWith(suffix));
  /** A guest's order of one piece at `priceCents`, authorized and captured through the fake, with its intent's id. */
  const paidOrder = async (email: string, priceCents: number) => {
    const piece = await createProduct(db(), { priceCents, stock: 1 });
    const intent = await requestIntent(guestIntentPayload([{ product: piece, quantity: 1 }], { email, state: "OR" }));
    const id = intent.body.data.paymentIntentId;
    fake().authorize(id);
    return { id, order: (await complete(id, email)).body.data };
  };
  type RefundData = { id: string; status: string; amount: number; refunded: number; remaining: number };
  /** The maker's refund of `amount` dollars of an order, under the Idempotency-Key `key`. */
  const refundAs = (token: string, orderId: string, amount: number, key: string, reason: string) =>
    callRoute<RefundData>(
      postRefund,
      apiRequest("POST", `/api/admin/orders/${orderId}/refunds`, {
        token,
        body: { amount, reason },
        headers: { "idempotency-key": key },
      }),
      { id: orderId },
    );

  /** A refund event as Stripe sends it: the refund object as it is now, signed with the endpoint's secret. */
  const refundEvent = async (type: string, gatewayRefundId: string, eventId = `evt_${gatewayRefundId}_${type}`) => {
    const body = JSON.stringify({
      id: eventId,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: fake().refunds.get(gatewayRefundId) },
    });
    const response = await deliver({ body, signature: signWebhookPayload(body, "whsec_fake") });
    return { status: response.status, body: (await response.json()) as { data?: { duplicate?: boolean } } };
  };

  test("a guest's card is authorized, the order written, then captured once with the draft's idempotency key", () =>
    stripeMode(async () => {
      const piece = await createProduct(db(), { priceCents: 4_200, stock: 2 });
      const intent = await requestIntent(
        guestIntentPayload([{ product: piece, quantity: 1 }], { email: "stripe-buyer@example.test", state: "OR" }),
      );
      expect(intent.status).toBe(200);
      const id = intent.body.data.paymentIntentId;
      expect(fake().intents.get(id)).toMatchObject({
        capture_method: "manual",
        amount: 4_200,
        status: "requires_payment_method",
      });

      fake().authorize(id);
      const order = await complete(id, "stripe-buyer@example.test");
      expect(order.status).toBe(200);
      expect(order.body.data.status).toBe("processing");
      expect(fake().intents.get(id)?.status).toBe("succeeded");
      const draft = await db().checkoutDraft.findUniqueOrThrow({ where: { paymentIntentId: id } });
      const captures = callsTo(`/v1/payment_intents/${id}/capture`);
      expect(captures).toHaveLength(1);
      expect(captures[0]?.headers["idempotency-key"]).toBe(`capture:${draft.id}`);
      // The buyer's page asking again changes nothing.
      expect((await complete(id, "stripe-buyer@example.test")).body.data.id).toBe(order.body.data.id);
      expect(callsTo(`/v1/payment_intents/${id}/capture`)).toHaveLength(1);
    }));

  test("stock 1 and ten authorized buyers at once: one order, one capture, nine authorizations voided, zero refunds", () =>
    stripeMode(async () => {
      const before = fake().moneyMoves();
      const piece = await createProduct(db(), { name: "Stripe Opal", priceCents: 9_900, stock: 1 });
      const buyers = [];
      for (let i = 0; i < 10; i += 1) {
        const email = `stripe-rush-${i}@example.test`;
        const intent = await requestIntent(
          guestIntentPayload([{ product: piece, quantity: 1 }], { email, state: "OR" }),
        );
        fake().authorize(intent.body.data.paymentIntentId);
        buyers.push({ email, id: intent.body.data.paymentIntentId });
      }
      const answers = await Promise.all(buyers.map((buyer) => complete(buyer.id, buyer.email)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      const lost = answers.filter((answer) => answer.status === 409);
      expect(lost).toHaveLength(9);
      for (const answer of lost) expect(answer.body.error).toContain("Your card was not charged");

      expect(fake().moneyMoves()).toEqual({ captures: before.captures + 1, refunds: before.refunds });
      expect(buyers.filter((buyer) => fake().intents.get(buyer.id)?.status === "canceled")).toHaveLength(9);
      expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(0);
      expect(
        await db().emailOutbox.count({
          where: { to: { startsWith: "stripe-rush-" }, subject: "We could not complete your Atelier order" },
        }),
      ).toBe(9);
    }));

  test("Stripe unreachable during the capture: the order waits pending; two reconcilers then capture it once", () =>
    stripeMode(async () => {
      const logs = captureLogs();
      try {
        const piece = await createProduct(db(), { priceCents: 2_500, stock: 2 });
        const intent = await requestIntent(
          guestIntentPayload([{ product: piece, quantity: 1 }], { email: "stripe-outage@example.test" }),
        );
        const id = intent.body.data.paymentIntentId;
        fake().authorize(id);
        // The SDK retries twice: three cut connections are an outage.
        fake().dropNext(`/v1/payment_intents/${id}/capture`, 3);
        const answer = await complete(id, "stripe-outage@example.test");
        expect(answer.body.data.status).toBe("pending");
        expect(fake().intents.get(id)?.status).toBe("requires_capture");

        const captured = fake().moneyMoves().captures;
        const reports = await Promise.all([
          reconcileCheckouts({ graceSeconds: 0 }),
          reconcileCheckouts({ graceSeconds: 0 }),
        ]);
        expect(reports.reduce((sum, report) => sum + report.settled, 0)).toBe(1);
        expect(fake().moneyMoves().captures).toBe(captured + 1);
        expect(await db().order.findUniqueOrThrow({ where: { paymentIntentId: id } })).toMatchObject({
          status: "processing",
          paymentStatus: "captured",
        });
      } finally {
        logs.stop();
      }
    }));

  test("Stripe unreachable while voiding a sold-out buyer's authorization: the checkout is closed, and the reconciler voids it later", () =>
    stripeMode(async () => {
      const logs = captureLogs();
      try {
        const piece = await createProduct(db(), { name: "Last Stripe Ring", priceCents: 3_300, stock: 1 });
        const winner = await requestIntent(
          guestIntentPayload([{ product: piece, quantity: 1 }], { email: "stripe-first@example.test" }),
        );
        const loser = await requestIntent(
          guestIntentPayload([{ product: piece, quantity: 1 }], { email: "stripe-second@example.test" }),
        );
        fake().authorize(winner.body.data.paymentIntentId);
        fake().authorize(loser.body.data.paymentIntentId);
        expect((await complete(winner.body.data.paymentIntentId, "stripe-first@example.test")).status).toBe(200);

        fake().dropNext(`/v1/payment_intents/${loser.body.data.paymentIntentId}/cancel`, 3);
        const answer = await complete(loser.body.data.paymentIntentId, "stripe-second@example.test");
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(answer.body.error).toBe("The payment service is not answering. Please try again in a moment.");
        const draft = await db().checkoutDraft.findUniqueOrThrow({
          where: { paymentIntentId: loser.body.data.paymentIntentId },
        });
        expect(draft).toMatchObject({ status: "closed", closedReason: "sold_out", releasedAt: null });
        expect(fake().intents.get(loser.body.data.paymentIntentId)?.status).toBe("requires_capture");
        // The buyer's mail was written with the closing, so the outage cannot lose it.
        expect(await db().emailOutbox.count({ where: { dedupeKey: `order-not-completed:${draft.id}` } })).toBe(1);

        await reconcileCheckouts({ graceSeconds: 0 });
        expect(fake().intents.get(loser.body.data.paymentIntentId)?.status).toBe("canceled");
        expect((await db().checkoutDraft.findUniqueOrThrow({ where: { id: draft.id } })).releasedAt).toBeInstanceOf(
          Date,
        );
        expect((await complete(loser.body.data.paymentIntentId, "stripe-second@example.test")).body.code).toBe(
          "out_of_stock",
        );
      } finally {
        logs.stop();
      }
    }));

  test("a refund the bank holds answers pending and mails no one; the scheduled work asks after it by id until it fails (the amount freed) or goes through (mailed once)", () =>
    stripeMode(async () => {
      const admin = await createAdmin(db());
      const { order } = await paidOrder("stripe-slow-bank@example.test", 4_200);
      const refund = (amount: number, key: string) =>
        refundAs(admin.accessToken, order.id, amount, key, "Scratched clasp");
      const mails = (rowId: string) => db().emailOutbox.count({ where: { dedupeKey: `order-refund:${rowId}` } });
      const later = () => new Date(Date.now() + 10 * 60 * 1000);

      fake().holdRefunds(true);
      try {
        const first = await refund(10, "slow-bank-1");
        expect(first.status).toBe(201);
        // $42.00 captured (Oregon: no tax, free standard shipping): $10 on its way, held, nothing refunded yet.
        expect(first.body.data).toMatchObject({ status: "pending", amount: 10, refunded: 0, remaining: 32 });
        const row = await db().orderRefund.findUniqueOrThrow({ where: { id: first.body.data.id } });
        const gatewayRefundId = row.gatewayRefundId ?? "";
        expect(fake().refunds.get(gatewayRefundId)).toMatchObject({ amount: 1_000, status: "pending" });
        // The same key again answers the refund as it stands, at once.
        expect((await refund(10, "slow-bank-1")).body.data).toMatchObject({ id: row.id, status: "pending" });
        expect(await mails(row.id)).toBe(0);

        // Still with the bank: asked after by id (never made again), still pending.
        await settlePendingRefunds({ now: later() });
        expect(
          fake().calls.filter((call) => call.method === "GET" && call.path === `/v1/refunds/${gatewayRefundId}`).length,
        ).toBeGreaterThan(0);
        expect(fake().calls.filter((call) => call.method === "POST" && call.path === "/v1/refunds")).toHaveLength(1);
        expect(await db().orderRefund.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
          status: "pending",
        });

        // The card was closed: the bank returns it. Failed, its $10 free again, the history says why, no mail.
        fake().finishRefund(gatewayRefundId, "failed", "expired_or_canceled_card");
        await settlePendingRefunds({ now: later() });
        expect(await db().orderRefund.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
          status: "failed",
          failure: "The bank returned the refund: expired or canceled card.",
        });
        expect(
          await db().orderEvent.findFirst({
            where: { orderId: order.id, type: "refund_failed" },
            select: { note: true },
          }),
        ).toEqual({
          note: "The bank returned the refund: expired or canceled card.",
        });
        expect(await mails(row.id)).toBe(0);

        // Another, which the bank later gives back: succeeded, and the buyer mailed once however often it is asked.
        const second = await refund(42, "slow-bank-2");
        expect(second.body.data).toMatchObject({ status: "pending", remaining: 0 });
        const secondRow = await db().orderRefund.findUniqueOrThrow({ where: { id: second.body.data.id } });
        fake().finishRefund(secondRow.gatewayRefundId ?? "", "succeeded");
        await Promise.all([settlePendingRefunds({ now: later() }), settlePendingRefunds({ now: later() })]);
        expect(await db().orderRefund.findUniqueOrThrow({ where: { id: secondRow.id } })).toMatchObject({
          status: "succeeded",
        });
        expect(
          await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { paymentStatus: true } }),
        ).toEqual({ paymentStatus: "refunded" });
        expect(await mails(secondRow.id)).toBe(1);
      } finally {
        fake().holdRefunds(false);
      }
    }));

  test("the bank's late word arrives as refund.updated or refund.failed: the refund settles at once, and only once", () =>
    stripeMode(async () => {
      const admin = await createAdmin(db());
      const { id, order } = await paidOrder("stripe-refund-event@example.test", 6_000);
      const refund = (amount: number, key: string) =>
        refundAs(admin.accessToken, order.id, amount, key, "Clasp replaced");
      const rowOf = async (refundId: string) => db().orderRefund.findUniqueOrThrow({ where: { id: refundId } });
      const mails = (rowId: string) => db().emailOutbox.count({ where: { dedupeKey: `order-refund:${rowId}` } });

      fake().holdRefunds(true);
      try {
        const given = (await refund(15, "event-bank-1")).body.data;
        expect(given.status).toBe("pending");
        const givenRow = await rowOf(given.id);
        const givenAtBank = givenRow.gatewayRefundId ?? "";
        expect(givenAtBank).toMatch(/^re_/);

        // An event about a refund still with the bank changes nothing.
        expect((await refundEvent("refund.updated", givenAtBank, "evt_still_pending")).status).toBe(200);
        expect(await rowOf(given.id)).toMatchObject({ status: "pending", settledAt: null });

        // Given back, but Stripe's API does not answer when the event comes: 503, so Stripe delivers it again.
        fake().finishRefund(givenAtBank, "succeeded");
        fake().dropNext(`/v1/refunds/${givenAtBank}`, 3);
        expect((await refundEvent("refund.updated", givenAtBank)).status).toBe(503);
        expect(await rowOf(given.id)).toMatchObject({ status: "pending" });

        // Delivered again: settled on the event, not two minutes later; the buyer mailed once, however often it
        // arrives.
        expect(await refundEvent("refund.updated", givenAtBank)).toEqual({
          status: 200,
          body: { success: true, data: { received: true, duplicate: false } },
        });
        expect(await rowOf(given.id)).toMatchObject({ status: "succeeded" });
        expect(await mails(given.id)).toBe(1);
        expect((await refundEvent("refund.updated", givenAtBank)).body.data?.duplicate).toBe(true);
        expect((await refundEvent("refund.updated", givenAtBank, "evt_redelivered_under_new_id")).status).toBe(200);
        expect(await mails(given.id)).toBe(1);

        // Returned by the bank (refund.failed): failed, its amount free again, the history says why, no mail.
        const returned = (await refund(20, "event-bank-2")).body.data;
        const returnedAtBank = (await rowOf(returned.id)).gatewayRefundId ?? "";
        fake().finishRefund(returnedAtBank, "failed", "expired_or_canceled_card");
        expect((await refundEvent("refund.failed", returnedAtBank)).status).toBe(200);
        expect(await rowOf(returned.id)).toMatchObject({
          status: "failed",
          failure: "The bank returned the refund: expired or canceled card.",
        });
        expect(await mails(returned.id)).toBe(0);
        expect(await db().orderEvent.count({ where: { orderId: order.id, type: "refund_failed" } })).toBe(1);

        // A refund the shop never asked for (made in Stripe's dashboard) is acknowledged and left alone.
        const before = await db().orderRefund.count({ where: { orderId: order.id } });
        const elsewhere = `re_dashboard_${order.id}`;
        fake().refunds.set(elsewhere, {
          id: elsewhere,
          object: "refund",
          amount: 500,
          payment_intent: id,
          status: "succeeded",
          failure_reason: null,
          metadata: {},
        });
        expect((await refundEvent("refund.updated", elsewhere)).status).toBe(200);
        expect(await db().orderRefund.count({ where: { orderId: order.id } })).toBe(before);
      } finally {
        fake().holdRefunds(false);
      }
    }));

  test("a refund the bank sends back after it went through: returned, the payment captured again, the admins told, and it can be refunded again", () =>
    stripeMode(async () => {
      const admin = await createAdmin(db());
      const { order } = await paidOrder("stripe-refund-returned@example.test", 3_000);
      const { totalCents } = await db().order.findUniqueOrThrow({
        where: { id: order.id },
        select: { totalCents: true },
      });
      const all = await refundAs(admin.accessToken, order.id, totalCents / 100, "returned-1", "Too small");
      expect(all.status).toBe(201);
      const row = await db().orderRefund.findUniqueOrThrow({ where: { id: all.body.data.id } });
      expect(row.status).toBe("succeeded");
      expect(await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { paymentStatus: true } })).toEqual({
        paymentStatus: "refunded",
      });
      const gatewayRefundId = row.gatewayRefundId ?? "";

      // Weeks later the card's bank sends it back. Stripe's API does not answer the first delivery: 503, delivered
      // again.
      fake().returnRefund(gatewayRefundId, "expired_or_canceled_card");
      fake().dropNext(`/v1/refunds/${gatewayRefundId}`, 3);
      expect((await refundEvent("refund.failed", gatewayRefundId)).status).toBe(503);
      expect(await db().orderRefund.findUniqueOrThrow({ where: { id: row.id }, select: { status: true } })).toEqual({
        status: "succeeded",
      });
      expect((await refundEvent("refund.failed", gatewayRefundId)).status).toBe(200);
      expect((await refundEvent("refund.updated", gatewayRefundId)).status).toBe(200);

      const returned = await db().orderRefund.findUniqueOrThrow({ where: { id: row.id } });
      expect(returned).toMatchObject({
        status: "returned",
        failure: "The bank returned the refund: expired or canceled card.",
        settledAt: row.settledAt,
      });
      expect(returned.returnedAt).toBeInstanceOf(Date);
      expect(await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { paymentStatus: true } })).toEqual({
        paymentStatus: "captured",
      });
      const trail = await db().orderEvent.findMany({
        where: { orderId: order.id, type: { in: ["refund_returned", "payment"] } },
        orderBy: { at: "asc" },
        select: { type: true, from: true, to: true },
      });
      expect(trail.slice(-2)).toEqual([
        { type: "refund_returned", from: null, to: `$${(totalCents / 100).toFixed(2)}` },
        { type: "payment", from: "refunded", to: "captured" },
      ]);
      // Every admin is mailed once, however often the events come; the buyer is not mailed again.
      const adminMail = await db().emailOutbox.findMany({
        where: { dedupeKey: { startsWith: `refund-returned:${row.id}:` } },
        select: { to: true, subject: true },
      });
      const admins = await db().user.findMany({ where: { role: "ADMIN" }, select: { email: true } });
      expect(admins.map(({ email }) => email)).toContain(admin.email);
      const subject = `The bank sent back a refund of $${(totalCents / 100).toFixed(2)} for order #${formatOrderNumber(order.id)}`;
      expect(adminMail.sort((a, b) => a.to.localeCompare(b.to))).toEqual(
        admins.map(({ email }) => ({ to: email, subject })).sort((a, b) => a.to.localeCompare(b.to)),
      );
      expect(await db().emailOutbox.count({ where: { dedupeKey: `order-refund:${row.id}` } })).toBe(1);
      expect(await db().orderEvent.count({ where: { orderId: order.id, type: "refund_returned" } })).toBe(1);

      // The first refund's key answers it as it stands now: returned.
      const repeated = await refundAs(admin.accessToken, order.id, totalCents / 100, "returned-1", "Too small");
      expect(repeated.status).toBe(201);
      expect(repeated.body.data).toMatchObject({
        id: row.id,
        status: "returned",
        refunded: 0,
        remaining: totalCents / 100,
      });

      // The money is the shop's again: the maker can refund it again, in full.
      const again = await refundAs(
        admin.accessToken,
        order.id,
        totalCents / 100,
        "returned-2",
        "Too small, to the new card",
      );
      expect(again.status).toBe(201);
      expect(again.body.data).toMatchObject({ status: "succeeded", refunded: totalCents / 100, remaining: 0 });
    }));

  test("a cancellation whose refund stays with the bank: cancelled at once, the payment still captured until the bank's word settles it", () =>
    stripeMode(async () => {
      const admin = await createAdmin(db());
      const cancel = (orderId: string) =>
        callRoute<{ status: string; paymentStatus: string }>(
          patchOrder,
          apiRequest("PATCH", `/api/admin/orders/${orderId}`, {
            token: admin.accessToken,
            body: { status: "cancelled" },
          }),
          { id: orderId },
        );
      const cancellationRow = (orderId: string) =>
        db().orderRefund.findUniqueOrThrow({ where: { idempotencyKey: `cancellation:${orderId}` } });
      const paymentOf = async (orderId: string) =>
        (await db().order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true } })).paymentStatus;
      const later = () => new Date(Date.now() + 10 * 60 * 1000);

      fake().holdRefunds(true);
      try {
        // Given back days later: cancelled at once (pieces back, the buyer told), the refund pending with Stripe's id,
        // the payment `captured` until the bank has spoken; then refunded, and the buyer mailed that it went through.
        const { order: kept } = await paidOrder("stripe-cancel-kept@example.test", 3_000);
        const answer = await cancel(kept.id);
        expect(answer.status).toBe(200);
        expect(answer.body.data.status).toBe("cancelled");
        const row = await cancellationRow(kept.id);
        expect(row).toMatchObject({
          amountCents: 3_000,
          status: "pending",
          settledAt: null,
          reason: "Order cancelled",
        });
        expect(fake().refunds.get(row.gatewayRefundId ?? "")).toMatchObject({ amount: 3_000, status: "pending" });
        expect(await paymentOf(kept.id)).toBe("captured");
        expect(await db().emailOutbox.count({ where: { dedupeKey: `order-cancelled:${kept.id}` } })).toBe(1);
        fake().finishRefund(row.gatewayRefundId ?? "", "succeeded");
        await settlePendingRefunds({ now: later() });
        expect(await cancellationRow(kept.id)).toMatchObject({ status: "succeeded" });
        expect(await paymentOf(kept.id)).toBe("refunded");
        expect(await db().emailOutbox.count({ where: { dedupeKey: `order-refund:${row.id}` } })).toBe(1);

        // Returned by the bank: the order stays cancelled, the payment captured, the refund failed with the bank's
        // reason in the history, and the money can be refunded again from the order's page.
        const { order: lost } = await paidOrder("stripe-cancel-lost@example.test", 3_000);
        expect((await cancel(lost.id)).status).toBe(200);
        const lostRow = await cancellationRow(lost.id);
        fake().finishRefund(lostRow.gatewayRefundId ?? "", "failed", "expired_or_canceled_card");
        await settlePendingRefunds({ now: later() });
        expect(await cancellationRow(lost.id)).toMatchObject({
          status: "failed",
          failure: "The bank returned the refund: expired or canceled card.",
        });
        expect(await paymentOf(lost.id)).toBe("captured");
        expect(await db().orderEvent.count({ where: { orderId: lost.id, type: "refund_failed" } })).toBe(1);
        fake().holdRefunds(false);
        expect(
          (await refundAs(admin.accessToken, lost.id, 30, `again-${lost.id}`, "Refund to the new card")).status,
        ).toBe(201);
        expect(await paymentOf(lost.id)).toBe("refunded");
      } finally {
        fake().holdRefunds(false);
      }
    }));
  test("a cancellation cut off after Stripe made its refund: the scheduled work finds that refund by its key, still with the bank, and never counts it as given back", () =>
    stripeMode(async () => {
      const admin = await createAdmin(db());
      const later = () => new Date(Date.now() + 10 * 60 * 1000);
      fake().holdRefunds(true);
      try {
        const { id, order } = await paidOrder("stripe-cancel-cut@example.test", 3_000);
        // Stripe makes the refund, and its answer never arrives (the SDK's three tries are all cut off on the way
        // back).
        fake().loseAnswersNext("/v1/refunds", 3);
        const cancelled = await callRoute(
          patchOrder,
          apiRequest("PATCH", `/api/admin/orders/${order.id}`, {
            token: admin.accessToken,
            body: { status: "cancelled" },
          }),
          { id: order.id },
        );
        expect(cancelled.status).toBe(503);
        const made = [...fake().refunds.values()].filter((refund) => refund.payment_intent === id);
        expect(made).toHaveLength(1);
        expect(made[0]).toMatchObject({
          amount: 3_000,
          status: "pending",
          metadata: { refund_key: `refund:${order.id}` },
        });

        // The scheduled work finishes the cancellation. Nothing is left to refund; the refund that took it is this
        // cancellation's, and the bank has not given it back yet.
        expect(await reconcileCheckouts({ now: later() })).toMatchObject({ cancellations: 1, failed: 0 });
        expect(fake().moneyMoves(id).refunds).toBe(1);
        const state = await db().order.findUniqueOrThrow({
          where: { id: order.id },
          select: { status: true, paymentStatus: true },
        });
        expect(state).toEqual({ status: "cancelled", paymentStatus: "captured" });
        const row = await db().orderRefund.findUniqueOrThrow({ where: { idempotencyKey: `cancellation:${order.id}` } });
        expect(row).toMatchObject({ amountCents: 3_000, status: "pending", gatewayRefundId: made[0]?.id });

        // The bank returns it: failed, the payment still captured, the amount the maker's to refund again.
        fake().finishRefund(made[0]?.id ?? "", "failed");
        await settlePendingRefunds({ now: later() });
        expect(await db().orderRefund.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "failed" });
        expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("captured");
      } finally {
        fake().holdRefunds(false);
      }
    }));

  test("a maker's refund whose answer was lost, asked again after Stripe has forgotten its key: found by the key, never made twice", () =>
    stripeMode(async () => {
      const admin = await createAdmin(db());
      const { id, order } = await paidOrder("stripe-refund-lost-answer@example.test", 3_000);
      fake().loseAnswersNext("/v1/refunds", 3);
      const first = await refundAs(
        admin.accessToken,
        order.id,
        10,
        `lost-answer-${order.id}`,
        "A scratch on the clasp",
      );
      expect(first.status).toBe(503);
      expect(fake().moneyMoves(id).refunds).toBe(1);

      // A day later (the database or Stripe away meanwhile): the key is gone from Stripe, the refund is not.
      fake().forgetKeys();
      expect(await settlePendingRefunds({ now: new Date(Date.now() + 25 * 60 * 60 * 1000) })).toMatchObject({
        settled: 1,
        failed: 0,
      });
      expect(fake().moneyMoves(id).refunds).toBe(1);
      const [made] = [...fake().refunds.values()].filter((refund) => refund.payment_intent === id);
      expect(await db().orderRefund.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
        amountCents: 1_000,
        status: "succeeded",
        gatewayRefundId: made?.id,
      });
    }));
  test("two releases of one payment under different keys, the other one first: the later finds nothing left and no refund of its own, and nothing is refunded twice", () =>
    stripeMode(async () => {
      const { id } = await paidOrder("stripe-release-race@example.test", 3_000);
      // Between this release's reading of the payment (all of it to refund) and its refund, another caller's release
      // refunds it all: Stripe then refuses this one ("greater than unrefunded amount").
      let other: Release | undefined;
      fake().beforeNext("/v1/refunds", async () => {
        other = await releasePayment(id, "refund:other");
      });
      const mine = await releasePayment(id, "refund:mine");

      expect(other).toMatchObject({ kind: "refunded", refund: { amount: 3_000, status: "succeeded" } });
      expect(mine).toEqual({ kind: "refunded", refund: null });
      const refused = fake().calls.filter(
        (call) =>
          call.method === "POST" && call.path === "/v1/refunds" && call.headers["idempotency-key"] === "refund:mine",
      );
      expect(refused).toHaveLength(1);
      expect(fake().moneyMoves(id).refunds).toBe(1);
      // The first caller asking again (its process died before its record) finds its own refund, not nothing.
      expect(await releasePayment(id, "refund:other")).toEqual(other);
    }));
});
