import { logIn } from "@/lib/auth/login";
import { loginSchema } from "@/lib/auth/schemas";
import { presentedDeviceTokens, sessionAnswer, withDeviceCookie } from "@/lib/http/session-answer";
import { route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/login – tokens in data, and the same tokens as httpOnly session cookies, with this browser's device cookie
export const POST = route({ auth: "public", body: loginSchema, sameSite: true }, async ({ request, body: input }) => {
  const { user, tokens, deviceToken } = await logIn(input, clientAddress(request), presentedDeviceTokens(request));
  return withDeviceCookie(sessionAnswer(tokens, { user }), deviceToken);
});
