import { ok, route } from "@/lib/http";
import { saveUploadedImage } from "@/lib/images/uploads";

// POST /api/uploads – the admin uploads a product image (multipart "file"); answers its URL, width and height
export const POST = route({ auth: "admin" }, async ({ request }) => ok(await saveUploadedImage(request), { status: 201 }));
