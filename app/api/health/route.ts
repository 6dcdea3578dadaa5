import { isDatabaseReachable } from "@/lib/health/database";
import { fail, ok, route } from "@/lib/http";

// GET /api/health – 200 while the database answers, 503 when it does not (load balancers and `npm start` poll it)
export const GET = route({ auth: "public" }, async () =>
  (await isDatabaseReachable())
    ? ok({ status: "ok", database: "up" }, { headers: { "Cache-Control": "no-store" } })
    : fail(503, "Database unavailable", "database_unavailable", undefined, { "Cache-Control": "no-store" }),
);
