import { ok, route } from "@/lib/http";
import { listDeskReviews } from "@/lib/reviews/desk";

// GET /api/admin/reviews – the newest 100 reviews, whatever their status, with a hidden one's reason (ADMIN only)
export const GET = route({ auth: "admin" }, async () => ok(await listDeskReviews()));
