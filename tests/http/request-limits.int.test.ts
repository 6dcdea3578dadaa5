import { afterAll, afterEach, describe, expect, test } from "vitest";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as resend } from "@/app/api/auth/resend-verification/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as guestCheckout } from "@/app/api/guest/checkout/route";
import { POST as createPaymentIntent } from "@/app/api/payments/create-payment-intent/route";
import { createProduct } from "../factories/products";
import { createUser } from "../factories/users";
import { ORIGIN, apiRequest, callRoute, type ApiAnswer } from "../support/api";
import { guestIntentPayload, requestIntent, stopEventDelivery } from "../support/checkout";
import { throughProxy, trustProxies } from "../support/clients";
import { useTestDatabase } from "../support/database";
import { useMailCatcher } from "../support/mail";

type Call = (index: number, headers: Record<string, string>) => Promise<ApiAnswer>;

/** Sends `count` requests one after another and answers their statuses. */
async function flood(count: number, call: Call, headers: Record<string, string> = {}): Promise<ApiAnswer[]> {
  const answers: ApiAnswer[] = [];
  for (let i = 1; i <= count; i += 1) answers.push(await call(i, headers));
  return answers;
}

const statuses = (answers: ApiAnswer[]) => answers.map((answer) => answer.status);

/** The last answer is a 429 carrying Retry-After, and none before it was. */
function expectCutOffAtLast(answers: ApiAnswer[]): void {
  const last = answers[answers.length - 1];
  expect(statuses(answers.slice(0, -1))).not.toContain(429);
  expect(last?.status).toBe(429);
  expect(last?.body.code).toBe("rate_limited");
  expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
}

// Sign-ups hash at the production bcrypt cost, and the floods are long: allow time on a busy machine.
describe("limits where money or mail is at stake", { timeout: 120_000 }, () => {
  const database = useTestDatabase();
  useMailCatcher();
  afterEach(() => trustProxies(0));
  afterAll(() => stopEventDelivery());

  const post = (
    handler: Parameters<typeof callRoute>[0],
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ) => callRoute(handler, apiRequest("POST", path, { origin: ORIGIN, body, headers }));

  describe("registration, resend and password reset", () => {
    test("registration: 10 an hour from one client (the 11th refused), other clients unaffected", async () => {
      trustProxies(1);
      const signUp: Call = (i, headers) =>
        post(
          register,
          "/api/auth/register",
          { name: `Flood ${i}`, email: `flood-${i}@example.test`, password: "Flood+Pass123" },
          headers,
        );
      expectCutOffAtLast(await flood(11, signUp, throughProxy("203.0.113.10")));
      expect((await signUp(99, throughProxy("198.51.100.10"))).status).toBe(202);
    });

    test("resend: 3 per email, 10 per client, for unknown emails as much as real ones", async () => {
      trustProxies(1);
      const perEmail: Call = (_i, headers) =>
        post(resend, "/api/auth/resend-verification", { email: "one-inbox@example.test" }, headers);
      expectCutOffAtLast(await flood(4, perEmail, throughProxy("203.0.113.11")));
      const perClient: Call = (i, headers) =>
        post(resend, "/api/auth/resend-verification", { email: `inbox-${i}@example.test` }, headers);
      expectCutOffAtLast(await flood(11, perClient, throughProxy("203.0.113.12")));
    });

    test("forgot-password: 3 per email, 10 per client, answering the same for accounts that exist and those that do not", async () => {
      trustProxies(1);
      const member = await createUser(database.client());
      const known: Call = (_i, headers) =>
        post(forgotPassword, "/api/auth/forgot-password", { email: member.email }, headers);
      const unknown: Call = (_i, headers) =>
        post(forgotPassword, "/api/auth/forgot-password", { email: "ghost@example.test" }, headers);
      const [forKnown, forUnknown] = [
        await flood(4, known, throughProxy("203.0.113.13")),
        await flood(4, unknown, throughProxy("203.0.113.14")),
      ];
      expect(statuses(forKnown)).toEqual([202, 202, 202, 429]);
      expect(statuses(forUnknown)).toEqual(statuses(forKnown));
      expect(forUnknown[3]?.body).toEqual(forKnown[3]?.body);
      const perClient: Call = (i, headers) =>
        post(forgotPassword, "/api/auth/forgot-password", { email: `someone-${i}@example.test` }, headers);
      expectCutOffAtLast(await flood(11, perClient, throughProxy("203.0.113.15")));
    });

    test("reset-password: 20 tries per client, whatever the emails (per email, each code's 5 tries bound them)", async () => {
      trustProxies(1);
      const perEmail: Call = (_i, headers) =>
        post(
          resetPassword,
          "/api/auth/reset-password",
          { email: "target@example.test", token: "AAAAAA", newPassword: "Guess+Pass123" },
          headers,
        );
      const byEmail = await flood(21, perEmail, throughProxy("203.0.113.16"));
      expect(statuses(byEmail.slice(0, 20))).toEqual(Array.from({ length: 20 }, () => 400));
      expectCutOffAtLast(byEmail);
      const perClient: Call = (i, headers) =>
        post(
          resetPassword,
          "/api/auth/reset-password",
          { email: `target-${i}@example.test`, token: "AAAAAA", newPassword: "Guess+Pass123" },
          headers,
        );
      expectCutOffAtLast(await flood(21, perClient, throughProxy("203.0.113.17")));
    });
  });

  describe("checkout", () => {
    test("create-payment-intent: 10 per guest email in 10 minutes; the refused request makes no intent and no draft", async () => {
      const piece = await createProduct(database.client(), { priceCents: 2_500, stock: 50 });
      const intent: Call = (i) =>
        requestIntent(
          guestIntentPayload([{ product: piece, quantity: 1 + (i % 5) }], { email: "Card.Tester@example.test" }),
        );
      const answers = await flood(10, intent);
      expect(statuses(answers)).toEqual(Array.from({ length: 10 }, () => 200));
      const before = await Promise.all([
        database.client().checkoutDraft.count(),
        database.client().testPaymentIntent.count(),
      ]);
      const eleventh = await requestIntent(
        guestIntentPayload([{ product: piece, quantity: 7 }], { email: "card.tester@EXAMPLE.test" }),
      );
      expectCutOffAtLast([...answers, eleventh]);
      expect(
        await Promise.all([database.client().checkoutDraft.count(), database.client().testPaymentIntent.count()]),
      ).toEqual(before);
      // Another buyer is not held up.
      expect(
        (await requestIntent(guestIntentPayload([{ product: piece, quantity: 1 }], { email: "honest@example.test" })))
          .status,
      ).toBe(200);
    });

    test("create-payment-intent: 30 per client in 10 minutes, whatever emails it uses (TRUSTED_PROXY=1)", async () => {
      trustProxies(1);
      const piece = await createProduct(database.client(), { priceCents: 1_500, stock: 50 });
      const intent: Call = (i, headers) =>
        post(
          createPaymentIntent,
          "/api/payments/create-payment-intent",
          guestIntentPayload([{ product: piece, quantity: 1 }], { email: `rotating-${i}@example.test` }),
          headers,
        );
      expectCutOffAtLast(await flood(31, intent, throughProxy("203.0.113.18")));
      expect((await intent(99, throughProxy("198.51.100.18"))).status).toBe(200);
    });

    test("create-payment-intent: 10 per member account", async () => {
      const member = await createUser(database.client());
      const piece = await createProduct(database.client(), { priceCents: 900, stock: 50 });
      await database.client().cartItem.create({ data: { userId: member.id, productId: piece.id, quantity: 1 } });
      const address = await database.client().address.create({
        data: {
          userId: member.id,
          firstName: "Ada",
          lastName: "L",
          addressLine1: "1 Way",
          city: "Austin",
          state: "TX",
          postalCode: "73301",
          phone: "512-555-0100",
        },
      });
      const intent: Call = () =>
        requestIntent(
          {
            userId: member.id,
            metadata: { shipping_address_id: address.id, user_id: member.id },
            shippingInfo: { method: "standard" },
          },
          member.accessToken,
        );
      const answers = await flood(11, intent);
      expect(answers[0]?.status).toBe(200);
      expectCutOffAtLast(answers);
    });

    test("guest checkout: 30 per client in 10 minutes; not per email, which a stranger could type to use up the buyer's", async () => {
      trustProxies(1);
      const complete =
        (email: string): Call =>
        (i, headers) =>
          post(guestCheckout, "/api/guest/checkout", { email, paymentIntentId: `pi_unknown_${i}` }, headers);
      const sameEmail = await flood(11, complete("same-buyer@example.test"), throughProxy("203.0.113.19"));
      expect(statuses(sameEmail)).not.toContain(429);
      const rotating: Call = (i, headers) => complete(`buyer-${i}@example.test`)(i, headers);
      expectCutOffAtLast(await flood(31, rotating, throughProxy("203.0.113.20")));
    });
  });
});
