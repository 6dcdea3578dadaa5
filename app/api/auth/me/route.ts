import { deleteAccount } from "@/lib/account-deletion/delete-account";
import { getUserProfile, updateProfileName } from "@/lib/auth/profile";
import { deleteAccountSchema, updateProfileSchema } from "@/lib/auth/schemas";
import { withoutSessionCookies } from "@/lib/http/session-answer";
import { ok, route } from "@/lib/http";

// GET /api/auth/me – the signed-in user
export const GET = route({ auth: "user" }, async ({ user }) => ok(await getUserProfile(user.userId)));

// PUT /api/auth/me – change the name; role, email and any other field in the body are ignored
export const PUT = route({ auth: "user", body: updateProfileSchema }, async ({ user, body }) =>
  ok(await updateProfileName(user.userId, body)),
);

// DELETE /api/auth/me – with the password again: the account and what hangs on it go, orders stay without it; cookies
// cleared
export const DELETE = route({ auth: "user", client: true, body: deleteAccountSchema }, async ({ client, user, body }) =>
  withoutSessionCookies(ok(await deleteAccount(user.userId, body, client))),
);
