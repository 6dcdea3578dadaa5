import "server-only";
import { z } from "zod";

/** The values LOG_LEVEL and LOG_FORMAT accept. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export const LOG_FORMATS = ["json", "pretty"] as const;

/** An unset or blank variable as undefined, anything else trimmed. */
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

/** A whole number from `min` to `max`, `fallback` when unset; anything else is refused with `rule`. */
export function wholeNumber(rule: string, min: number, max: number, fallback: number) {
  return z.coerce.number({ error: rule }).int(rule).min(min, rule).max(max, rule).default(fallback);
}

/** An optional URL whose scheme is one of `schemes`; anything else is refused with `rule`. */
export function optionalUrl(schemes: string[], rule: string) {
  return optionalString.refine((value) => value === undefined || hasScheme(value, schemes), rule);
}

/** Whether `value` parses as a URL whose scheme is one of `schemes` (without the colon). */
export function hasScheme(value: string, schemes: string[]): boolean {
  return URL.canParse(value) && schemes.includes(new URL(value).protocol.replace(/:$/, ""));
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as America/Los_Angeles). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `value` can stand before `/<name>` in a picture's address: https (a page over https loads nothing in the
 * clear), no port (the cached product pages' policy names the host without one, see lib/security/static-headers.mjs),
 * no credentials, query or fragment, and no trailing slash (so `${value}/<name>` has exactly one).
 */
export function isImageBase(value: string): boolean {
  if (!URL.canParse(value) || value.endsWith("/")) return false;
  const url = new URL(value);
  const bare = url.username === "" && url.password === "" && !value.includes("?") && !value.includes("#");
  return url.protocol === "https:" && url.port === "" && bare;
}
