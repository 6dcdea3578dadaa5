import { refreshTokenBodySchema } from "@/lib/auth/schemas";
import { renewSession } from "@/lib/auth/session";
import { presentedRefreshToken, sessionAnswer, withoutSessionCookies } from "@/lib/http/session-answer";
import { UnauthorizedError, errorToResponse, route } from "@/lib/http";

// POST /api/auth/refresh – exchange the refresh token (body or cookie) for a new pair; the old one is spent
export const POST = route(
  { auth: "public", sameSite: true, body: refreshTokenBodySchema },
  async ({ request, body: { refreshToken } }) => {
    try {
      return sessionAnswer(await renewSession(presentedRefreshToken(request, refreshToken)));
    } catch (error) {
      // A dead session's cookies are useless to the browser: clear them along with the 401.
      if (error instanceof UnauthorizedError) return withoutSessionCookies(errorToResponse(error));
      throw error;
    }
  },
);
