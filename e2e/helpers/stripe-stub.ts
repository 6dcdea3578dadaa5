import type { Page } from "@playwright/test";

/** What the stub saw the page do, read with readStripeStub. */
export type StripeStubRecord = {
  /** The publishable key the page's Stripe instance was made with. */
  key: string | null;
  /** The wrappers that registered themselves (@stripe/stripe-js and @stripe/react-stripe-js do). */
  wrappers: string[];
  /** Each stripe.elements(options) call: one per Elements group. */
  groups: Record<string, unknown>[];
  created: { type: string; options: Record<string, unknown> }[];
  mounts: string[];
  destroys: string[];
  /** Each elements.update(options) call. */
  updates: Record<string, unknown>[];
  submits: number;
  confirmations: {
    clientSecret: string;
    returnUrl: string;
    redirect: string | null;
    paymentMethod: string;
    /** The group's amount when confirmPayment was called, and how many elements had been mounted and destroyed. */
    amount: unknown;
    mounts: number;
    destroys: number;
  }[];
};

/** How the page answered a wallet event: what it resolved, whether it rejected, what it reported as failed. */
export type WalletEventAnswer = {
  handled: boolean;
  resolved: Record<string, unknown> | null;
  rejected: boolean;
  paymentFailed: Record<string, unknown> | null;
};

/** Payment methods the stub's Payment Element offers, as Stripe.js would confirm them. */
export const STUB_PAYMENT_METHODS = {
  visa: "pm_card_visa",
  declined: "pm_card_chargeDeclined",
  redirect: "klarna",
} as const;

type StubApi = {
  record: StripeStubRecord;
  fire(type: string, name: string, payload: Record<string, unknown>): Promise<WalletEventAnswer>;
  listening(type: string, name: string): boolean;
};

/**
 * Runs in the page in place of https://js.stripe.com/…/stripe.js: window.Stripe as @stripe/stripe-js loads it and
 * @stripe/react-stripe-js drives it (elements() with create, getElement, update, submit and fetchUpdates; elements
 * with mount, on, off, update and destroy; confirmPayment). It must stand alone: it is sent as source text.
 */
function installStripeStub(): void {
  type Payload = Record<string, unknown>;
  type Handler = (event: Payload) => unknown;
  type StubElement = {
    mount(target: HTMLElement | string): void;
    unmount(): void;
    destroy(): void;
    on(name: string, handler: Handler): StubElement;
    once(name: string, handler: Handler): StubElement;
    off(name: string, handler?: Handler): StubElement;
    update(options: Payload): StubElement;
    focus(): void;
    blur(): void;
    clear(): void;
  };

  const record: StripeStubRecord = {
    key: null,
    wrappers: [],
    groups: [],
    created: [],
    mounts: [],
    destroys: [],
    updates: [],
    submits: 0,
    confirmations: [],
  };
  const listeners = new Map<string, Map<string, Set<Handler>>>();
  const live = new Map<string, StubElement>();
  let groupOptions: Payload = {};
  // Set while the page handles the wallet's confirm event: the payment then uses the wallet's card.
  let walletConfirming = false;
  const METHOD_SELECT_ID = "stripe-stub-payment-method";
  const REDIRECT_TYPES = ["klarna"];

  function handlersOf(type: string, name: string): Set<Handler> {
    const byName = listeners.get(type) ?? new Map<string, Set<Handler>>();
    listeners.set(type, byName);
    const handlers = byName.get(name) ?? new Set<Handler>();
    byName.set(name, handlers);
    return handlers;
  }

  /** What a mounted element shows: the Payment Element a choice of test payment methods, the wallet a marker. */
  function render(type: string, node: HTMLElement): void {
    const box = document.createElement("div");
    box.setAttribute("data-stripe-stub", type);
    if (type === "payment") {
      const label = document.createElement("label");
      label.htmlFor = METHOD_SELECT_ID;
      label.textContent = "Payment method (Stripe test stub)";
      const select = document.createElement("select");
      select.id = METHOD_SELECT_ID;
      const methods = [
        ["pm_card_visa", "Visa ending 4242"],
        ["pm_card_chargeDeclined", "Visa ending 0002 (declined)"],
        ["klarna", "Klarna (pays on Klarna's page)"],
      ] as const;
      for (const [value, text] of methods) {
        const option = document.createElement("option");
        option.value = value;
        option.textContent = text;
        select.append(option);
      }
      box.append(label, select);
    } else {
      box.textContent = `Stripe ${type} element (test stub)`;
    }
    node.append(box);
  }

  function createElement(type: string, options: Payload): StubElement {
    let node: HTMLElement | null = null;
    const element: StubElement = {
      mount(target) {
        node = typeof target === "string" ? document.querySelector<HTMLElement>(target) : target;
        if (!node) throw new Error(`stripe stub: nothing to mount ${type} into`);
        render(type, node);
        record.mounts.push(type);
        // Stripe's elements say they are ready once their frame has loaded, never during mount.
        setTimeout(() => handlersOf(type, "ready").forEach((handler) => handler({ elementType: type })), 0);
      },
      unmount() {
        node?.replaceChildren();
      },
      destroy() {
        node?.replaceChildren();
        record.destroys.push(type);
        listeners.delete(type);
        if (live.get(type) === element) live.delete(type);
      },
      on(name, handler) {
        handlersOf(type, name).add(handler);
        return element;
      },
      once(name, handler) {
        const wrapped: Handler = (event) => {
          handlersOf(type, name).delete(wrapped);
          return handler(event);
        };
        handlersOf(type, name).add(wrapped);
        return element;
      },
      off(name, handler) {
        if (handler) handlersOf(type, name).delete(handler);
        else handlersOf(type, name).clear();
        return element;
      },
      update() {
        return element;
      },
      focus() {},
      blur() {},
      clear() {},
    };
    record.created.push({ type, options });
    live.set(type, element);
    return element;
  }

  const group = {
    create: createElement,
    getElement: (type: string) => live.get(type) ?? null,
    update(options: Payload) {
      record.updates.push(options);
      groupOptions = { ...groupOptions, ...options };
      return Promise.resolve();
    },
    fetchUpdates: () => Promise.resolve({}),
    submit() {
      record.submits += 1;
      return Promise.resolve({ selectedPaymentMethod: "card" });
    },
    on() {},
  };

  /** Confirms as Stripe.js does: the intent's confirm endpoint, with the publishable key and the client secret. */
  async function confirmPayment(args: {
    clientSecret: string;
    confirmParams?: { return_url?: string };
    redirect?: string;
  }) {
    const select = document.getElementById(METHOD_SELECT_ID);
    const chosen = walletConfirming
      ? "pm_card_visa"
      : select instanceof HTMLSelectElement
        ? select.value
        : "pm_card_visa";
    walletConfirming = false;
    const returnUrl = args.confirmParams?.return_url ?? "";
    record.confirmations.push({
      clientSecret: args.clientSecret,
      returnUrl,
      redirect: args.redirect ?? null,
      paymentMethod: chosen,
      amount: groupOptions.amount,
      mounts: record.mounts.length,
      destroys: record.destroys.length,
    });
    const form = new URLSearchParams({
      key: record.key ?? "",
      client_secret: args.clientSecret,
      return_url: returnUrl,
    });
    if (REDIRECT_TYPES.includes(chosen)) form.set("payment_method_data[type]", chosen);
    else form.set("payment_method", chosen);
    const intentId = args.clientSecret.split("_secret_")[0] ?? "";
    const response = await fetch(`https://api.stripe.com/v1/payment_intents/${intentId}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    const body = (await response.json()) as {
      error?: Payload;
      status?: string;
      next_action?: { type?: string; redirect_to_url?: { url?: string } };
    };
    if (body.error) return { error: body.error };
    const redirectTo = body.next_action?.type === "redirect_to_url" ? body.next_action.redirect_to_url?.url : undefined;
    if (redirectTo) {
      // A method that needs its provider's page leaves the shop, whatever `redirect` says; nothing resolves.
      window.location.assign(redirectTo);
      return new Promise(() => {});
    }
    return { paymentIntent: body };
  }

  function Stripe(key: string) {
    record.key = key;
    const notUsed = () => Promise.reject(new Error("stripe stub: not used by the shop"));
    return {
      elements(options: Payload) {
        record.groups.push(options);
        groupOptions = { ...options };
        return group;
      },
      confirmPayment,
      createToken: notUsed,
      createPaymentMethod: notUsed,
      confirmCardPayment: notUsed,
      registerAppInfo() {},
      _registerWrapper(wrapper: { name: string }) {
        record.wrappers.push(wrapper.name);
      },
    };
  }
  // @stripe/stripe-js warns when the Stripe.js release it finds is not the one it was built for.
  Stripe.version = "endive";

  const api: StubApi = {
    record,
    listening: (type, name) => handlersOf(type, name).size > 0,
    fire(type, name, payload) {
      const answer: WalletEventAnswer = { handled: false, resolved: null, rejected: false, paymentFailed: null };
      if (name === "confirm") walletConfirming = true;
      // Stripe lets a handler answer later (an address change may ask the shop's server its tax): the stub waits for
      // the answer as the wallet sheet does, up to a few seconds; confirm and cancel answer nothing to wait for.
      let answered = () => {};
      const settled = new Promise<void>((settle) => (answered = settle));
      const event: Payload = {
        elementType: type,
        ...payload,
        resolve: (details?: Payload) => {
          answer.resolved = details ?? {};
          answered();
        },
        reject: () => {
          answer.rejected = true;
          answered();
        },
        paymentFailed: (details?: Payload) => (answer.paymentFailed = details ?? {}),
      };
      for (const handler of handlersOf(type, name)) {
        answer.handled = true;
        handler(event);
      }
      const waits = answer.handled && name !== "confirm" && name !== "cancel";
      return waits
        ? Promise.race([settled, new Promise<void>((stop) => setTimeout(stop, 5_000))]).then(() => answer)
        : Promise.resolve(answer);
    },
  };
  Object.assign(window, { Stripe, __stripeStub: api });
}

const STRIPE_STUB = `(${installStripeStub.toString()})();`;
const CORS = { "access-control-allow-origin": "*" };

/**
 * Answers https://js.stripe.com with the stub and sends what the page asks of https://api.stripe.com (the
 * stub's confirmPayment) to the fake of Stripe's API the Stripe-mode server also talks to.
 */
export async function useStripeStub(page: Page, stripeApiUrl: string): Promise<void> {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: STRIPE_STUB }),
  );
  await page.route("https://api.stripe.com/**", async (route) => {
    const request = route.request();
    const { pathname, search } = new URL(request.url());
    const answer = await fetch(`${stripeApiUrl}${pathname}${search}`, {
      method: request.method(),
      headers: { "content-type": request.headers()["content-type"] ?? "application/x-www-form-urlencoded" },
      body: request.method() === "GET" ? undefined : (request.postData() ?? ""),
    });
    await route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: CORS,
      body: await answer.text(),
    });
  });
}

/** What the stub has recorded so far. */
export function readStripeStub(page: Page): Promise<StripeStubRecord> {
  return page.evaluate(() => (window as unknown as { __stripeStub: StubApi }).__stripeStub.record);
}

/** Fires one of the Express Checkout Element's events at the handlers the page attached, once they are attached. */
export async function fireWalletEvent(
  page: Page,
  name: string,
  payload: Record<string, unknown> = {},
): Promise<WalletEventAnswer> {
  await page.waitForFunction(
    (event) =>
      (window as unknown as { __stripeStub?: StubApi }).__stripeStub?.listening("expressCheckout", event) ?? false,
    name,
  );
  return page.evaluate(
    ([event, body]) =>
      (window as unknown as { __stripeStub: StubApi }).__stripeStub.fire("expressCheckout", event, body),
    [name, payload] as const,
  );
}
