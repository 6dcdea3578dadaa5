import type { RateLimitPolicy } from "@/lib/rate-limit/fixed-window";

const MINUTE = 60;

/** Failed sign-ins per account (the email, lower-cased) and per client: 10 per 15 minutes. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitPolicy = { name: "login:account", limit: 10, windowSeconds: 15 * MINUTE };
export const LOGIN_FAILURES_PER_CLIENT: RateLimitPolicy = { name: "login:client", limit: 10, windowSeconds: 15 * MINUTE };

/** Verification mails on request: 3 per 15 minutes per email. */
export const RESENDS_PER_EMAIL: RateLimitPolicy = { name: "resend:email", limit: 3, windowSeconds: 15 * MINUTE };

/** New accounts: 10 per hour per client. */
export const REGISTRATIONS_PER_CLIENT: RateLimitPolicy = { name: "register:client", limit: 10, windowSeconds: 60 * MINUTE };
