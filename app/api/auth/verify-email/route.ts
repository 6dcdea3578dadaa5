import { verifyEmail } from "@/lib/auth/email-verification";
import { verifyEmailSchema } from "@/lib/auth/schemas";
import { ok, readJson, route } from "@/lib/http";

// POST /api/auth/verify-email – confirm the address with the emailed 6-character code (sent as `token`)
export const POST = route(async (request) => {
  await verifyEmail(verifyEmailSchema.parse(await readJson(request)));
  return ok({ message: "Email verified successfully! You can now log in." });
});
