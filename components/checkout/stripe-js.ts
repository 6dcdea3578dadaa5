// Browser only: Stripe.js loaded on demand from js.stripe.com (as @stripe/stripe-js's loadStripe does), with the
// small part of its API the payment step uses typed here, because the @stripe/* browser packages are not installed.

export type StripeError = { message?: string; type?: string };
type WalletAddressFields = { line1?: string; line2?: string | null; city?: string; state?: string; postal_code?: string; country?: string };

/** The Express Checkout Element's events, as far as the payment step reads them. */
export type WalletClickEvent = { resolve(options: Record<string, unknown>): void };
export type WalletAddressChangeEvent = { address: WalletAddressFields; resolve(payload: Record<string, unknown>): void; reject(): void };
export type WalletRateChangeEvent = { shippingRate: { id: string }; resolve(payload: Record<string, unknown>): void; reject(): void };
export type WalletConfirmEvent = {
  billingDetails?: { name?: string; email?: string; phone?: string };
  shippingAddress?: { name?: string; address?: WalletAddressFields };
  shippingRate?: { id: string };
  paymentFailed(payload?: { reason?: string }): void;
};

export interface StripeElement {
  mount(node: HTMLElement): void;
  destroy(): void;
  /** The caller names the event's type: Stripe.js ships no types here. */
  on<E>(event: string, handler: (event: E) => void): void;
}

export interface StripeElements {
  create(type: "payment" | "expressCheckout", options?: Record<string, unknown>): StripeElement;
  update(options: { amount?: number }): void;
  submit(): Promise<{ error?: StripeError }>;
}

export interface StripeClient {
  elements(options: Record<string, unknown>): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    clientSecret: string;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<{ error?: StripeError; paymentIntent?: { id: string; status: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeClient;

const STRIPE_JS_URL = "https://js.stripe.com/v3/";
let loading: Promise<StripeFactory> | null = null;

function factoryOnWindow(): StripeFactory | null {
  const candidate: unknown = (window as unknown as { Stripe?: unknown }).Stripe;
  return typeof candidate === "function" ? (candidate as StripeFactory) : null;
}

/** Loads Stripe.js once per page and answers a client for the key; rejects when the script cannot load. */
export function loadStripeClient(publishableKey: string): Promise<StripeClient> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const existing = factoryOnWindow();
    if (existing) return resolve(existing);
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = factoryOnWindow();
      if (factory) resolve(factory);
      else reject(new Error("Stripe.js loaded without window.Stripe"));
    };
    script.onerror = () => reject(new Error("Failed to load Stripe.js"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading.then((factory) => factory(publishableKey));
}
