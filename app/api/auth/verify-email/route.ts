import { verifyEmail } from "@/lib/auth/email-verification";
import { verifyEmailSchema } from "@/lib/auth/schemas";
import { ok, route } from "@/lib/http";

// POST /api/auth/verify-email – confirm the address with the emailed 6-character code (sent as `token`)
export const POST = route({ auth: "public", body: verifyEmailSchema }, async ({ body }) => {
  await verifyEmail(body);
  return ok({ message: "Email verified successfully! You can now log in." });
});
