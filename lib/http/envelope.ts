import { NextResponse } from "next/server";
import type { ErrorDetail } from "@/lib/errors";
import { toApiDollars, type InDollars } from "@/lib/pricing/api-money";

/** A list's counts by kind (the admin's orders per status), beside `total`. */
type Counts = Readonly<Record<string, number>>;
/** A list's filters, each with its options and how many each keeps (GET /api/products), beside `total`. */
type Facets = Readonly<Record<string, readonly { value: string; label: string; count: number }[]>>;

type SuccessBody<T> = {
  success: true;
  data: T;
  total?: number;
  nextCursor?: string | null;
  counts?: Counts;
  facets?: Facets;
};
type FailureBody = { success: false; error: string; code: string; details?: ErrorDetail[] };

/**
 * 200 (or the given status) with `{ success: true, data }`. This is where money leaves the system: `data`'s cents
 * fields become the API's dollar fields (lib/pricing/api-money.ts), so no handler converts by hand.
 */
export function ok<T>(
  data: T,
  init?: {
    status?: number;
    total?: number;
    nextCursor?: string | null;
    counts?: Counts;
    facets?: Facets;
    headers?: HeadersInit;
  },
) {
  const body: SuccessBody<InDollars<T>> = { success: true, data: toApiDollars(data) };
  // A list says how many match in all (`total`) and, when paged, where the next page starts (null on the last).
  if (init?.total !== undefined) body.total = init.total;
  if (init?.nextCursor !== undefined) body.nextCursor = init.nextCursor;
  if (init?.counts !== undefined) body.counts = init.counts;
  if (init?.facets !== undefined) body.facets = init.facets;
  return NextResponse.json(body, { status: init?.status ?? 200, headers: init?.headers });
}

/** `{ success: false, error, code, details? }` with the given status. */
export function fail(status: number, error: string, code: string, details?: ErrorDetail[], headers?: HeadersInit) {
  const body: FailureBody = details?.length
    ? { success: false, error, code, details }
    : { success: false, error, code };
  return NextResponse.json(body, { status, headers });
}
