import { ok, withAdmin } from "@/lib/http";
import { saveUploadedImage } from "@/lib/images/uploads";

export const dynamic = "force-dynamic";

// POST /api/uploads – the admin uploads a product image (multipart "file"); answers its URL, width and height
export const POST = withAdmin(async ({ request }) => ok(await saveUploadedImage(request), { status: 201 }));
