import { getUserProfile, updateProfileName } from "@/lib/auth/profile";
import { updateProfileSchema } from "@/lib/auth/schemas";
import { ok, route } from "@/lib/http";

// GET /api/auth/me – the signed-in user
export const GET = route({ auth: "user" }, async ({ user }) => ok(await getUserProfile(user.userId)));

// PUT /api/auth/me – change the name; role, email and any other field in the body are ignored
export const PUT = route({ auth: "user", body: updateProfileSchema }, async ({ user, body }) =>
  ok(await updateProfileName(user.userId, body)),
);
