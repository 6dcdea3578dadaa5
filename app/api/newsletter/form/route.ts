import { route } from "@/lib/http";
import { readFormFields } from "@/lib/http/body";
import { mayMailAddress } from "@/lib/mail-budget/gate";
import { footerSignupLocation, signUpFromFooterForm } from "@/lib/newsletter/footer-form";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/newsletter/form – the footer's box as a plain form (email=…): the sign-up of POST /api/newsletter, then 303 to /newsletter/requested
export const POST = route({ auth: "public", sameSite: true }, async ({ request }) => {
  const outcome = await signUpFromFooterForm(await readFormFields(request), clientAddress(request), mayMailAddress);
  return new Response(null, { status: 303, headers: { location: footerSignupLocation(outcome) } });
});
