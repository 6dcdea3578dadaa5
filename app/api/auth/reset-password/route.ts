import { PASSWORD_RESET_MESSAGE, resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { presentedDeviceTokens } from "@/lib/http/session-answer";
import { ok, route } from "@/lib/http";
import { joinGuestOrders } from "@/lib/orders/buyer/guest-orders";

// POST /api/auth/reset-password { email, token, newPassword } – a new password with the emailed code; every session
// ends (an unverified account is verified, and her guest orders join it)
export const POST = route(
  { auth: "public", client: true, sameSite: true, body: resetPasswordSchema },
  async ({ request, client, body }) => {
    await resetPassword(body, client, presentedDeviceTokens(request), joinGuestOrders);
    return ok({ message: PASSWORD_RESET_MESSAGE });
  },
);
