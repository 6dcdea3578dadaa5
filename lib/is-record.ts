// Browser-safe on purpose: every reader of an untrusted JSON value (API answers, local storage) narrows it here.

/** True for a plain object whose fields may be read; null and arrays are not records. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
