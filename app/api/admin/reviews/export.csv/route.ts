import { route } from "@/lib/http";
import { csvDownload } from "@/lib/http/csv-download";
import { exportReviewsCsv } from "@/lib/reviews/desk";

// GET /api/admin/reviews/export.csv – every review (rating, title, text, piece, size, name, date, status, reason,
// reply), formulas defused (ADMIN only)
export const GET = route({ auth: "admin" }, async () => csvDownload("reviews.csv", await exportReviewsCsv()));
