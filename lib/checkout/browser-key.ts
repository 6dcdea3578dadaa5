import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * A guest has no account, so "the buyer's earlier checkout" (the one a new checkout replaces) is this browser's,
 * known by a random token the payment step gives it in a cookie (lib/http/checkout-browser-cookie.ts): never the
 * email typed into the form, which anyone can type.
 */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's checkout token (`fresh` when it had none, or one this shop did not make) and the key drafts keep. */
export type CheckoutBrowser = { token: string; key: string; fresh: boolean };

/** Drafts keep a hash of the token, so a database reader cannot pose as the browser. */
function keyOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The browser that sent `sent` (its cookie's value), a new one when the token is missing or malformed. */
export function checkoutBrowserOf(sent: string | undefined): CheckoutBrowser {
  const token = sent !== undefined && TOKEN_SHAPE.test(sent) ? sent : randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, key: keyOf(token), fresh: token !== sent };
}
