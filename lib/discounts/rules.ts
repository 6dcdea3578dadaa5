// Pure on purpose (no server-only): what a code takes off and why it cannot be used, in one place for the checkout
// and the admin's list.
import { formatUsd } from "@/lib/pricing/money";

/** The parts of a code that decide whether and how much it takes off. */
export type DiscountTerms = {
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions: number | null;
  active: boolean;
  redemptionCount: number;
};

/**
 * What the code takes off a subtotal, in cents: a percentage rounded to the cent (half up), or the amount, never
 * more than the subtotal.
 */
export function discountOffCents(
  terms: Pick<DiscountTerms, "percentOff" | "amountOffCents">,
  subtotalCents: number,
): number {
  const off =
    terms.percentOff !== null ? Math.floor((subtotalCents * terms.percentOff + 50) / 100) : (terms.amountOffCents ?? 0);
  return Math.min(off, subtotalCents);
}

/** The sentence telling the buyer why the code cannot be used now, or null when it can. */
export function whyCodeUnusable(terms: DiscountTerms, subtotalCents: number, now: Date): string | null {
  if (!terms.active) return "This code is no longer active.";
  if (terms.startsAt && terms.startsAt > now) return "This code has not started yet.";
  if (terms.endsAt && terms.endsAt <= now) return "This code has ended.";
  if (terms.maxRedemptions !== null && terms.redemptionCount >= terms.maxRedemptions)
    return "This code has been used up.";
  if (terms.minSubtotalCents !== null && subtotalCents < terms.minSubtotalCents) {
    return `This code needs a subtotal of at least ${formatUsd(terms.minSubtotalCents)}.`;
  }
  return null;
}

export const UNKNOWN_CODE = "This code does not exist.";
export const ALREADY_USED_BY_EMAIL = "This code has already been used with this email.";
export const MEMBERS_ONLY = "This code is for members: sign in and check out from your account to use it.";
