import { ok, route } from "@/lib/http";
import { announceDrop, listAnnouncements } from "@/lib/newsletter/announcements";
import { announcementSchema } from "@/lib/newsletter/schemas";

// GET /api/admin/newsletter/announcements – the latest announcements with their mail sent, waiting and failed
export const GET = route({ auth: "admin" }, async () => ok(await listAnnouncements()));

// POST /api/admin/newsletter/announcements { subject, message, productIds } – 201; one paced mail per confirmed
// subscriber
export const POST = route({ auth: "admin", body: announcementSchema }, async ({ body }) =>
  ok(await announceDrop(body), { status: 201 }),
);
