import { logIn } from "@/lib/auth/login";
import { refuseCrossSiteRequest } from "@/lib/auth/request-auth";
import { loginSchema } from "@/lib/auth/schemas";
import { withSessionCookies } from "@/lib/auth/session-response";
import { ok, readJson, route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/login – tokens in data, and the same tokens as httpOnly session cookies
export const POST = route(async (request) => {
  refuseCrossSiteRequest(request);
  const input = loginSchema.parse(await readJson(request));
  const { user, tokens } = await logIn(input, clientAddress(request));
  return withSessionCookies(ok({ user, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }), tokens);
});
