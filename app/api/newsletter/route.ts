import { ok, route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";
import { newsletterSignupSchema } from "@/lib/newsletter/schemas";
import { NEWSLETTER_REQUESTED_MESSAGE, requestNewsletter } from "@/lib/newsletter/subscribers";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/newsletter { email, source? } – 202 and the same answer for every address; a confirmation link is mailed
export const POST = route({ auth: "public", sameSite: true, body: newsletterSignupSchema }, async ({ request, body }) => {
  await requestNewsletter(body, clientAddress(request), mayMailAddress);
  return ok({ message: NEWSLETTER_REQUESTED_MESSAGE }, { status: 202 });
});
