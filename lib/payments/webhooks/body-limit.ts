/** Stripe's events are a few kilobytes; the cap leaves room for the largest objects an event may embed. */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;
