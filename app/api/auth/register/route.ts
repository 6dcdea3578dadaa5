import { registerUser } from "@/lib/auth/registration";
import { registerSchema } from "@/lib/auth/schemas";
import { ok, readJson, route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/register – create an unverified member (or start an unverified one over) and email a verification code
export const POST = route(async (request) => {
  const user = await registerUser(registerSchema.parse(await readJson(request)), clientAddress(request));
  return ok({ user }, { status: 201 });
});
