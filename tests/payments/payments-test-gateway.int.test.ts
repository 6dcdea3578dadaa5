import { describe, expect, test } from "vitest";
import { getPaymentGateway } from "@/lib/payments/gateway";
import { releasePayment } from "@/lib/payments/release";
import { InvalidWebhookSignatureError } from "@/lib/payments/errors";
import { confirmTestPayment } from "@/lib/payments/test-gateway/confirm";
import { webhookSigningSecret } from "@/lib/payments/webhook-secret";
import { signWebhookPayload } from "@/lib/payments/webhook-signing";
import { useTestDatabase } from "../support/database";
import { useCapturedWebhooks } from "../support/payments";

const intentInput = (key: string, amount = 6_755) => ({
  amount,
  currency: "usd" as const,
  metadata: { draft_id: `draft_${key}` },
  idempotencyKey: key,
});

describe("the test payment gateway", () => {
  const database = useTestDatabase();
  const webhooks = useCapturedWebhooks();
  const gateway = () => getPaymentGateway();

  test("runs when no Stripe key is set", () => {
    expect(gateway().mode).toBe("test");
  });

  test("creates a Stripe-shaped intent stored in Postgres, waiting for a payment method", async () => {
    const intent = await gateway().createIntent(intentInput("create-1"));
    expect(intent).toMatchObject({
      amount: 6_755,
      currency: "usd",
      status: "requires_payment_method",
      metadata: { draft_id: "draft_create-1" },
    });
    expect(intent.id).toMatch(/^pi_[0-9A-Za-z]{24}$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9A-Za-z]{25}$`));
    const row = await database.client().testPaymentIntent.findUniqueOrThrow({ where: { id: intent.id } });
    expect(row).toMatchObject({ amount: 6_755, idempotencyKey: "create-1", status: "requires_payment_method" });
  });

  test("the same idempotency key returns the same intent, even when sent concurrently", async () => {
    const [first, ...rest] = await Promise.all(
      Array.from({ length: 5 }, () => gateway().createIntent(intentInput("same-key"))),
    );
    for (const other of rest) expect(other.id).toBe(first?.id);
    expect(await database.client().testPaymentIntent.count({ where: { idempotencyKey: "same-key" } })).toBe(1);
  });

  test("reusing an idempotency key for a different amount is refused, as Stripe does", async () => {
    await gateway().createIntent(intentInput("changed-key", 1_000));
    await expect(gateway().createIntent(intentInput("changed-key", 2_000))).rejects.toMatchObject({
      status: 400,
      code: "idempotency_error",
    });
  });

  test("an amount under Stripe's 50-cent minimum is refused, as Stripe refuses it", async () => {
    await expect(gateway().createIntent(intentInput("too-small", 49))).rejects.toMatchObject({
      status: 400,
      code: "amount_too_small",
    });
    await expect(gateway().createIntent(intentInput("just-enough", 50))).resolves.toMatchObject({ amount: 50 });
  });

  test("paying with 4242 4242 4242 4242 authorizes the card (requires_capture, money held not taken) and delivers amount_capturable_updated", async () => {
    const intent = await gateway().createIntent(intentInput("pay-ok"));
    const before = new Date();
    expect(await confirmTestPayment(intent.clientSecret, "4242 4242 4242 4242")).toEqual({
      status: "requires_capture",
      paymentIntentId: intent.id,
    });
    const authorized = await gateway().retrieveIntent(intent.id);
    expect(authorized).toMatchObject({ status: "requires_capture", lastPaymentError: null, amountRefunded: 0 });
    expect(authorized.authorizedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
    expect(webhooks).toHaveLength(1);
    const [hook] = webhooks;
    expect(hook?.url).toBe("http://localhost:3000/api/payments/webhook");
    const event = gateway().verifyWebhook(hook?.body ?? "", hook?.signature ?? null);
    expect(event.id).toMatch(/^evt_/);
    expect(event.type).toBe("payment_intent.amount_capturable_updated");
    expect(event.data.object).toMatchObject({
      id: intent.id,
      status: "requires_capture",
      amount: 6_755,
      metadata: { draft_id: "draft_pay-ok" },
    });
    expect(JSON.parse(hook?.body ?? "{}")).toMatchObject({
      data: { object: { capture_method: "manual", amount_capturable: 6_755, amount_received: 0 } },
    });
  });

  test("capturing an authorized intent takes the money once (succeeded, payment_intent.succeeded), however often it is asked", async () => {
    const intent = await gateway().createIntent(intentInput("capture-me"));
    await confirmTestPayment(intent.clientSecret, "4242424242424242");
    webhooks.length = 0;
    const captures = await Promise.all([
      gateway().captureIntent(intent.id, "capture:a"),
      gateway().captureIntent(intent.id, "capture:a"),
    ]);
    for (const captured of captures) expect(captured.status).toBe("succeeded");
    expect((await gateway().captureIntent(intent.id, "capture:a")).status).toBe("succeeded");
    // Announced once, asynchronously, as Stripe does.
    await expect.poll(() => webhooks.length).toBe(1);
    expect(gateway().verifyWebhook(webhooks[0]?.body ?? "", webhooks[0]?.signature ?? null).type).toBe(
      "payment_intent.succeeded",
    );
    expect(webhooks).toHaveLength(1);
  });

  test("an intent that was not authorized, or whose authorization was cancelled, cannot be captured (409)", async () => {
    const unpaid = await gateway().createIntent(intentInput("capture-unpaid"));
    await expect(gateway().captureIntent(unpaid.id, "capture:b")).rejects.toMatchObject({
      status: 409,
      code: "payment_intent_unexpected_state",
    });
    const voided = await gateway().createIntent(intentInput("capture-voided"));
    await confirmTestPayment(voided.clientSecret, "4242424242424242");
    expect((await gateway().cancelIntent(voided.id)).status).toBe("canceled");
    await expect(gateway().captureIntent(voided.id, "capture:c")).rejects.toMatchObject({
      status: 409,
      code: "payment_intent_unexpected_state",
    });
  });

  test.each([
    ["4000 0000 0000 0002", "Your card was declined.", "card_declined"],
    ["4000 0000 0000 9995", "Your card has insufficient funds.", "insufficient_funds"],
  ])(
    "paying with %s is refused with 402 %j, the intent stays payable and payment_failed is delivered",
    async (card, message, code) => {
      const intent = await gateway().createIntent(intentInput(`declined-${card}`));
      await expect(confirmTestPayment(intent.clientSecret, card)).rejects.toMatchObject({ status: 402, message, code });
      expect(await gateway().retrieveIntent(intent.id)).toMatchObject({
        status: "requires_payment_method",
        lastPaymentError: message,
      });
      const event = gateway().verifyWebhook(webhooks[0]?.body ?? "", webhooks[0]?.signature ?? null);
      expect(event.type).toBe("payment_intent.payment_failed");
      expect(event.data.object).toMatchObject({ id: intent.id, lastPaymentError: message });
      // Like Stripe, a declined intent can be paid with another card afterwards.
      await expect(confirmTestPayment(intent.clientSecret, "4242424242424242")).resolves.toMatchObject({
        status: "requires_capture",
      });
    },
  );

  test("any other number is an invalid card number: 400 naming cardNumber, nothing attempted, no event", async () => {
    const intent = await gateway().createIntent(intentInput("invalid-number"));
    await expect(confirmTestPayment(intent.clientSecret, "4111 1111 1111 1111")).rejects.toMatchObject({
      status: 400,
      details: [{ path: "cardNumber", message: "Your card number is invalid." }],
    });
    expect((await gateway().retrieveIntent(intent.id)).lastPaymentError).toBeNull();
    expect(webhooks).toHaveLength(0);
  });

  test("a paid intent cannot be paid again, even by two confirms at once: one succeeds, one event", async () => {
    const intent = await gateway().createIntent(intentInput("double-pay"));
    const results = await Promise.allSettled([
      confirmTestPayment(intent.clientSecret, "4242424242424242"),
      confirmTestPayment(intent.clientSecret, "4242424242424242"),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect(rejected?.reason).toMatchObject({ status: 409, code: "payment_intent_unexpected_state" });
    expect(webhooks).toHaveLength(1);
  });

  test("an unknown client secret or id is 404", async () => {
    await expect(confirmTestPayment("pi_nope_secret_nope", "4242424242424242")).rejects.toMatchObject({ status: 404 });
    await expect(gateway().retrieveIntent("pi_nope")).rejects.toMatchObject({ status: 404 });
  });

  test("cancelling an unpaid or authorized intent cancels it once (the hold is voided); a captured one cannot be cancelled", async () => {
    const unpaid = await gateway().createIntent(intentInput("cancel-me"));
    expect((await gateway().cancelIntent(unpaid.id)).status).toBe("canceled");
    expect((await gateway().cancelIntent(unpaid.id)).status).toBe("canceled");
    await expect(confirmTestPayment(unpaid.clientSecret, "4242424242424242")).rejects.toMatchObject({ status: 409 });
    const held = await gateway().createIntent(intentInput("cancel-held"));
    await confirmTestPayment(held.clientSecret, "4242424242424242");
    expect(await gateway().cancelIntent(held.id)).toMatchObject({ status: "canceled", amountRefunded: 0 });
    const paid = await gateway().createIntent(intentInput("cancel-paid"));
    await confirmTestPayment(paid.clientSecret, "4242424242424242");
    await gateway().captureIntent(paid.id, "capture:paid");
    await expect(gateway().cancelIntent(paid.id)).rejects.toMatchObject({
      status: 409,
      code: "payment_intent_unexpected_state",
    });
  });

  test("releasing a captured payment refunds its full amount once, however often and under whichever keys it is asked", async () => {
    const paid = await gateway().createIntent(intentInput("refund-me", 4_321));
    await confirmTestPayment(paid.clientSecret, "4242424242424242");
    await gateway().captureIntent(paid.id, "capture:refund-me");
    // The maker's cancel and a checkout's own release, at once, each under its key, each twice.
    const releases = await Promise.all(
      ["refund:order", "refund:order", "refund:draft", "refund:draft"].map((key) => releasePayment(paid.id, key)),
    );
    for (const release of releases) expect(release.kind).toBe("refunded");
    const made = releases.flatMap((release) => (release.kind === "refunded" && release.refund ? [release.refund] : []));
    expect(made.length).toBeGreaterThan(0);
    for (const refund of made) expect(refund).toMatchObject({ amount: 4_321, status: "succeeded" });
    expect(new Set(made.map((refund) => refund.id)).size).toBe(1);
    expect((await gateway().retrieveIntent(paid.id)).amountRefunded).toBe(4_321);
    // Asked again once all is done: nothing remains, nothing is refunded.
    expect(await releasePayment(paid.id, "refund:later")).toEqual({ kind: "refunded", refund: null });
  });

  test("a partial refund is given back at once, and asked after by its id or its key it answers the same; an unknown refund is 404", async () => {
    const paid = await gateway().createIntent(intentInput("refund-part", 5_000));
    await confirmTestPayment(paid.clientSecret, "4242424242424242");
    await gateway().captureIntent(paid.id, "capture:refund-part");
    const made = await gateway().refundAmount(paid.id, 1_200, "refund-part:1");
    expect(made.id).toMatch(/^re_/);
    expect(made).toMatchObject({ amount: 1_200, status: "succeeded", failure: null });
    expect(await gateway().retrieveRefund(made.id)).toEqual(made);
    expect(await gateway().findRefund(paid.id, "refund-part:1")).toEqual(made);
    expect(await gateway().findRefund(paid.id, "refund-part:2")).toBeNull();
    await expect(gateway().retrieveRefund("re_no_such_refund")).rejects.toMatchObject({
      status: 404,
      code: "refund_not_found",
    });
  });

  test("an unpaid or merely authorized intent cannot be refunded (there is nothing taken to give back)", async () => {
    const unpaid = await gateway().createIntent(intentInput("refund-unpaid"));
    await expect(gateway().refundAmount(unpaid.id, 100, "refund:y")).rejects.toMatchObject({ status: 409 });
    await confirmTestPayment(unpaid.clientSecret, "4242424242424242");
    await expect(gateway().refundAmount(unpaid.id, 100, "refund:y")).rejects.toMatchObject({ status: 409 });
  });

  describe("webhook verification", () => {
    const body = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "charge.refunded",
      created: 1,
      data: { object: { object: "charge" } },
    });

    test("a correctly signed event is accepted; one not about a PaymentIntent or a refund carries neither", () => {
      const event = gateway().verifyWebhook(body, signWebhookPayload(body, webhookSigningSecret()));
      expect(event).toEqual({
        id: "evt_1",
        type: "charge.refunded",
        created: 1,
        data: { object: null, refundId: null },
      });
    });

    test("an event about a refund carries the refund's id (its state is read again from the gateway, never from the event)", () => {
      const refundEvent = JSON.stringify({
        id: "evt_2",
        object: "event",
        type: "refund.updated",
        created: 2,
        data: { object: { id: "re_42", object: "refund", status: "succeeded" } },
      });
      const event = gateway().verifyWebhook(refundEvent, signWebhookPayload(refundEvent, webhookSigningSecret()));
      expect(event).toEqual({
        id: "evt_2",
        type: "refund.updated",
        created: 2,
        data: { object: null, refundId: "re_42" },
      });
    });

    test.each([
      ["missing", () => null],
      ["signed with another secret", () => signWebhookPayload(body, "whsec_someone_else")],
      [
        "stale (signed 10 minutes ago)",
        () => signWebhookPayload(body, webhookSigningSecret(), Math.floor(Date.now() / 1000) - 600),
      ],
      ["garbage", () => "t=1,v1=abc"],
    ])("a %s signature is a 400", (_label, signature) => {
      expect(() => gateway().verifyWebhook(body, signature())).toThrow(InvalidWebhookSignatureError);
    });

    test("an altered body is a 400", () => {
      const signature = signWebhookPayload(body, webhookSigningSecret());
      expect(() =>
        gateway().verifyWebhook(body.replace("charge.refunded", "payment_intent.succeeded"), signature),
      ).toThrow(expect.objectContaining({ status: 400, code: "invalid_signature" }));
    });
  });
});
