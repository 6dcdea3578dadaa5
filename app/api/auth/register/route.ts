import { registerUser } from "@/lib/auth/registration";
import { registerSchema } from "@/lib/auth/schemas";
import { ok, route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/register – create an unverified member (or start an unverified one over) and email a verification code
export const POST = route({ auth: "public", body: registerSchema }, async ({ request, body }) => {
  const user = await registerUser(body, clientAddress(request));
  return ok({ user }, { status: 201 });
});
