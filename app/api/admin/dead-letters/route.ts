import { countDeadLetters, listDeadLetters } from "@/lib/email/dead-letters";
import { ok, route } from "@/lib/http";

// GET /api/admin/dead-letters – mail the outbox gave up on after days of retries, newest first, with their count (ADMIN
// only)
export const GET = route({ auth: "admin" }, async () => {
  const [letters, total] = await Promise.all([listDeadLetters(), countDeadLetters()]);
  return ok(letters, { total });
});
