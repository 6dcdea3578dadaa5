import { afterAll, beforeAll, beforeEach } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { getPaymentGateway } from "@/lib/payments/gateway";
import { confirmTestPayment } from "@/lib/payments/test-gateway/confirm";
import { setTestWebhookDelivery } from "@/lib/payments/test-gateway/events";
import { startFakeStripe, type FakeStripe } from "./stripe-fake";

export type CapturedWebhook = { url: string; body: string; signature: string | null };

/**
 * Catches the events the test gateway delivers (instead of POSTing them to APP_URL) for the file's tests.
 * `respond` decides the answer, e.g. the real webhook route handler; by default 200.
 */
export function useCapturedWebhooks(
  respond: (request: Request) => Promise<Response> = () => Promise.resolve(new Response("{}")),
) {
  const captured: CapturedWebhook[] = [];
  beforeAll(() => {
    setTestWebhookDelivery(async (request) => {
      const body = await request.clone().text();
      captured.push({ url: request.url, body, signature: request.headers.get("stripe-signature") });
      return respond(request);
    });
  });
  beforeEach(() => {
    captured.length = 0;
  });
  afterAll(() => setTestWebhookDelivery(undefined));
  return captured;
}

const PAYMENT_VARS = [
  "PAYMENTS",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_URL",
] as const;
type PaymentVar = (typeof PAYMENT_VARS)[number];

/** Runs `work` with these payment variables (the others unset), then puts the environment back. */
export async function withPaymentEnv<T>(vars: Partial<Record<PaymentVar, string>>, work: () => Promise<T>): Promise<T> {
  const saved = PAYMENT_VARS.map((name) => [name, process.env[name]] as const);
  for (const name of PAYMENT_VARS) delete process.env[name];
  Object.assign(process.env, vars);
  resetEnvForTests();
  try {
    return await work();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  }
}

/**
 * A local fake of Stripe's API for the calling file (started before its tests, closed after), and `stripeMode`, which
 * runs work with the shop in PAYMENTS=stripe against it: every gateway call goes through the real `stripe` SDK.
 */
export function useFakeStripeShop(): { fake: () => FakeStripe; stripeMode: <T>(work: () => Promise<T>) => Promise<T> } {
  let started: FakeStripe | undefined;
  beforeAll(async () => {
    started = await startFakeStripe();
  });
  afterAll(() => started?.close());
  const fake = () => {
    if (!started) throw new Error("useFakeStripeShop(): the fake starts in beforeAll");
    return started;
  };
  return {
    fake,
    stripeMode: (work) =>
      withPaymentEnv(
        {
          PAYMENTS: "stripe",
          STRIPE_SECRET_KEY: "sk_test_fake",
          STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
          STRIPE_WEBHOOK_SECRET: "whsec_fake",
          STRIPE_API_URL: fake().url,
        },
        work,
      ),
  };
}

/**
 * A payment the test gateway has authorized with the good test card and captured: the state of a paid order's
 * intent. `key` names its draft and its idempotency keys, so each test's payment is its own.
 */
export async function capturedTestPayment(key: string, amountCents: number) {
  const intent = await getPaymentGateway().createIntent({
    amount: amountCents,
    currency: "usd",
    metadata: { draft_id: key },
    idempotencyKey: key,
  });
  await confirmTestPayment(intent.clientSecret, "4242 4242 4242 4242");
  await getPaymentGateway().captureIntent(intent.id, `capture:${key}`);
  return intent;
}
