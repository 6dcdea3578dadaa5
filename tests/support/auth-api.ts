import { expect } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { startMailCatcher, type CaughtMail, type MailCatcher } from "../../scripts/mail/catcher";
import { extractVerificationCode } from "../../e2e/helpers/mail";

/** The shop's origin in tests (APP_URL in vitest.config.ts). */
export const ORIGIN = "http://localhost:3000";
export const context = { params: Promise.resolve({}) };

type Handler = (request: Request, ctx: typeof context) => Promise<Response>;
type Init = { method?: string; body?: unknown; headers?: Record<string, string> };

/** A request to the API as the shop's own pages would send it (same Origin); override headers as needed. */
export function apiRequest(path: string, { method = "POST", body, headers = {} }: Init = {}): Request {
  const hasBody = body !== undefined && method !== "GET";
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: { origin: ORIGIN, ...(hasBody ? { "content-type": "application/json" } : {}), ...headers },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

export type ApiAnswer<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; error: string; code: string; details?: { path: string; message: string }[] };
};

/** Calls a route handler and reads its JSON answer. */
export async function call<T = Record<string, unknown>>(handler: Handler, request: Request): Promise<ApiAnswer<T>> {
  const response = await handler(request, context);
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer<T>["body"] };
}

/** The Set-Cookie lines of an answer, by cookie name. */
export function setCookies(headers: Headers): Map<string, string> {
  return new Map(headers.getSetCookie().map((line) => [line.split("=")[0] ?? "", line]));
}

/** The value a Set-Cookie line sets. */
export function cookieValueOf(line: string | undefined): string {
  return decodeURIComponent(line?.split(";")[0]?.split("=").slice(1).join("=") ?? "");
}

/** Polls until `probe` returns something other than undefined (or fails after `timeoutMs`). */
export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the in-process SMTP catcher and points SMTP_URL at it. */
export async function useMailCatcher(): Promise<MailCatcher> {
  const catcher = await startMailCatcher();
  pointSmtpAt(catcher.smtpUrl);
  return catcher;
}

export function pointSmtpAt(url: string | undefined): void {
  if (url === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = url;
  resetEnvForTests();
}

/** Waits for the `count`-th mail to `to` and returns the newest. */
export async function waitForMail(catcher: MailCatcher, to: string, count = 1): Promise<CaughtMail> {
  return waitFor(() => {
    const mails = catcher.messages().filter((mail) => mail.to.includes(to.toLowerCase()));
    return mails.length >= count ? mails[0] : undefined;
  });
}

/** The code of the `count`-th verification mail to `to`. */
export async function waitForCode(catcher: MailCatcher, to: string, count = 1): Promise<string> {
  const code = extractVerificationCode(await waitForMail(catcher, to, count));
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  return code;
}
