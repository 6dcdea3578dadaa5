import { logIn } from "@/lib/auth/login";
import { loginSchema } from "@/lib/auth/schemas";
import { sessionAnswer } from "@/lib/auth/session-response";
import { route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/login – tokens in data, and the same tokens as httpOnly session cookies
export const POST = route({ auth: "public", body: loginSchema, sameSite: true }, async ({ request, body: input }) => {
  const { user, tokens } = await logIn(input, clientAddress(request));
  return sessionAnswer(tokens, { user });
});
