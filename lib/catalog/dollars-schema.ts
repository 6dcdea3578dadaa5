// Pure on purpose (zod only, no server-only): the admin's and the shopper's forms check an amount with the same rule
// the API applies.
import { z } from "zod";
import { dollarsToExactCents, MAX_PRICE_DOLLARS } from "@/lib/catalog/price";

/** What an amount's messages say when the field's own words differ from the plain ones. */
type DollarsMessages = {
  /** Not a number (or missing): a string, or zod's per-issue function when missing and wrong differ. */
  type: string | ((issue: { input: unknown }) => string);
  /** Below the least amount. */
  min: string;
  /** Above the most. */
  max: string;
};

/**
 * An amount of money as the API takes it, in dollars with at most two decimals, parsed into integer cents: every
 * amount the shop is sent (a price, a quote, a budget, a discount, a refund) goes through this one rule, so 19.99
 * is 1999 everywhere and 19.999 is refused everywhere with the field's name. `positive` refuses 0 itself.
 */
export function dollarsAsCents(
  label: string,
  { min = 0, max = MAX_PRICE_DOLLARS, positive = false, messages = {} }: { min?: number; max?: number; positive?: boolean; messages?: Partial<DollarsMessages> } = {},
) {
  const number = z.number({ error: messages.type ?? `${label} must be a number` });
  const bounded = positive ? number.positive(messages.min ?? `${label} must be more than 0`) : number.min(min, messages.min ?? `${label} must be at least ${min}`);
  return bounded.max(max, messages.max ?? `${label} must be at most ${max}`).transform((dollars, context) => {
    const cents = dollarsToExactCents(dollars);
    if (cents === null) {
      context.addIssue({ code: "custom", message: `${label} can have at most 2 decimal places` });
      return z.NEVER;
    }
    return cents;
  });
}
