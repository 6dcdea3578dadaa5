// The admin dashboard's calls to the product API, with the session cookie and the dashboard's fallback messages.
import { z } from "zod";
import { apiFetch } from "@/lib/http/api-client";
import { ApiRequestError } from "@/lib/http/api-error";
import { DELETE_FAILED, failureMessage, SAVE_FAILED, UPLOAD_FAILED, type ProductPayload } from "@/components/admin/product-form-values";

type Failure = { ok: false; message: string; field: string | null };
export type Outcome<T> = { ok: true; data: T } | Failure;

const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** What POST /api/uploads answers: the image's URL on this site and its size in pixels. */
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

type SendInit = { method: "POST" | "PUT" | "DELETE"; body?: unknown };

async function send(url: string, init: SendInit, fallback: string): Promise<Outcome<unknown>> {
  try {
    const { data } = await apiFetch<unknown>(url, init);
    return { ok: true, data };
  } catch (error) {
    // The server's message and field, when it said why; otherwise (the network, no answer) the dashboard's own.
    if (error instanceof ApiRequestError) return { ok: false, ...failureMessage({ error: error.message, details: error.details }, fallback) };
    return { ok: false, message: fallback, field: null };
  }
}

/** Creates the product (id null) or replaces the one with this id. */
export async function saveProduct(id: string | null, payload: ProductPayload): Promise<Outcome<unknown>> {
  return send(
    id === null ? "/api/products" : `/api/products/${encodeURIComponent(id)}`,
    { method: id === null ? "POST" : "PUT", body: payload },
    SAVE_FAILED,
  );
}

/** Takes the product off sale; any failure reads as the one delete message (docs/pages.md, Admin). */
export async function deleteProduct(id: string): Promise<Outcome<unknown>> {
  const outcome = await send(`/api/products/${encodeURIComponent(id)}`, { method: "DELETE" }, DELETE_FAILED);
  return outcome.ok ? outcome : { ok: false, message: DELETE_FAILED, field: null };
}

/** Stores an image file; the server checks its type and size and says why it refuses one. */
export async function uploadImage(file: File): Promise<Outcome<UploadedImage>> {
  const form = new FormData();
  form.append("file", file);
  const outcome = await send("/api/uploads", { method: "POST", body: form }, UPLOAD_FAILED);
  if (!outcome.ok) return outcome;
  const image = uploadedImageSchema.safeParse(outcome.data);
  return image.success ? { ok: true, data: image.data } : { ok: false, message: UPLOAD_FAILED, field: null };
}
