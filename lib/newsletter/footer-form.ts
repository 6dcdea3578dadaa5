import "server-only";
import { RateLimitedError } from "@/lib/errors";
import { newsletterSignupSchema } from "@/lib/newsletter/schemas";
import { requestNewsletter } from "@/lib/newsletter/subscribers";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { NEWSLETTER_SIGNUPS_PER_CLIENT } from "@/lib/rate-limit/policies";
import type { MailGate } from "@/lib/rate-limit/unproven-mail";

/** What the page the footer's box lands on says: the link is on its way, the address was not one, or try later. */
export type FooterSignupOutcome = "sent" | "invalid" | "busy";

/**
 * The footer's newsletter box posts a plain HTML form (no script on any page for it): the same sign-up as
 * POST /api/newsletter, its outcome told by the page the browser is sent to rather than by a JSON answer. The client is
 * counted before the address is read, as the API counts it before its body: an address that is not one counts too.
 */
export async function signUpFromFooterForm(
  form: URLSearchParams,
  client: string | null,
  mayMail: MailGate,
): Promise<FooterSignupOutcome> {
  try {
    await enforceRateLimits([[NEWSLETTER_SIGNUPS_PER_CLIENT, client]]);
    const signup = newsletterSignupSchema.safeParse({ email: form.get("email") ?? "", source: "footer" });
    if (!signup.success) return "invalid";
    await requestNewsletter(signup.data, mayMail);
    return "sent";
  } catch (error) {
    if (error instanceof RateLimitedError) return "busy";
    throw error;
  }
}

/** Where the browser goes next: /newsletter/requested, saying which outcome (a relative Location, RFC 9110). */
export function footerSignupLocation(outcome: FooterSignupOutcome): string {
  return outcome === "sent" ? "/newsletter/requested" : `/newsletter/requested?problem=${outcome}`;
}
