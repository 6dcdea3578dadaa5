import { authenticate } from "@/lib/http/request-auth";
import { refreshTokenBodySchema } from "@/lib/auth/schemas";
import { endSession } from "@/lib/auth/session";
import { presentedRefreshToken, withoutSessionCookies } from "@/lib/http/session-answer";
import { ok, route } from "@/lib/http";

// POST /api/auth/logout – revoke the session's refresh family (body or cookie), end the member's access tokens, clear
// the cookies
export const POST = route(
  { auth: "public", sameSite: true, body: refreshTokenBodySchema },
  async ({ request, body: { refreshToken } }) => {
    await endSession(presentedRefreshToken(request, refreshToken), await authenticate(request));
    return withoutSessionCookies(ok({ message: "Logged out" }));
  },
);
