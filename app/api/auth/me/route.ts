import { getUserProfile, updateProfileName } from "@/lib/auth/profile";
import { updateProfileSchema } from "@/lib/auth/schemas";
import { ok, readJson, withUser } from "@/lib/http";

// GET /api/auth/me – the signed-in user
export const GET = withUser(async ({ user }) => ok(await getUserProfile(user.userId)));

// PUT /api/auth/me – change the name; role, email and any other field in the body are ignored
export const PUT = withUser(async ({ request, user }) =>
  ok(await updateProfileName(user.userId, updateProfileSchema.parse(await readJson(request)))),
);
