import { verifyEmail } from "@/lib/auth/email-verification";
import { verifyEmailSchema } from "@/lib/auth/schemas";
import { ok, route } from "@/lib/http";
import { joinGuestOrders } from "@/lib/orders/buyer/guest-orders";

// POST /api/auth/verify-email – confirm the address with the emailed 6-character code (sent as `token`); her guest
// orders join her account
export const POST = route(
  { auth: "public", client: true, sameSite: true, body: verifyEmailSchema },
  async ({ client, body }) => {
    await verifyEmail(body, client, joinGuestOrders);
    return ok({ message: "Email verified successfully! You can now log in." });
  },
);
