// Pure on purpose (no server-only): the checkout pages label the tax the server applied with the same words.
import { RATE_UNITS_PER_PERCENT, stateTaxRate } from "@/lib/pricing/tax-rates";
import type { TaxCollect } from "@/lib/tax/schemas";

/**
 * Where an order's rate came from: a ZIP of her imported rate table, her own combined rate for a registered state,
 * the spec's state table, or none because she does not collect in that state.
 */
export const TAX_SOURCES = ["zip-table", "registration", "spec", "not-registered"] as const;
export type TaxSource = (typeof TAX_SOURCES)[number];

/** The tax applied to an order: the rate in parts per million (8.625 % = 86 250) and why. */
export type AppliedTax = { state: string; zip: string; ratePpm: number; source: TaxSource };

/** What the rule reads for one destination: her setting, her registration there (if any), the ZIP's table rate. */
export type TaxFacts = {
  collect: TaxCollect;
  /** Null when she is not registered in the state; `ratePpm` null means the spec table's rate. */
  registration: { ratePpm: number | null } | null;
  /** The rate of the ZIP in her imported table for the state, null when the table (or the ZIP) is absent. */
  zipRatePpm: number | null;
};

/** The five digits a US ZIP starts with ("94105-1234" → "94105"); "" when the text holds none. */
export function zip5(postalCode: string | null | undefined): string {
  return /^\s*(\d{5})/.exec(postalCode ?? "")?.[1] ?? "";
}

/**
 * The one tax rule. Tax is charged in a state when she collects everywhere, or she is registered there. Where it
 * is charged, a ZIP in her imported table wins, then her own rate for the state, then the spec's state rate.
 */
export function applyTaxRule(destination: { state: string; postalCode: string }, facts: TaxFacts): AppliedTax {
  const state = destination.state.trim().toUpperCase();
  const zip = zip5(destination.postalCode);
  const charged = facts.collect === "every-state" || facts.registration !== null;
  if (!charged) return { state, zip, ratePpm: 0, source: "not-registered" };
  if (facts.zipRatePpm !== null) return { state, zip, ratePpm: facts.zipRatePpm, source: "zip-table" };
  const own = facts.registration?.ratePpm ?? null;
  if (own !== null) return { state, zip, ratePpm: own, source: "registration" };
  return { state, zip, ratePpm: stateTaxRate(state), source: "spec" };
}

/** A rate in parts per million as a percentage with no trailing zeros: 86 250 → "8.625", 72 500 → "7.25". */
export function formatRatePercent(ratePpm: number): string {
  return String(Number((ratePpm / RATE_UNITS_PER_PERCENT).toFixed(4)));
}

/** A percentage with up to four decimals as parts per million (9.5 → 95 000; 8.625 → 86 250), exactly. */
export function ppmOfPercent(percent: number): number {
  return Math.round(percent * RATE_UNITS_PER_PERCENT);
}

/** A rate in parts per million as the API's `ratePercent` number (86 250 → 8.625). */
export function ratePercentOf(ratePpm: number): number {
  return Number((ratePpm / RATE_UNITS_PER_PERCENT).toFixed(4));
}

/**
 * How an order names its tax, everywhere it shows: "Sales tax (CA 94105, 8.625 %)" for a ZIP's rate, "Sales tax (CA,
 * 9.5 %)" for a state's, "No sales tax to TX" when none applied.
 */
export function taxLabel(tax: Pick<AppliedTax, "state" | "zip" | "ratePpm" | "source">): string {
  if (tax.ratePpm === 0) return `No sales tax to ${tax.state}`;
  const where = tax.source === "zip-table" && tax.zip ? `${tax.state} ${tax.zip}` : tax.state;
  return `Sales tax (${where}, ${formatRatePercent(tax.ratePpm)} %)`;
}

/** A stored source as the rule names it; a value the database's CHECK would refuse reads as the spec's. */
export function taxSourceOf(text: string): TaxSource {
  return TAX_SOURCES.find((source) => source === text) ?? "spec";
}

/** The applied tax as the API and the pages show it: the rate in percent, its source, and the order's words. */
export type TaxView = Omit<AppliedTax, "ratePpm"> & { ratePercent: number; label: string };

export function taxView(tax: AppliedTax): TaxView {
  return {
    state: tax.state,
    zip: tax.zip,
    source: tax.source,
    ratePercent: ratePercentOf(tax.ratePpm),
    label: taxLabel(tax),
  };
}

/**
 * The tax an order or a checkout draft was charged, from what the row keeps: its rate, its source, and the address
 * it ships to (the snapshot's `state` and `postal_code`).
 */
export function keptTaxOf(row: { taxRatePpm: number; taxSource: string; shippingAddress: unknown }): TaxView {
  const address = typeof row.shippingAddress === "object" && row.shippingAddress !== null ? row.shippingAddress : {};
  const state = "state" in address && typeof address.state === "string" ? address.state : "";
  const postalCode = "postal_code" in address && typeof address.postal_code === "string" ? address.postal_code : "";
  return taxView({
    state: state.trim().toUpperCase(),
    zip: zip5(postalCode),
    ratePpm: row.taxRatePpm,
    source: taxSourceOf(row.taxSource),
  });
}
