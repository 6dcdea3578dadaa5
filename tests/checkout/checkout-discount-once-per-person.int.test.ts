import { afterAll, describe, expect, test } from "vitest";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute } from "../support/api";
import { useTestDatabase } from "../support/database";
import {
  fillCart,
  guestIntentPayload,
  holdEvents,
  pay,
  requestIntent,
  saveAddress,
  stopEventDelivery,
} from "../support/checkout";

const USED = "This code has already been used with this email.";
const MEMBERS = "This code is for members: sign in and check out from your account to use it.";

describe(
  "a once-per-email code is once per mailbox, and a members-only code is for verified members",
  { timeout: 60_000 },
  () => {
    const database = useTestDatabase();
    const db = () => database.client();
    afterAll(() => stopEventDelivery());

    let codes = 0;
    /** A 10%-off code of the maker's under a name no other test uses. */
    function makeCode(terms: { oncePerEmail?: boolean; membersOnly?: boolean }) {
      codes += 1;
      return db().discountCode.create({ data: { code: `PERSON-${codes}`, percentOff: 10, ...terms } });
    }

    const guestIntent = (email: string, piece: { id: string; name: string }, code: string) =>
      requestIntent({
        ...guestIntentPayload([{ product: piece, quantity: 1 }], { email, state: "OR" }),
        discountCode: code,
      });

    /** A guest's checkout with the code, priced and paid (the webhook held back): her payment, ready to complete. */
    async function paidWithCode(email: string, piece: { id: string; name: string }, code: string): Promise<string> {
      holdEvents();
      const intent = await guestIntent(email, piece, code);
      expect(intent.status).toBe(200);
      expect(intent.body.data.discount).toBe(4);
      await pay(intent.body.data.clientSecret);
      return intent.body.data.paymentIntentId;
    }

    const complete = (email: string, paymentIntentId: string) =>
      callRoute<{ id: string }>(
        guestCheckout,
        apiRequest("POST", "/api/guest/checkout", { origin: ORIGIN, body: { paymentIntentId, email } }),
      );

    async function orderWithCode(email: string, piece: { id: string; name: string }, code: string): Promise<void> {
      const answer = await complete(email, await paidWithCode(email, piece, code));
      expect(answer.status).toBe(200);
    }

    test("used by me@, it is refused to ME@, me+2@ and Me+Shop@ with the same sentence; another mailbox may use it", async () => {
      const code = await makeCode({ oncePerEmail: true });
      const piece = await createProduct(db(), { priceCents: 4_000, stock: 10 });
      await orderWithCode("me@example.test", piece, code.code);

      for (const spelling of ["ME@example.test", "me+2@example.test", "Me+Shop@Example.TEST"]) {
        const again = await guestIntent(spelling, piece, code.code);
        expect(again.status, spelling).toBe(400);
        expect(again.body).toMatchObject({
          code: "invalid_discount_code",
          error: USED,
          details: [{ path: "discountCode", message: USED }],
        });
      }
      const other = await guestIntent("mee@example.test", piece, code.code);
      expect(other.status).toBe(200);
      expect(other.body.data.discount).toBe(4);
    });

    test("Gmail ignores dots and googlemail.com is gmail.com: used by m.e@gmail.com, refused to me@googlemail.com and M.E+x@gmail.com", async () => {
      const code = await makeCode({ oncePerEmail: true });
      const piece = await createProduct(db(), { priceCents: 4_000, stock: 10 });
      await orderWithCode("m.e@gmail.com", piece, code.code);

      for (const spelling of ["me@googlemail.com", "M.E+x@gmail.com"]) {
        const again = await guestIntent(spelling, piece, code.code);
        expect(again.status, spelling).toBe(400);
        expect(again.body).toMatchObject({ code: "invalid_discount_code", error: USED });
      }
      // Dots count elsewhere: m.e@example.test is not me@example.test.
      expect((await guestIntent("me@example.test", piece, code.code)).status).toBe(200);
    });

    test("two spellings of one mailbox paid before either order: one order has the discount, the other payment is voided", async () => {
      const code = await makeCode({ oncePerEmail: true });
      const piece = await createProduct(db(), { priceCents: 4_000, stock: 10 });
      // Both are priced before either order exists, so both are shown the discount and both pay.
      const first = await paidWithCode("twin@example.test", piece, code.code);
      const second = await paidWithCode("Twin+2@example.test", piece, code.code);

      const answers = await Promise.all([
        complete("twin@example.test", first),
        complete("Twin+2@example.test", second),
      ]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: "discount_unavailable" });
      expect(await db().order.count({ where: { discountCode: code.code } })).toBe(1);
      expect(await db().discountCode.findUniqueOrThrow({ where: { id: code.id } })).toMatchObject({
        redemptionCount: 1,
      });
      const voided = await db().testPaymentIntent.findMany({
        where: { id: { in: [first, second] }, status: "canceled" },
      });
      expect(voided).toHaveLength(1);
    });

    test("a members-only code: a guest, and a member whose email is unverified, get 400 discount_members_only; a verified member gets it", async () => {
      const code = await makeCode({ membersOnly: true });
      const piece = await createProduct(db(), { priceCents: 4_000, stock: 10 });
      const verified = await createUser(db());

      // A guest typing a member's own email is still a guest.
      const guest = await guestIntent(verified.email, piece, code.code);
      expect(guest.status).toBe(400);
      expect(guest.body).toMatchObject({
        code: "discount_members_only",
        error: MEMBERS,
        details: [{ path: "discountCode", message: MEMBERS }],
      });

      const memberIntent = async (member: { id: string; accessToken: string }) => {
        const address = await saveAddress(db(), member.id, "OR");
        await fillCart(db(), member.id, [{ product: piece, quantity: 1 }]);
        return requestIntent(
          {
            metadata: { shipping_address_id: address.id },
            shippingInfo: { method: "standard" },
            discountCode: code.code.toLowerCase(),
          },
          member.accessToken,
        );
      };
      const unverified = await memberIntent(await createUser(db(), { verified: false }));
      expect(unverified.status).toBe(400);
      expect(unverified.body).toMatchObject({ code: "discount_members_only", error: MEMBERS });

      const member = await memberIntent(verified);
      expect(member.status).toBe(200);
      // Oregon has no sales tax: $40.00 − 10%, free standard shipping.
      expect(member.body.data).toMatchObject({ subtotal: 40, discount: 4, discountCode: code.code, total: 36 });
    });
  },
);
