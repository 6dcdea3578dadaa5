import { createCustomRequest, limitCustomRequestClients, REFERENCE_PHOTOS } from "@/lib/commissions/requests";
import { ok, route } from "@/lib/http";
import { readFormWithFiles } from "@/lib/http/form-with-files";

// POST /api/custom-requests { name, email, description, budget?, neededBy?, similarProductId? } as JSON, or multipart with up to 3 `photos` – 201 { id, status: "new" }; a receipt to her, a notice to the maker
// Another site's page is refused (403) before anything, then the client is counted before the body is read: a
// client past its limit is answered 429 without its upload being waited for.
export const POST = route({ auth: "public", sameSite: true, before: limitCustomRequestClients }, async ({ request }) => {
  const { fields, files } = await readFormWithFiles(request, REFERENCE_PHOTOS);
  return ok(await createCustomRequest(fields, files), { status: 201 });
});
