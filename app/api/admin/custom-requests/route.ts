import { listCustomRequests } from "@/lib/commissions/admin";
import { customRequestListQuery } from "@/lib/commissions/schemas";
import { ok, route } from "@/lib/http";

// GET /api/admin/custom-requests?status=new|quoted|paid|declined|expired – commission requests, newest first (ADMIN
// only)
export const GET = route({ auth: "admin", query: customRequestListQuery }, async ({ query }) => {
  const requests = await listCustomRequests(query.status);
  return ok(requests, { total: requests.length });
});
