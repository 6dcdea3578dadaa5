import { afterEach, describe, expect, test } from "vitest";
import { POST as checkoutReturn } from "@/app/api/checkout/return/route";
import { GUEST_ORDER_COOKIE } from "@/lib/http/guest-order-cookie";
import { verifyGuestOrderToken } from "@/lib/orders/buyer/guest-order-token";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, cookieValueOf, setCookies } from "../support/api";
import {
  fillCart,
  guestIntentPayload,
  holdEvents,
  pay,
  requestIntent,
  saveAddress,
  stopEventDelivery,
} from "../support/checkout";
import { useTestDatabase } from "../support/database";

type Order = { id: string; email: string; total: number; status: string };

function returnFrom(body: unknown, origin = ORIGIN) {
  return callRoute<Order>(checkoutReturn, apiRequest("POST", "/api/checkout/return", { origin, body }));
}

describe("POST /api/checkout/return", { timeout: 60_000 }, () => {
  const database = useTestDatabase();
  const db = () => database.client();
  afterEach(() => stopEventDelivery());

  /** A guest's intent for one piece, paid with the test card (its event held back: the webhook is late). */
  async function paidGuestIntent(stock = 2) {
    const piece = await createProduct(db(), { name: "Returned Garnet Ring", priceCents: 2_500, stock });
    const intent = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "returning@example.test", state: "OR" }),
    );
    expect(intent.status).toBe(200);
    holdEvents();
    await pay(intent.body.data.clientSecret);
    return { piece, intent: intent.body.data };
  }

  test("a guest back from a redirect gets the order and the cookie that shows it to this browser", async () => {
    const { intent, piece } = await paidGuestIntent();
    const answer = await returnFrom({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email: "returning@example.test", total: 25, status: "processing" });
    expect(await verifyGuestOrderToken(cookieValueOf(setCookies(answer.headers).get(GUEST_ORDER_COOKIE)))).toBe(
      answer.body.data.id,
    );
    expect((await db().product.findUniqueOrThrow({ where: { id: piece.id } })).stock).toBe(1);

    // Coming back twice (a reload) answers the same order.
    const again = await returnFrom({ paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret });
    expect(again.body.data.id).toBe(answer.body.data.id);
    expect(await db().order.count({ where: { paymentIntentId: intent.paymentIntentId } })).toBe(1);
  });

  test("a member's order is answered without a guest cookie: the member's session shows it", async () => {
    const member = await createUser(db());
    const address = await saveAddress(db(), member.id, "NY");
    const piece = await createProduct(db(), { priceCents: 1_000, stock: 3 });
    await fillCart(db(), member.id, [{ product: piece, quantity: 1 }]);
    const intent = await requestIntent(
      { metadata: { shipping_address_id: address.id }, shippingInfo: { method: "standard" } },
      member.accessToken,
    );
    holdEvents();
    await pay(intent.body.data.clientSecret);
    const answer = await returnFrom({
      paymentIntentId: intent.body.data.paymentIntentId,
      clientSecret: intent.body.data.clientSecret,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.email).toBe(member.email);
    expect(setCookies(answer.headers).has(GUEST_ORDER_COOKIE)).toBe(false);
  });

  test("a wrong client secret is 404, the same as an unknown intent, and makes no order", async () => {
    const { intent } = await paidGuestIntent();
    const wrong = await returnFrom({
      paymentIntentId: intent.paymentIntentId,
      clientSecret: `${intent.clientSecret}x`,
    });
    expect(wrong.status).toBe(404);
    expect(setCookies(wrong.headers).has(GUEST_ORDER_COOKIE)).toBe(false);
    expect(
      (await returnFrom({ paymentIntentId: "pi_does_not_exist", clientSecret: "pi_does_not_exist_secret_x" })).status,
    ).toBe(404);
    expect(await db().order.count({ where: { paymentIntentId: intent.paymentIntentId } })).toBe(0);
  });

  test("an unpaid intent answers the payment's state; a sold-out piece says the card was not charged", async () => {
    const piece = await createProduct(db(), { name: "Last Moonstone", priceCents: 4_000, stock: 1 });
    const first = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "first@example.test" }),
    );
    const second = await requestIntent(
      guestIntentPayload([{ product: piece, quantity: 1 }], { email: "second@example.test" }),
    );
    holdEvents();
    const unpaid = await returnFrom({
      paymentIntentId: first.body.data.paymentIntentId,
      clientSecret: first.body.data.clientSecret,
    });
    expect(unpaid.status).toBe(402);

    await pay(first.body.data.clientSecret);
    await pay(second.body.data.clientSecret);
    expect(
      (
        await returnFrom({
          paymentIntentId: first.body.data.paymentIntentId,
          clientSecret: first.body.data.clientSecret,
        })
      ).status,
    ).toBe(200);
    const soldOut = await returnFrom({
      paymentIntentId: second.body.data.paymentIntentId,
      clientSecret: second.body.data.clientSecret,
    });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.code).toBe("out_of_stock");
    expect(soldOut.body.error).toContain("Your card was not charged");
  });

  test("a missing field is 400 naming it; another site's page is refused (403)", async () => {
    const missing = await returnFrom({ paymentIntentId: "pi_x" });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.[0]?.path).toBe("clientSecret");
    expect((await returnFrom({ clientSecret: "pi_x_secret_y" })).body.details?.[0]?.path).toBe("paymentIntentId");

    const { intent } = await paidGuestIntent();
    const crossSite = await returnFrom(
      { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret },
      "https://evil.example",
    );
    expect(crossSite.status).toBe(403);
    expect(await db().order.count({ where: { paymentIntentId: intent.paymentIntentId } })).toBe(0);
  });
});
