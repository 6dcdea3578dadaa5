import { idParams, ok, route } from "@/lib/http";
import { listProductReviews } from "@/lib/reviews/read";
import { reviewPageQuery } from "@/lib/reviews/schemas";

// GET /api/products/{id}/reviews?cursor= – the piece's published reviews, 10 a page, newest first, with the average,
// the count and the 5-to-1 histogram; 404 for a piece the shop does not show (a sold piece keeps its reviews)
export const GET = route({ auth: "public", params: idParams, query: reviewPageQuery }, async ({ params, query }) =>
  ok(await listProductReviews(params.id, query.cursor)),
);
