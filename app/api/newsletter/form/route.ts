import { route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";
import { footerSignupLocation, signUpFromFooterForm } from "@/lib/newsletter/footer-form";

// POST /api/newsletter/form – the footer's box as a plain form (email=…): the sign-up of POST /api/newsletter, then 303
// to /newsletter/requested
export const POST = route({ auth: "public", client: true, form: true, sameSite: true }, async ({ client, form }) => {
  const outcome = await signUpFromFooterForm(form, client, mayMailAddress);
  return new Response(null, { status: 303, headers: { location: footerSignupLocation(outcome) } });
});
