import { changePassword } from "@/lib/auth/profile";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { sessionAnswer } from "@/lib/http/session-answer";
import { route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/auth/change-password – every other session ends; the caller continues with new tokens
export const POST = route({ auth: "user", body: changePasswordSchema }, async ({ request, user, body }) =>
  sessionAnswer(await changePassword(user.userId, body, clientAddress(request)), { message: "Password changed successfully" }),
);
