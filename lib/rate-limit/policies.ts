import type { RateLimitPolicy } from "@/lib/rate-limit/fixed-window";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

// Sign-in failures (a success gives its attempt back). The pair (account, client) closes first, so one address
// guessing at an account is stopped after 10 tries while the owner, from anywhere else, still signs in; the
// account as a whole takes 50, so locking its owner out takes five addresses at once; and one address failing
// against many accounts (one password sprayed over a list) is stopped after 30.
export const LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT: RateLimitPolicy = { name: "login:account-client", limit: 10, windowSeconds: 15 * MINUTE };
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitPolicy = { name: "login:account", limit: 50, windowSeconds: 15 * MINUTE };
export const LOGIN_FAILURES_PER_CLIENT: RateLimitPolicy = { name: "login:client", limit: 30, windowSeconds: 15 * MINUTE };

// Each of these sends a mail: per email they keep anyone from filling a stranger's inbox, per client from
// filling ours.
export const REGISTRATIONS_PER_EMAIL: RateLimitPolicy = { name: "register:email", limit: 3, windowSeconds: 15 * MINUTE };
export const REGISTRATIONS_PER_CLIENT: RateLimitPolicy = { name: "register:client", limit: 10, windowSeconds: HOUR };
export const RESENDS_PER_EMAIL: RateLimitPolicy = { name: "resend:email", limit: 3, windowSeconds: 15 * MINUTE };
export const RESENDS_PER_CLIENT: RateLimitPolicy = { name: "resend:client", limit: 10, windowSeconds: HOUR };
export const RESET_REQUESTS_PER_EMAIL: RateLimitPolicy = { name: "reset-request:email", limit: 3, windowSeconds: 15 * MINUTE };
export const RESET_REQUESTS_PER_CLIENT: RateLimitPolicy = { name: "reset-request:client", limit: 10, windowSeconds: HOUR };

// Reset codes allow 5 tries each; these cap how many codes' worth one address or one account may try.
export const RESET_ATTEMPTS_PER_EMAIL: RateLimitPolicy = { name: "reset:email", limit: 10, windowSeconds: 15 * MINUTE };
export const RESET_ATTEMPTS_PER_CLIENT: RateLimitPolicy = { name: "reset:client", limit: 20, windowSeconds: 15 * MINUTE };

// Checkout: a shopper needs a handful of payment intents (a changed address or shipping method, a wallet) and
// one completion per order; card testers and draft floods need hundreds. The buyer is a guest's email or a
// member's account.
export const PAYMENT_INTENTS_PER_BUYER: RateLimitPolicy = { name: "payment-intent:buyer", limit: 10, windowSeconds: 10 * MINUTE };
export const PAYMENT_INTENTS_PER_CLIENT: RateLimitPolicy = { name: "payment-intent:client", limit: 30, windowSeconds: 10 * MINUTE };
export const GUEST_CHECKOUTS_PER_EMAIL: RateLimitPolicy = { name: "guest-checkout:email", limit: 10, windowSeconds: 10 * MINUTE };
export const GUEST_CHECKOUTS_PER_CLIENT: RateLimitPolicy = { name: "guest-checkout:client", limit: 30, windowSeconds: 10 * MINUTE };
