import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { NextResponse } from "next/server";
import { env } from "@/lib/env";

/**
 * A guest has no account, so "the buyer's earlier checkout" (the one a new checkout replaces) is this browser's,
 * known by a random cookie the payment step sets: never the email typed into the form, which anyone can type.
 * httpOnly and sent only to the payment-intent endpoint, which is the only reader.
 */
export const CHECKOUT_BROWSER_COOKIE = "atelier_checkout_browser";
const COOKIE_PATH = "/api/payments/create-payment-intent";
// Longer than any checkout lives (an hour), so a buyer coming back to a changed cart still replaces their own.
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's checkout token (`fresh` when it had none, or one this shop did not make) and the key drafts keep. */
export type CheckoutBrowser = { token: string; key: string; fresh: boolean };

/** Drafts keep a hash of the token, so a database reader cannot pose as the browser. */
function keyOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function cookieOf(headers: Headers): string | null {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === CHECKOUT_BROWSER_COOKIE) return value.join("=");
  }
  return null;
}

/** The browser a payment-intent request (its headers) comes from, a new one when its cookie is missing or malformed. */
export function checkoutBrowserOf(headers: Headers): CheckoutBrowser {
  const sent = cookieOf(headers);
  const token = sent !== null && TOKEN_SHAPE.test(sent) ? sent : randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, key: keyOf(token), fresh: token !== sent };
}

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
