import { registerUser } from "@/lib/auth/registration";
import { registerSchema } from "@/lib/auth/schemas";
import { ok, readJson, route } from "@/lib/http";
import { clientKey } from "@/lib/rate-limit/client-key";

// POST /api/auth/register – create an unverified member and email them a verification code
export const POST = route(async (request) => {
  const input = registerSchema.parse(await readJson(request));
  return ok({ user: await registerUser(input, clientKey(request, input.email)) }, { status: 201 });
});
