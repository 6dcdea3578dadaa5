import { refreshTokenBodySchema } from "@/lib/auth/schemas";
import { renewSession } from "@/lib/auth/session";
import { presentedRefreshToken, withSessionCookies, withoutSessionCookies } from "@/lib/auth/session-response";
import { UnauthorizedError, errorToResponse, ok, route } from "@/lib/http";

// POST /api/auth/refresh – exchange the refresh token (body or cookie) for a new pair; the old one is spent
export const POST = route({ auth: "public", body: refreshTokenBodySchema }, async ({ request, body: { refreshToken } }) => {
  try {
    const tokens = await renewSession(presentedRefreshToken(request, refreshToken));
    return withSessionCookies(ok({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }), tokens);
  } catch (error) {
    // A dead session's cookies are useless to the browser: clear them along with the 401.
    if (error instanceof UnauthorizedError) return withoutSessionCookies(errorToResponse(error));
    throw error;
  }
});
