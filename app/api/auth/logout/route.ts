import { authenticate } from "@/lib/auth/request-auth";
import { refreshTokenBodySchema } from "@/lib/auth/schemas";
import { endSession } from "@/lib/auth/session";
import { presentedRefreshToken, withoutSessionCookies } from "@/lib/auth/session-response";
import { ok, readJson, route } from "@/lib/http";

// POST /api/auth/logout – revoke the session's refresh family (body or cookie), end the member's access tokens, clear the cookies
export const POST = route(async (request) => {
  const { refreshToken } = refreshTokenBodySchema.parse(await readJson(request));
  await endSession(presentedRefreshToken(request, refreshToken), await authenticate(request));
  return withoutSessionCookies(ok({ message: "Logged out" }));
});
