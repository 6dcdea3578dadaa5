import type { Page } from "@playwright/test";

/**
 * A stand-in for https://js.stripe.com/v3/ (no network here): window.Stripe with the calls the payment step makes.
 * Elements mount a marker; handlers the page registers are kept on window.__stripeStub so a test can fire wallet
 * events; confirmPayment pays the test gateway's intent with 4242 so the real completion call can follow.
 */
const STRIPE_STUB = `
(() => {
  const stub = { elementsOptions: null, created: [], handlers: {}, updates: [], confirmations: [] };
  window.__stripeStub = stub;
  window.Stripe = function Stripe(key) {
    stub.key = key;
    return {
      elements(options) {
        stub.elementsOptions = options;
        return {
          create(type, options) {
            stub.created.push({ type, options });
            return {
              mount(node) {
                const marker = document.createElement("p");
                marker.textContent = "Stripe " + type + " element";
                marker.setAttribute("data-stripe-stub", type);
                node.appendChild(marker);
              },
              destroy() {},
              on(event, handler) { stub.handlers[type + ":" + event] = handler; },
            };
          },
          update(options) { stub.updates.push(options); },
          async submit() { return {}; },
        };
      },
      async confirmPayment(args) {
        stub.confirmations.push({ clientSecret: args.clientSecret, confirmParams: args.confirmParams, redirect: args.redirect });
        const response = await fetch("/api/payments/test/confirm", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ clientSecret: args.clientSecret, cardNumber: "4242424242424242" }),
        });
        const body = await response.json();
        if (!response.ok) return { error: { message: body.error } };
        return { paymentIntent: { id: body.data.paymentIntentId, status: body.data.status } };
      },
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
    };
  };
})();
`;

/** Serves the stub for Stripe.js and answers GET /api/payments/config with Stripe mode and a test key. */
export async function useStripeStub(page: Page): Promise<void> {
  await page.route("https://js.stripe.com/**", (route) => route.fulfill({ status: 200, contentType: "application/javascript", body: STRIPE_STUB }));
  await page.route("**/api/payments/config", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ success: true, data: { mode: "stripe", publishableKey: "pk_test_e2e_stub", appearance: { theme: "stripe" } } }),
    }),
  );
}
