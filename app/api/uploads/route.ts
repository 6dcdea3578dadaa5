import { ok, route } from "@/lib/http";
import { PHOTO_UPLOAD, saveUploadedImage } from "@/lib/images/uploads";

// POST /api/uploads – the admin uploads a product image (multipart "file"); answers its URL, width and height
export const POST = route({ auth: "admin", upload: PHOTO_UPLOAD }, async ({ upload }) =>
  ok(await saveUploadedImage(upload), { status: 201 }),
);
