// Browser side: the one way the browser calls the shop's API (docs/api.md), renewing the session on a 401
// (docs/architecture.md, Sessions). Only the typed calls of lib/browser/*-api.ts use it; components call those.
import type { z } from "zod";
import { ApiRequestError } from "@/lib/browser/api-error";
import type { ErrorDetail } from "@/lib/errors";
import {
  SESSION_EXPIRED_EVENT,
  forgetRenewal,
  readRenewedAt,
  recordRenewal,
  withRenewalLock,
} from "@/lib/browser/session-renewal";
import { fromApiDollars } from "@/lib/pricing/api-money";
import { isRecord } from "@/lib/is-record";

type ApiResult<T> = { data: T; total?: number; nextCursor?: string | null };

/**
 * What a lib function answers, which its route handler sends as the envelope's `data`: the typed calls
 * (lib/browser/*-api.ts) name the handler's own function, so the browser's type is the server's, in the same cents.
 */
export type AnswerOf<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/**
 * The body a call sends: the input of the zod schema its handler parses, money in the API's dollars as it names them.
 */
export type RequestOf<S extends z.ZodType> = z.input<S>;

export type ApiInit = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /**
   * Sent as JSON; a FormData (an upload) is sent as multipart, as the browser encodes it; a Blob (a CSV file's text)
   * as its bytes under its own type.
   */
  body?: unknown;
  signal?: AbortSignal;
  /** False for calls that merely probe the session (restoring it on load): a dead session then just throws. */
  redirectOnExpiry?: boolean;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

// Paths whose 401 means "wrong credentials", not "session expired": never retried.
const NO_RETRY = ["/api/auth/login", "/api/auth/refresh", "/api/auth/logout"];

let refreshing: Promise<boolean> | null = null;

/** The refresh call's outcome: renewed, refused (401: the session is dead), or unknown (offline, a server error). */
type RefreshOutcome = "renewed" | "refused" | "unknown";

function postRefresh(): Promise<RefreshOutcome> {
  return fetch("/api/auth/refresh", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  })
    .then((response): RefreshOutcome => (response.ok ? "renewed" : response.status === 401 ? "refused" : "unknown"))
    .catch((): RefreshOutcome => "unknown");
}

/**
 * Renews the session cookies once, however many calls got a 401 at the same moment, and never at the same time as
 * another tab. A tab that waited while another renewed finds fresh cookies already and does not rotate again.
 */
export function refreshSession(): Promise<boolean> {
  const askedAt = Date.now();
  refreshing ??= withRenewalLock(async () => {
    const renewedAt = readRenewedAt();
    if (renewedAt !== null && renewedAt >= askedAt) return true;
    const outcome = await postRefresh();
    if (outcome === "renewed") recordRenewal();
    // Only a refusal ends the session for every tab; a network or server failure says nothing about it.
    if (outcome === "refused") forgetRenewal();
    return outcome === "renewed";
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function send(path: string, init: ApiInit): Promise<Response> {
  const common = { method: init.method ?? "GET", credentials: "same-origin", signal: init.signal } as const;
  const accept = { ...init.headers, accept: "application/json" };
  if (init.body === undefined) return fetch(path, { ...common, headers: accept });
  // The browser writes a form's multipart content type itself, with its boundary.
  if (init.body instanceof FormData) return fetch(path, { ...common, headers: accept, body: init.body });
  if (init.body instanceof Blob)
    return fetch(path, { ...common, headers: { ...accept, "content-type": init.body.type }, body: init.body });
  return fetch(path, {
    ...common,
    headers: { ...accept, "content-type": "application/json" },
    body: JSON.stringify(init.body),
  });
}

function toError(status: number, body: unknown): ApiRequestError {
  if (!isRecord(body)) return new ApiRequestError(status, "", "http_error");
  const details = Array.isArray(body.details) ? (body.details as ErrorDetail[]) : [];
  return new ApiRequestError(
    status,
    typeof body.error === "string" ? body.error : "",
    typeof body.code === "string" ? body.code : "http_error",
    details,
  );
}

function sessionExpired(): void {
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  const here = `${window.location.pathname}${window.location.search}`;
  // A full page load, not a client navigation: nothing the member's pages held in memory survives.
  const login = new URL("/login", window.location.origin);
  login.searchParams.set("returnTo", here);
  window.location.href = login.href;
}

/**
 * Calls `/api…` with the session cookies and answers the envelope's `data` (and `total`, and a paged list's
 * `nextCursor`). A 401 is retried once after renewing the session; when renewal fails the visitor is sent to /login.
 * Failures throw ApiRequestError.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<ApiResult<T>> {
  let response = await send(path, init);
  if (response.status === 401 && !NO_RETRY.includes(path)) {
    if (await refreshSession()) {
      response = await send(path, init);
    }
    if (response.status === 401 && init.redirectOnExpiry !== false) {
      sessionExpired();
    }
  }
  // A 204 (a table deleted) answers nothing to read.
  if (response.status === 204) return { data: undefined as T };
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isRecord(body) || body.success !== true) throw toError(response.status, body);
  // Money arrives in the API's dollars and is integer cents again from here on (lib/pricing/api-money.ts).
  const result: ApiResult<T> = { data: fromApiDollars(body.data) as T };
  if (typeof body.total === "number") result.total = body.total;
  // A paged list says where its next page starts (null on the last page).
  if (typeof body.nextCursor === "string" || body.nextCursor === null) result.nextCursor = body.nextCursor;
  return result;
}

/** The envelope's `data` alone (see apiFetch). */
export async function apiData<T>(path: string, init?: ApiInit): Promise<T> {
  return (await apiFetch<T>(path, init)).data;
}
