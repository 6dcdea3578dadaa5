import { createCustomRequest, REFERENCE_PHOTOS } from "@/lib/commissions/requests";
import { ok, route } from "@/lib/http";
import { readFormWithFiles } from "@/lib/http/form-with-files";
import { clientAddress } from "@/lib/rate-limit/client";

// POST /api/custom-requests { name, email, description, budget?, neededBy?, similarProductId? } as JSON, or multipart with up to 3 `photos` – 201 { id, status: "new" }; a receipt to her, a notice to the maker
export const POST = route({ auth: "public" }, async ({ request }) => {
  const { fields, files } = await readFormWithFiles(request, REFERENCE_PHOTOS);
  return ok(await createCustomRequest(fields, files, clientAddress(request)), { status: 201 });
});
