import "server-only";
import { RateLimitedError } from "@/lib/errors";
import { requestOrderLookup } from "@/lib/orders/buyer/lookup";
import { orderLookupSchema } from "@/lib/orders/buyer/lookup-schemas";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { ORDER_LOOKUPS_PER_CLIENT } from "@/lib/rate-limit/policies";

/** What /orders/lookup says after a post: the link is on its way (if they match), a field to fix, or try later. */
export type LookupFormOutcome = "sent" | "email" | "number" | "busy";

/**
 * "Track an order" posts a plain HTML form (the page ships no script for it): the same lookup as
 * POST /api/guest/orders/lookup, its outcome told by the page the browser is sent back to rather than by JSON. The
 * client is counted before the fields are read, as the API counts it before its body: a malformed lookup counts too.
 */
export async function lookUpFromForm(form: URLSearchParams, client: string | null): Promise<LookupFormOutcome> {
  try {
    await enforceRateLimits([[ORDER_LOOKUPS_PER_CLIENT, client]]);
    const lookup = orderLookupSchema.safeParse({
      email: form.get("email") ?? "",
      orderNumber: form.get("orderNumber") ?? "",
    });
    if (!lookup.success) return lookup.error.issues[0]?.path[0] === "email" ? "email" : "number";
    await requestOrderLookup(lookup.data);
    return "sent";
  } catch (error) {
    if (error instanceof RateLimitedError) return "busy";
    throw error;
  }
}

/** Where the browser goes next: back to /orders/lookup, saying which outcome (a relative Location, RFC 9110). */
export function lookupFormLocation(outcome: LookupFormOutcome): string {
  return outcome === "sent" ? "/orders/lookup?sent=1" : `/orders/lookup?problem=${outcome}`;
}
