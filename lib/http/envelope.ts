import { NextResponse } from "next/server";
import type { ErrorDetail } from "@/lib/http/errors";
import { toApiDollars, type InDollars } from "@/lib/pricing/api-money";

type SuccessBody<T> = { success: true; data: T; total?: number };
type FailureBody = { success: false; error: string; code: string; details?: ErrorDetail[] };

/**
 * 200 (or the given status) with `{ success: true, data }`. This is where money leaves the system: `data`'s cents
 * fields become the API's dollar fields (lib/pricing/api-money.ts), so no handler converts by hand.
 */
export function ok<T>(data: T, init?: { status?: number; total?: number; headers?: HeadersInit }) {
  const dollars = toApiDollars(data);
  const body: SuccessBody<InDollars<T>> =
    init?.total === undefined ? { success: true, data: dollars } : { success: true, data: dollars, total: init.total };
  return NextResponse.json(body, { status: init?.status ?? 200, headers: init?.headers });
}

/** `{ success: false, error, code, details? }` with the given status. */
export function fail(status: number, error: string, code: string, details?: ErrorDetail[], headers?: HeadersInit) {
  const body: FailureBody = details?.length ? { success: false, error, code, details } : { success: false, error, code };
  return NextResponse.json(body, { status, headers });
}
