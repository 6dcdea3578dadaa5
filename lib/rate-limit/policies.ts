import type { RateLimitPolicy } from "@/lib/rate-limit/fixed-window";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

// Sign-ins from a browser unknown to the account (a success gives back the account's counts, never the client's:
// a success interleaved with guesses must not buy more guesses). The pair (account, client) closes first, so one
// address
// guessing at an account is stopped after 10 tries while the owner, from anywhere else, still signs in; the
// account as a whole takes 50, so locking its owner out takes five addresses at once; and one address failing
// against many accounts (one password sprayed over a list) is stopped after 30.
export const LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT: RateLimitPolicy = {
  name: "login:account-client",
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitPolicy = {
  name: "login:account",
  limit: 50,
  windowSeconds: 15 * MINUTE,
};
export const LOGIN_FAILURES_PER_CLIENT: RateLimitPolicy = {
  name: "login:client",
  limit: 30,
  windowSeconds: 15 * MINUTE,
};

// Each of these sends a mail: per email they keep anyone from filling a stranger's inbox, per client from
// filling ours (resend and reset requests per email: see "Mailbox-proven flows" below).
export const REGISTRATIONS_PER_EMAIL: RateLimitPolicy = {
  name: "register:email",
  limit: 3,
  windowSeconds: 15 * MINUTE,
};
export const REGISTRATIONS_PER_CLIENT: RateLimitPolicy = { name: "register:client", limit: 10, windowSeconds: HOUR };
export const RESENDS_PER_CLIENT: RateLimitPolicy = { name: "resend:client", limit: 10, windowSeconds: HOUR };
export const RESET_REQUESTS_PER_CLIENT: RateLimitPolicy = {
  name: "reset-request:client",
  limit: 10,
  windowSeconds: HOUR,
};

// Reset codes allow 5 tries each; this caps how many codes' worth one address may try.
export const RESET_ATTEMPTS_PER_CLIENT: RateLimitPolicy = {
  name: "reset:client",
  limit: 20,
  windowSeconds: 15 * MINUTE,
};

// Checkout: a shopper needs a handful of payment intents (a changed address or shipping method, a wallet) and
// one completion per order; card testers and draft floods need hundreds. The buyer is a guest's email or a
// member's account.
export const PAYMENT_INTENTS_PER_BUYER: RateLimitPolicy = {
  name: "payment-intent:buyer",
  limit: 10,
  windowSeconds: 10 * MINUTE,
};
export const PAYMENT_INTENTS_PER_CLIENT: RateLimitPolicy = {
  name: "payment-intent:client",
  limit: 30,
  windowSeconds: 10 * MINUTE,
};
export const GUEST_CHECKOUTS_PER_CLIENT: RateLimitPolicy = {
  name: "guest-checkout:client",
  limit: 30,
  windowSeconds: 10 * MINUTE,
};

// Everything else that can reach the payment gateway or write an order (gateway calls are earned: docs/decisions.md,
// Limits). Each
// is counted per client before anything is read, and per draft once the caller has proved the draft is theirs (its
// client secret, their session, their email), so a stranger's refused calls never use up a buyer's budget. The
// Stripe account's own rate limit (100 calls a second in live mode) is shared by every shopper: one address must
// not be able to spend it. A member completes a checkout once; the page back from a redirect asks every 2 s while
// the payment processes, for a minute (30 calls), so a draft allows 60 calls in 10 minutes.
export const MEMBER_COMPLETIONS_PER_CLIENT: RateLimitPolicy = {
  name: "member-checkout:client",
  limit: 30,
  windowSeconds: 10 * MINUTE,
};
export const CHECKOUT_RETURNS_PER_CLIENT: RateLimitPolicy = {
  name: "checkout-return:client",
  limit: 100,
  windowSeconds: 10 * MINUTE,
};
export const GATEWAY_CALLS_PER_DRAFT: RateLimitPolicy = {
  name: "checkout:draft",
  limit: 60,
  windowSeconds: 10 * MINUTE,
};
// The test gateway's card form (PAYMENTS=test only): as many confirmations as a shopper trying a few cards needs.
export const TEST_CONFIRMS_PER_CLIENT: RateLimitPolicy = {
  name: "test-confirm:client",
  limit: 30,
  windowSeconds: 10 * MINUTE,
};
export const TEST_CONFIRMS_PER_INTENT: RateLimitPolicy = {
  name: "test-confirm:intent",
  limit: 10,
  windowSeconds: 10 * MINUTE,
};

// --- Sign-in from a known browser (OWASP's device cookie; lib/auth/device-token.ts) ---
// A browser that has signed in to an account before carries a signed device cookie; its attempts at that account
// are counted on this counter only, so strangers' failures (the account's 50, an address's 10 or 30, even from the
// maker's own office) never lock it. A device that fails 10 times is shut out like a stranger's address.
export const LOGIN_FAILURES_PER_DEVICE: RateLimitPolicy = {
  name: "login:device",
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
// Every sign-in with a device cookie, successes too (never given back), per client: a loop signing in again and again
// (each a bcrypt round and a session) is stopped, while the cookie still raises the limit a client without one has
// (30) to 60 on a counter of its own, which strangers' attempts never fill. A person signs in a few times a day.
export const LOGIN_ATTEMPTS_PER_KNOWN_CLIENT: RateLimitPolicy = {
  name: "login:known-client",
  limit: 60,
  windowSeconds: 15 * MINUTE,
};

// --- Mailbox-proven flows (reset password, verify email) ---
// Wrong guesses are counted per (code, client): 5 tries each, after which that client's tries at the code are refused,
// but the code lives on for everyone else (lib/auth/one-time-code.ts), so strangers cannot kill the owner's code.
// Nothing counts guesses per email, which a stranger could fill to refuse the owner's right code. Requests for a new
// code are counted per (email, client), so a stranger's requests for her email do not use up the owner's, and
// per email over an hour, so nobody fills her inbox from many addresses. A browser that has signed in to the account
// (its device cookie) is counted on its own counters instead, which no stranger fills.
export const CODE_TRIES_PER_CLIENT: RateLimitPolicy = { name: "code:client", limit: 5, windowSeconds: 15 * MINUTE };
export const RESET_REQUESTS_PER_DEVICE: RateLimitPolicy = {
  name: "reset-request:device",
  limit: 3,
  windowSeconds: 15 * MINUTE,
};
export const RESET_ATTEMPTS_PER_DEVICE: RateLimitPolicy = {
  name: "reset:device",
  limit: 10,
  windowSeconds: 15 * MINUTE,
};
export const RESET_REQUESTS_PER_EMAIL_AND_CLIENT: RateLimitPolicy = {
  name: "reset-request:email-client",
  limit: 3,
  windowSeconds: 15 * MINUTE,
};
export const RESET_REQUESTS_PER_EMAIL_HOURLY: RateLimitPolicy = {
  name: "reset-request:email-hour",
  limit: 10,
  windowSeconds: HOUR,
};
export const RESENDS_PER_EMAIL_AND_CLIENT: RateLimitPolicy = {
  name: "resend:email-client",
  limit: 3,
  windowSeconds: 15 * MINUTE,
};
export const RESENDS_PER_EMAIL_HOURLY: RateLimitPolicy = { name: "resend:email-hour", limit: 10, windowSeconds: HOUR };
export const VERIFY_ATTEMPTS_PER_CLIENT: RateLimitPolicy = {
  name: "verify:client",
  limit: 20,
  windowSeconds: 15 * MINUTE,
};

// Back-in-stock alerts and newsletter sign-ups each mail a confirmation link: per email they keep anyone
// from filling a stranger's inbox, per client from filling ours. A shopper waiting for a few pieces needs a handful.
export const STOCK_ALERTS_PER_EMAIL: RateLimitPolicy = { name: "stock-alert:email", limit: 5, windowSeconds: HOUR };
export const STOCK_ALERTS_PER_CLIENT: RateLimitPolicy = { name: "stock-alert:client", limit: 20, windowSeconds: HOUR };
// A commission request mails a receipt to its sender and a notice to the maker, and may carry three photos: five an
// hour per email and per client is more than anyone asking for a piece needs.
export const CUSTOM_REQUESTS_PER_EMAIL: RateLimitPolicy = {
  name: "custom-request:email",
  limit: 5,
  windowSeconds: HOUR,
};
export const CUSTOM_REQUESTS_PER_CLIENT: RateLimitPolicy = {
  name: "custom-request:client",
  limit: 5,
  windowSeconds: HOUR,
};
// A review needs the order's mailed link, but a form anyone can reach may carry three photos: 20 an hour per client
// is a large order reviewed line by line, with room to correct a refusal, and no more.
export const REVIEWS_PER_CLIENT: RateLimitPolicy = { name: "review:client", limit: 20, windowSeconds: HOUR };
export const NEWSLETTER_SIGNUPS_PER_EMAIL: RateLimitPolicy = {
  name: "newsletter:email",
  limit: 3,
  windowSeconds: HOUR,
};
export const NEWSLETTER_SIGNUPS_PER_CLIENT: RateLimitPolicy = {
  name: "newsletter:client",
  limit: 10,
  windowSeconds: HOUR,
};

// "Track an order" mails a link to the order's own address when the email and the order number match. Per email it
// keeps anyone from filling a buyer's inbox (and from trying numbers against one address: a number is 8 characters
// of 36, so 5 tries an hour find nothing); per client it keeps one address from sweeping many emails.
export const ORDER_LOOKUPS_PER_EMAIL: RateLimitPolicy = { name: "order-lookup:email", limit: 5, windowSeconds: HOUR };
export const ORDER_LOOKUPS_PER_CLIENT: RateLimitPolicy = {
  name: "order-lookup:client",
  limit: 20,
  windowSeconds: HOUR,
};

// Every mail queued on a stranger's say-so (a code, a confirmation link, a receipt) to a mailbox that has proven
// nothing
// (no verified account, no order, no confirmed subscription), across every flow: the per-flow limits above add up to
// dozens an hour from a few addresses. Six in any 24 hours (a rolling window, lib/rate-limit/unproven-mail.ts) is a
// sign-up, a resend, a reset and a few confirmations.
export const UNPROVEN_MAILS_PER_MAILBOX: RateLimitPolicy = {
  name: "unproven-mail",
  limit: 6,
  windowSeconds: 24 * HOUR,
};

// Core Web Vitals beacons (POST /api/vitals): a page view sends one, when the page is hidden. Sixty in ten minutes is
// a shopper opening a page every ten seconds; more is someone filling the Speed page with made-up figures.
export const VITALS_BEACONS_PER_CLIENT: RateLimitPolicy = {
  name: "vitals:client",
  limit: 60,
  windowSeconds: 10 * MINUTE,
};

// Photo names nobody references (GET /uploads/<name>, /share/uploads/<name>.jpg; lib/images/public-photos.ts): the
// shop's pages link only photos it holds, so a shopper meets one only where a page outlived its photo (an old tab, a
// stale search result), a handful at most. Each costs the database a look to see whether the photo was saved a moment
// ago on another process; sixty in ten minutes is far past any shopper, and past it someone is guessing names.
export const PHOTO_MISSES_PER_CLIENT: RateLimitPolicy = {
  name: "photo-miss:client",
  limit: 60,
  windowSeconds: 10 * MINUTE,
};
