import "server-only";
import type { NextResponse } from "next/server";
import type { CheckoutBrowser } from "@/lib/checkout/browser-key";
import { env } from "@/lib/env";

/**
 * The cookie that names a guest's browser to its checkout (lib/checkout/browser-key.ts): httpOnly and sent only to
 * the payment-intent endpoint, which is the only reader.
 */
export const CHECKOUT_BROWSER_COOKIE = "atelier_checkout_browser";
const COOKIE_PATH = "/api/payments/create-payment-intent";
// Longer than any checkout lives (an hour), so a buyer coming back to a changed cart still replaces their own.
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Sets the checkout cookie on the answer when the browser had none (a known browser keeps its own). */
export function withCheckoutBrowserCookie<T extends NextResponse>(response: T, browser: CheckoutBrowser): T {
  if (!browser.fresh) return response;
  response.cookies.set(CHECKOUT_BROWSER_COOKIE, browser.token, {
    httpOnly: true,
    sameSite: "lax",
    secure: env().NODE_ENV === "production",
    path: COOKIE_PATH,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
  return response;
}
