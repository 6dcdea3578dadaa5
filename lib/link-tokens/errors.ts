import "server-only";
import { AppError } from "@/lib/errors";

/**
 * The one answer for a link that opens nothing: unknown, expired, already used and wrong-purpose tokens all get it,
 * so a guess learns nothing. 410: the link is gone for good; only a fresh mail brings a new one.
 */
export class LinkExpiredError extends AppError {
  constructor(message = "This link has expired or was already used.") {
    super(410, "link_expired", message);
  }
}
