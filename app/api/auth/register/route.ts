import { REGISTERED_MESSAGE, registerUser } from "@/lib/auth/registration";
import { registerSchema } from "@/lib/auth/schemas";
import { ok, route } from "@/lib/http";
import { mayMailAddress } from "@/lib/mail-budget/gate";

// POST /api/auth/register – create an unverified member (or start an unverified one over) and email a verification
// code; a taken email answers alike and its owner is mailed instead
export const POST = route(
  { auth: "public", client: true, sameSite: true, body: registerSchema },
  async ({ client, body }) => {
    await registerUser(body, client, mayMailAddress);
    return ok({ message: REGISTERED_MESSAGE }, { status: 202 });
  },
);
