import { resendVerificationCode } from "@/lib/auth/email-verification";
import { resendVerificationSchema } from "@/lib/auth/schemas";
import { ok, route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";

// POST /api/auth/resend-verification – a new code for an account awaiting verification (same answer for any email)
export const POST = route(
  { auth: "public", client: true, sameSite: true, body: resendVerificationSchema },
  async ({ client, body: { email } }) => {
    await resendVerificationCode(email, client, mayMailAddress);
    return ok({ message: "If this email belongs to an account awaiting verification, a new code is on its way." });
  },
);
