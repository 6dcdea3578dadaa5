// Pure on purpose (no server-only): the server writes the API's answers with it, the browser reads them with it.
import { centsToDollars, dollarsToCents } from "@/lib/pricing/dollars";

/**
 * The one table between the two ways Atelier writes money. Inside (lib, components, the database) every amount is
 * integer cents under a `…Cents` name; the API speaks dollars under the names docs/api.md gives them. Route
 * handlers' answers pass through `toApiDollars` (in `ok()`), and the browser's `apiFetch` turns them back with
 * `fromApiDollars`, so neither a handler nor a component converts by hand. Requests go the other way through their
 * schemas (lib/pricing/dollars-schema.ts): the browser sends the dollars the schema's input names.
 */
const API_NAME_OF = {
  priceCents: "price",
  basePriceCents: "basePrice",
  subtotalCents: "subtotal",
  shippingCents: "shippingCost",
  taxCents: "taxAmount",
  totalCents: "total",
  discountCents: "discount",
  amountOffCents: "amountOff",
  minSubtotalCents: "minSubtotal",
  lineTotalCents: "lineTotal",
  authorizedCents: "authorized",
  capturedCents: "captured",
  refundedCents: "refunded",
  remainingCents: "remaining",
  grossSalesCents: "grossSales",
  taxableSalesCents: "taxableSales",
  shippingChargedCents: "shipping",
  taxCollectedCents: "taxCollected",
  taxCollectedRegisteredCents: "taxCollectedRegistered",
  taxCollectedNotDueCents: "taxCollectedNotDue",
  budgetCents: "budget",
} as const;

type CentsName = keyof typeof API_NAME_OF;
type ApiName<K> = K extends CentsName ? (typeof API_NAME_OF)[K] : K;

/** A shape as the API answers it: each `…Cents` field of the table under its API name, in dollars. */
export type InDollars<T> = T extends readonly (infer U)[]
  ? InDollars<U>[]
  : T extends Date
    ? T
    : T extends object
      ? { [K in keyof T as ApiName<K>]: InDollars<T[K]> }
      : T;

// Maps, not objects: a field named "constructor" or "toString" is no money name, whatever Object's prototype holds.
const API_NAME = new Map<string, string>(Object.entries(API_NAME_OF));
const CENTS_NAME = new Map<string, string>(Object.entries(API_NAME_OF).map(([cents, api]) => [api, cents]));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function rename(value: unknown, convert: (key: string, field: unknown) => [string, unknown]): unknown {
  if (Array.isArray(value)) return value.map((item) => rename(item, convert));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => convert(key, rename(field, convert))));
}

/** Cents inside → the API's dollars: `{ priceCents: 1250 }` → `{ price: 12.5 }`, at any depth. */
export function toApiDollars<T>(value: T): InDollars<T> {
  return rename(value, (key, field) => {
    const apiName = API_NAME.get(key);
    return apiName !== undefined && typeof field === "number" ? [apiName, centsToDollars(field)] : [key, field];
  }) as InDollars<T>;
}

/**
 * The API's dollars → cents inside, for an answer the browser received: `{ price: 12.5 }` → `{ priceCents: 1250 }`.
 * Only numbers are converted; the caller's type describes the cents shape it expects.
 */
export function fromApiDollars(value: unknown): unknown {
  return rename(value, (key, field) => {
    const centsName = CENTS_NAME.get(key);
    return centsName !== undefined && typeof field === "number" ? [centsName, dollarsToCents(field)] : [key, field];
  });
}
