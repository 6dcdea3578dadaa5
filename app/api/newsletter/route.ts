import { NEWSLETTER_SIGNUPS_PER_CLIENT } from "@/lib/rate-limit/policies";
import { ok, route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";
import { newsletterSignupSchema } from "@/lib/newsletter/schemas";
import { NEWSLETTER_REQUESTED_MESSAGE, requestNewsletter } from "@/lib/newsletter/subscribers";

// POST /api/newsletter { email, source? } – 202 and the same answer for every address; a confirmation link is mailed
export const POST = route(
  { auth: "public", sameSite: true, perClient: NEWSLETTER_SIGNUPS_PER_CLIENT, body: newsletterSignupSchema },
  async ({ body }) => {
    await requestNewsletter(body, mayMailAddress);
    return ok({ message: NEWSLETTER_REQUESTED_MESSAGE }, { status: 202 });
  },
);
