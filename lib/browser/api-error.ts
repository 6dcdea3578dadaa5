// Browser side: how a failed API call reaches the code that made it. Its own module so that a page can tell this
// failure apart without downloading the client that makes the calls (lib/browser/api-client.ts).
import type { ErrorDetail } from "@/lib/errors";

/** A failed API call: the envelope's message, code and field details (docs/api.md, Conventions). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = "ApiRequestError";
  }

  /**
   * What to show a person: the first field detail (the one a person fixes first), else the message, else `fallback`.
   */
  display(fallback: string): string {
    return this.details[0]?.message ?? (this.message || fallback);
  }
}
