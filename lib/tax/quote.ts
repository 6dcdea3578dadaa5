import "server-only";
import { taxView, type TaxView } from "@/lib/tax/rule";
import { taxFor } from "@/lib/tax/settings";

/** GET /api/tax/rate: the tax a checkout to this state and ZIP is charged now. */
export async function quoteTaxRate(state: string, zip: string): Promise<TaxView> {
  return taxView(await taxFor({ state, postalCode: zip }));
}
