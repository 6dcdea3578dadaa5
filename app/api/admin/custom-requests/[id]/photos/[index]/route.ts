import { z } from "zod";
import { readReferencePhoto } from "@/lib/commissions/admin";
import { route } from "@/lib/http";

export const dynamic = "force-dynamic";

const photoParams = z.object({
  id: z.string(),
  index: z.coerce.number({ error: "index must be a number" }).int().min(0).max(2),
});

// GET /api/admin/custom-requests/{id}/photos/{index} – a reference photo, to an admin only; never cached by anyone else
export const GET = route({ auth: "admin", params: photoParams }, async ({ params }) => {
  const image = await readReferencePhoto(params.id, params.index);
  return new Response(image.body, {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
