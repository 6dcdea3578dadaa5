import { resendVerificationCode } from "@/lib/auth/email-verification";
import { resendVerificationSchema } from "@/lib/auth/schemas";
import { ok, route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/resend-verification – a new code for an account awaiting verification (same answer for any email)
export const POST = route({ auth: "public", sameSite: true, body: resendVerificationSchema }, async ({ request, body: { email } }) => {
  await resendVerificationCode(email, clientAddress(request), mayMailAddress);
  return ok({ message: "If this email belongs to an account awaiting verification, a new code is on its way." });
});
