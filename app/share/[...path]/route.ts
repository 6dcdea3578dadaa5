import { z } from "zod";
import { authenticate } from "@/lib/http/request-auth";
import { fail, route } from "@/lib/http";
import { shareCard } from "@/lib/images/share-card";

export const dynamic = "force-dynamic";

const shareParams = z.object({ path: z.array(z.string()) });

// GET /share/<picture path>.jpg – a product picture as a 1200×630 JPEG for share previews; pictures never change behind
// their path
export const GET = route({ auth: "public", client: true, params: shareParams }, async ({ request, client, params }) => {
  // A query string names nothing here: it is sent to the one address of the card, so no cache keeps copies of it.
  const { pathname, search } = new URL(request.url);
  if (search) return new Response(null, { status: 308, headers: { Location: pathname } });
  const card = await shareCard(params.path, { client: client, caller: () => authenticate(request) });
  if (!card) return fail(404, "Image not found", "not_found");
  return new Response(Buffer.from(card), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(card.byteLength),
      "X-Content-Type-Options": "nosniff",
      // An upload's card can be kept forever (its picture never changes); a drawing's changes only with a release.
      "Cache-Control": params.path[0] === "uploads" ? "public, max-age=31536000, immutable" : "public, max-age=86400",
    },
  });
});
