import { changePassword } from "@/lib/auth/profile";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { sessionAnswer } from "@/lib/http/session-answer";
import { route } from "@/lib/http";

// POST /api/auth/change-password – every other session ends; the caller continues with new tokens
export const POST = route({ auth: "user", client: true, body: changePasswordSchema }, async ({ client, user, body }) =>
  sessionAnswer(await changePassword(user.userId, body, client), { message: "Password changed successfully" }),
);
