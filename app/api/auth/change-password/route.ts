import { changePassword } from "@/lib/auth/profile";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { withSessionCookies } from "@/lib/auth/session-response";
import { ok, route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/change-password – every other session ends; the caller continues with new tokens
export const POST = route({ auth: "user", body: changePasswordSchema }, async ({ request, user, body }) => {
  const tokens = await changePassword(user.userId, body, clientAddress(request));
  const data = { message: "Password changed successfully", accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
  return withSessionCookies(ok(data), tokens);
});
