import { createCustomRequest, REFERENCE_PHOTOS } from "@/lib/commissions/requests";
import { ok, route } from "@/lib/http";
import { CUSTOM_REQUESTS_PER_CLIENT } from "@/lib/rate-limit/policies";

// POST /api/custom-requests { name, email, description, budget?, neededBy?, similarProductId? } as JSON, or multipart
// with up to 3 `photos` – 201 { id, status: "new" }; a receipt to her, a notice to the maker
// Another site's page is refused (403) before anything, then the client is counted before the body is read: a
// client past its limit is answered 429 without its upload being waited for.
export const POST = route(
  { auth: "public", sameSite: true, perClient: CUSTOM_REQUESTS_PER_CLIENT, files: REFERENCE_PHOTOS },
  async ({ files: { fields, files } }) => ok(await createCustomRequest(fields, files), { status: 201 }),
);
