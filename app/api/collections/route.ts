import { listCollections } from "@/lib/collections/collections";
import { ok, route } from "@/lib/http";

// GET /api/collections – every collection with a piece to show, by name, each with its count of pieces shown
export const GET = route({ auth: "public" }, async () => ok(await listCollections()));
