import { REGISTERED_MESSAGE, registerUser } from "@/lib/auth/registration";
import { registerSchema } from "@/lib/auth/schemas";
import { ok, route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/register – create an unverified member (or start an unverified one over) and email a verification code; a taken email answers alike and its owner is mailed instead
export const POST = route({ auth: "public", sameSite: true, body: registerSchema }, async ({ request, body }) => {
  await registerUser(body, clientAddress(request), mayMailAddress);
  return ok({ message: REGISTERED_MESSAGE }, { status: 202 });
});
