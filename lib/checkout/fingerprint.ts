import "server-only";
import { createHash } from "node:crypto";
import type { AddressSnapshot, DraftItem } from "@/lib/checkout/draft-shapes";
import type { CheckoutTotals } from "@/lib/pricing/tax";

type FingerprintInput = {
  userId: string | null;
  email: string;
  items: readonly DraftItem[];
  shippingAddressId: string | null;
  shippingAddress: AddressSnapshot;
  shippingMethod: string;
  totals: CheckoutTotals;
};

/**
 * Who buys what, shipped where and how, for how much: equal for the same cart submitted twice (a double click,
 * a reload of the payment step), different as soon as anything that changes the charge or the parcel changes.
 */
export function checkoutFingerprint(input: FingerprintInput): string {
  const canonical = JSON.stringify([
    input.userId ?? `guest:${input.email.toLowerCase()}`,
    [...input.items]
      .sort((a, b) => a.productId.localeCompare(b.productId))
      .map((item) => [item.productId, item.quantity, item.unitPriceCents]),
    input.shippingAddressId,
    Object.entries(input.shippingAddress).sort(([a], [b]) => a.localeCompare(b)),
    input.shippingMethod,
    [input.totals.subtotalCents, input.totals.shippingCents, input.totals.taxCents, input.totals.totalCents],
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
