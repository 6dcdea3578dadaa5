import { logIn } from "@/lib/auth/login";
import { loginSchema } from "@/lib/auth/schemas";
import { presentedDeviceTokens, sessionAnswer, withDeviceCookie } from "@/lib/http/session-answer";
import { route } from "@/lib/http";

// POST /api/auth/login – tokens in data, and the same tokens as httpOnly session cookies, with this browser's device
// cookie
export const POST = route(
  { auth: "public", client: true, body: loginSchema, sameSite: true },
  async ({ request, client, body: input }) => {
    const { user, tokens, deviceToken } = await logIn(input, client, presentedDeviceTokens(request));
    return withDeviceCookie(sessionAnswer(tokens, { user }), deviceToken);
  },
);
