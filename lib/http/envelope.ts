import { NextResponse } from "next/server";
import type { ErrorDetail } from "@/lib/http/errors";

type SuccessBody<T> = { success: true; data: T; total?: number };
type FailureBody = { success: false; error: string; code: string; details?: ErrorDetail[] };

/** 200 (or the given status) with `{ success: true, data }`. */
export function ok<T>(data: T, init?: { status?: number; total?: number; headers?: HeadersInit }) {
  const body: SuccessBody<T> = init?.total === undefined ? { success: true, data } : { success: true, data, total: init.total };
  return NextResponse.json(body, { status: init?.status ?? 200, headers: init?.headers });
}

/** `{ success: false, error, code, details? }` with the given status. */
export function fail(status: number, error: string, code: string, details?: ErrorDetail[], headers?: HeadersInit) {
  const body: FailureBody = details?.length ? { success: false, error, code, details } : { success: false, error, code };
  return NextResponse.json(body, { status, headers });
}
