import { z } from "zod";
import { fail, route } from "@/lib/http";
import { imageStore } from "@/lib/images/store";

export const dynamic = "force-dynamic";

const uploadParams = z.object({ path: z.array(z.string()) });

// Refuses to let a browser guess another type (an image served as HTML would run as a page of this site).
const NOSNIFF = { "X-Content-Type-Options": "nosniff" };

// GET /uploads/<name> – an uploaded image; names are random and never reused, so it may be cached forever
export const GET = route({ auth: "public", params: uploadParams }, async ({ params }) => {
  const segments = params.path;
  const image = segments.length === 1 && segments[0] ? await imageStore().get(segments[0]) : null;
  if (!image) return fail(404, "Image not found", "not_found", undefined, NOSNIFF);
  return new Response(image.body, {
    headers: {
      ...NOSNIFF,
      "Content-Type": image.contentType,
      "Content-Length": String(image.size),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
});
