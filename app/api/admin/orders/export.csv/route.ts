import { route } from "@/lib/http";
import { csvDownload } from "@/lib/http/csv-download";
import { exportOrdersCsv, ordersExportFilename } from "@/lib/reports/orders-export";
import { ordersExportQuerySchema } from "@/lib/reports/schemas";

// GET /api/admin/orders/export.csv?from=&to= – the orders placed within the days (shop time), one CSV row per line
// (ADMIN only)
export const GET = route({ auth: "admin", query: ordersExportQuerySchema }, async ({ query }) =>
  csvDownload(ordersExportFilename(query), await exportOrdersCsv(query)),
);
