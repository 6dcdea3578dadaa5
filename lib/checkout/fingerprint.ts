import "server-only";
import { createHash } from "node:crypto";
import type { AddressSnapshot, DraftItem } from "@/lib/checkout/draft-shapes";
import type { CheckoutTotals } from "@/lib/pricing/totals";

type FingerprintInput = {
  userId: string | null;
  email: string;
  browserKey: string | null;
  items: readonly DraftItem[];
  shippingAddressId: string | null;
  shippingAddress: AddressSnapshot;
  shippingMethod: string;
  totals: CheckoutTotals;
  discountCode: string | null;
  tax: { ratePpm: number; source: string };
  quoteId: string | null;
};

/**
 * Who buys what, shipped where and how, for how much: equal for the same cart submitted twice (a double click,
 * a reload of the payment step), different as soon as anything that changes the charge or the parcel changes.
 */
export function checkoutFingerprint(input: FingerprintInput): string {
  const canonical = JSON.stringify([
    // A guest's checkout is the browser's: another browser sending the same cart, email and address gets an intent
    // of its own, never this one (and its client secret).
    input.userId ?? `guest:${input.email.toLowerCase()}:${input.browserKey ?? ""}`,
    input.items
      .map((item) => [item.productId, item.variantId, item.personalization, item.quantity, item.unitPriceCents])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    input.shippingAddressId,
    Object.entries(input.shippingAddress).sort(([a], [b]) => a.localeCompare(b)),
    input.shippingMethod,
    [
      input.totals.subtotalCents,
      input.totals.discountCents,
      input.totals.shippingCents,
      input.totals.taxCents,
      input.totals.totalCents,
    ],
    input.discountCode,
    // A rate other than the spec's (her rate, a ZIP's, none) is part of what the buyer is shown; the spec's adds
    // nothing, so a cart's fingerprint stays what it was before the tax settings existed.
    ...(input.tax.source === "spec" ? [] : [[input.tax.ratePpm, input.tax.source]]),
    // Only a quote's checkout carries its id: every cart's fingerprint stays what it was before quotes existed.
    ...(input.quoteId ? [input.quoteId] : []),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
