// The dashboard's product calls as outcomes the forms show: the server's message and field when it said why,
// otherwise (the network, no answer) the dashboard's own fallback.
import { failureMessage, type ProductFieldName } from "@/components/admin/product-form/product-form-errors";
import {
  DELETE_FAILED,
  DUPLICATE_FAILED,
  SAVE_FAILED,
  UPLOAD_FAILED,
} from "@/components/admin/product-form/product-form-values";
import * as adminApi from "@/lib/browser/admin-api";
import { ApiRequestError } from "@/lib/browser/api-error";

export const LOAD_FAILED = "Could not load more pieces. Please try again.";

type Failure = { ok: false; message: string; field: ProductFieldName | null };
export type Outcome<T> = { ok: true; data: T } | Failure;

async function outcomeOf<T>(call: Promise<T>, fallback: string): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof ApiRequestError)
      return { ok: false, ...failureMessage({ error: error.message, details: error.details }, fallback) };
    return { ok: false, message: fallback, field: null };
  }
}

/** Creates the product (id null) or replaces the one with this id. */
export function saveProduct(id: string | null, payload: adminApi.ProductPayload) {
  return outcomeOf(adminApi.saveProduct(id, payload), SAVE_FAILED);
}

/** Takes the product off sale; any failure reads as the one delete message (docs/pages.md, Admin). */
export async function deleteProduct(id: string): Promise<Outcome<{ id: string }>> {
  const outcome = await outcomeOf(adminApi.deleteProduct(id), DELETE_FAILED);
  return outcome.ok ? outcome : { ok: false, message: DELETE_FAILED, field: null };
}

/** The next page of the catalogue. */
export function loadProducts(query: adminApi.AdminProductsQuery) {
  return outcomeOf(adminApi.listAdminProducts(query), LOAD_FAILED);
}

/** A copy of the piece as a draft. */
export function duplicateProduct(id: string) {
  return outcomeOf(adminApi.duplicateProduct(id), DUPLICATE_FAILED);
}

/** Stores an image file; the server checks its type and size and says why it refuses one. */
export function uploadImage(file: File) {
  return outcomeOf(adminApi.uploadImage(file), UPLOAD_FAILED);
}
