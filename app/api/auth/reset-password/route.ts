import { PASSWORD_RESET_MESSAGE, resetPassword } from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { presentedDeviceTokens } from "@/lib/http/session-answer";
import { ok, route } from "@/lib/http";
import { joinGuestOrders } from "@/lib/orders/guest-orders";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/reset-password { email, token, newPassword } – a new password with the emailed code; every session ends (an unverified account is verified, and her guest orders join it)
export const POST = route({ auth: "public", sameSite: true, body: resetPasswordSchema }, async ({ request, body }) => {
  await resetPassword(body, clientAddress(request), presentedDeviceTokens(request), joinGuestOrders);
  return ok({ message: PASSWORD_RESET_MESSAGE });
});
