// Pure on purpose (zod only, no server-only): the admin's and the shopper's forms check an amount with the same rule
// the API applies.
import { z } from "zod";
import { dollarsToExactCents, MAX_PRICE_DOLLARS } from "@/lib/pricing/dollars";

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
 * Every schema `dollarsAsCents` makes, so the architecture test can find each money field
 * (tests/architecture/money-keys.test.ts).
 */
export const dollarsParsers = z.registry<{ label: string }>();

/**
 * An amount of money as the API takes it, in dollars with at most two decimals, parsed into integer cents: every
 * amount the shop is sent (a price, a quote, a budget, a discount, a refund) goes through this one rule, so 19.99
 * is 1999 everywhere and 19.999 is refused everywhere with the field's name. `positive` refuses 0 itself. Its object
 * renames the field to `…Cents` with `withCentsNames`.
 */
export function dollarsAsCents(
  label: string,
  {
    min = 0,
    max = MAX_PRICE_DOLLARS,
    positive = false,
    messages = {},
  }: { min?: number; max?: number; positive?: boolean; messages?: Partial<DollarsMessages> } = {},
) {
  const number = z.number({ error: messages.type ?? `${label} must be a number` });
  const bounded = positive
    ? number.positive(messages.min ?? `${label} must be more than 0`)
    : number.min(min, messages.min ?? `${label} must be at least ${min}`);
  const parser = bounded.max(max, messages.max ?? `${label} must be at most ${max}`).transform((dollars, context) => {
    const cents = dollarsToExactCents(dollars);
    if (cents === null) {
      context.addIssue({ code: "custom", message: `${label} can have at most 2 decimal places` });
      return z.NEVER;
    }
    return cents;
  });
  dollarsParsers.add(parser, { label });
  return parser;
}

/** An object with each of `K` renamed `…Cents`. */
export type CentsNamed<T, K extends string> = { [P in keyof T as P extends K ? `${P}Cents` : P]: T[P] };

/**
 * An object schema whose money fields (`keys`, each parsed by `dollarsAsCents`) come out under `…Cents` names: the
 * API's field `price` in dollars is `priceCents` in cents once parsed. The rename runs after the object is checked, so
 * a refusal's `details` still name the field as the client sent it.
 */
export function withCentsNames<S extends z.ZodType<object>, K extends keyof z.output<S> & string>(
  schema: S,
  keys: readonly K[],
) {
  const money = new Set<string>(keys);
  return schema.transform(
    (parsed) =>
      Object.fromEntries(
        Object.entries(parsed).map(([key, value]) => [money.has(key) ? `${key}Cents` : key, value]),
      ) as CentsNamed<z.output<S>, K>,
  );
}
