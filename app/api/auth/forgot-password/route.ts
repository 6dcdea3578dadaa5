import { RESET_REQUESTED_MESSAGE, requestPasswordReset } from "@/lib/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { presentedDeviceTokens } from "@/lib/http/session-answer";
import { ok, route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";

// POST /api/auth/forgot-password { email } – 202 and the same answer whether or not the account exists; its owner gets
// a code
export const POST = route(
  { auth: "public", client: true, sameSite: true, body: forgotPasswordSchema },
  async ({ request, client, body: { email } }) => {
    await requestPasswordReset(email, client, mayMailAddress, presentedDeviceTokens(request));
    return ok({ message: RESET_REQUESTED_MESSAGE }, { status: 202 });
  },
);
