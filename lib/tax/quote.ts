import "server-only";
import { ratePercentOf, taxLabel, type AppliedTax } from "@/lib/tax/rule";
import { taxFor } from "@/lib/tax/settings";

/** The applied tax as the API shows it: the rate in percent, its source, and the words the order uses. */
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

/** GET /api/tax/rate: the tax a checkout to this state and ZIP is charged now. */
export async function quoteTaxRate(state: string, zip: string): Promise<TaxView> {
  return taxView(await taxFor({ state, postalCode: zip }));
}
