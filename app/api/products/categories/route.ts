import { listCategories } from "@/lib/catalog/queries";
import { ok, route } from "@/lib/http";

// GET /api/products/categories – names of the categories with products on sale, in the admin form's order
export const GET = route({ auth: "public" }, async () => ok(await listCategories()));
