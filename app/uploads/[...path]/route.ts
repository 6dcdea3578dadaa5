import { z } from "zod";
import { authenticate } from "@/lib/http/request-auth";
import { fail, route } from "@/lib/http";
import { publicPhoto } from "@/lib/images/public-photos";

export const dynamic = "force-dynamic";

const uploadParams = z.object({ path: z.array(z.string()) });

// Refuses to let a browser guess another type (an image served as HTML would run as a page of this site).
const NOSNIFF = { "X-Content-Type-Options": "nosniff" };

// GET /uploads/<name> – an uploaded image that a product or an order line shows (to the maker, any upload); names are
// random and never reused, so it may be cached forever
export const GET = route(
  { auth: "public", client: true, params: uploadParams },
  async ({ request, client, params }) => {
    const image = await publicPhoto(params.path, { client: client, caller: () => authenticate(request) });
    if (!image) return fail(404, "Image not found", "not_found", undefined, NOSNIFF);
    return new Response(image.body, {
      headers: {
        ...NOSNIFF,
        "Content-Type": image.contentType,
        "Content-Length": String(image.size),
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  },
);
