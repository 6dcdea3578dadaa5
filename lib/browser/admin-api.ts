// Browser side: the dashboard's calls (docs/api.md, Admin and Catalogue), typed by the handlers' own schemas and
// functions. ADMIN only: the server checks the role on every one.
import { apiData, apiFetch, type AnswerOf, type RequestOf } from "@/lib/browser/api-client";
import type { AdminProductsPage } from "@/lib/catalog/admin";
import type { ProductDto } from "@/lib/catalog/dto";
import type { AdminCollectionDto } from "@/lib/collections/collections";
import type { collectionInputSchema } from "@/lib/collections/schemas";
import type { adminProductsQuerySchema, productInputSchema } from "@/lib/catalog/schemas";
import type { DiscountCodeDto } from "@/lib/discounts/admin";
import type { createDiscountCodeSchema } from "@/lib/discounts/schemas";
import type { resendDeadLetter as serverResendDeadLetter } from "@/lib/email/dead-letters";
import type { shopSettingsSchema, ShopSettings } from "@/lib/fulfillment/schemas";
import type { UploadedImage } from "@/lib/images/uploads";
import type { shopPageInputSchema, ShopPageDto, ShopPageSlug } from "@/lib/shop-pages/schemas";
import type { OrderDto } from "@/lib/orders/dto";
import type { AdminOrderEventResult } from "@/lib/orders/events";
import type { addOrderNoteSchema, updateOrderStatusSchema } from "@/lib/orders/desk/status-schemas";
import { IDEMPOTENCY_KEY_HEADER, type createRefundSchema } from "@/lib/orders/refunds/schemas";
import type { RefundAnswer } from "@/lib/orders/refunds/ledger";
import { dollarsToCents } from "@/lib/pricing/dollars";
import type { RateTableSummary } from "@/lib/tax/rate-tables";
import type { TaxSettings, TaxSettingsRequest } from "@/lib/tax/schemas";

export type { UploadedImage } from "@/lib/images/uploads";
export type ProductPayload = RequestOf<typeof productInputSchema>;
export type AdminProductsQuery = RequestOf<typeof adminProductsQuerySchema>;
export type ShopSettingsPayload = RequestOf<typeof shopSettingsSchema>;

function productPath(id: string): string {
  return `/api/products/${encodeURIComponent(id)}`;
}

/** POST /api/products (id null) or PUT /api/products/{id}. */
export function saveProduct(id: string | null, body: ProductPayload): Promise<ProductDto> {
  return apiData(id === null ? "/api/products" : productPath(id), { method: id === null ? "POST" : "PUT", body });
}

/**
 * GET /api/admin/products: one page of the catalogue, drafts included, narrowed as the query says; `nextCursor` (null
 * on the last page) asks for the next one.
 */
export async function listAdminProducts(query: AdminProductsQuery): Promise<AdminProductsPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (typeof value === "string" && value !== "") params.set(name, value);
  const search = params.toString();
  const page = await apiFetch<ProductDto[]>(search ? `/api/admin/products?${search}` : "/api/admin/products");
  return { products: page.data, total: page.total ?? page.data.length, nextCursor: page.nextCursor ?? null };
}

/** POST /api/admin/products/{id}/duplicate: a copy of the piece as a draft (201). */
export function duplicateProduct(id: string): Promise<ProductDto> {
  return apiData(`/api/admin/products/${encodeURIComponent(id)}/duplicate`, { method: "POST", body: {} });
}

/** PUT /api/admin/settings: any of the maker's settings (the others keep their value), answered all as saved. */
export function saveShopSettings(body: ShopSettingsPayload): Promise<ShopSettings> {
  return apiData("/api/admin/settings", { method: "PUT", body });
}

/** PUT /api/admin/pages/{slug}: the maker's title and Markdown for a policy page, answered as saved. */
export function saveShopPage(slug: ShopPageSlug, body: RequestOf<typeof shopPageInputSchema>): Promise<ShopPageDto> {
  return apiData(`/api/admin/pages/${slug}`, { method: "PUT", body });
}

/** DELETE /api/products/{id}: off sale, kept for past orders. */
export function deleteProduct(id: string): Promise<{ id: string }> {
  return apiData(productPath(id), { method: "DELETE" });
}

/** POST /api/uploads (multipart "file"): the picture's URL on this site and its size. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  return apiData("/api/uploads", { method: "POST", body: form });
}

/** PATCH /api/admin/orders/{id}: the order moved along (409 for a move that is not allowed). */
export function moveOrder(id: string, body: RequestOf<typeof updateOrderStatusSchema>): Promise<OrderDto> {
  return apiData(`/api/admin/orders/${encodeURIComponent(id)}`, { method: "PATCH", body });
}

/** POST /api/admin/orders/{id}/notes: the maker's private note, as it joined the order's trail. */
export function addOrderNote(id: string, body: RequestOf<typeof addOrderNoteSchema>): Promise<AdminOrderEventResult> {
  return apiData(`/api/admin/orders/${encodeURIComponent(id)}/notes`, { method: "POST", body });
}

/**
 * POST /api/admin/orders/{id}/refunds: part of a captured order refunded; the same key again answers the same refund.
 */
export async function refundOrder(
  id: string,
  body: RequestOf<typeof createRefundSchema>,
  idempotencyKey: string,
): Promise<RefundAnswer> {
  const path = `/api/admin/orders/${encodeURIComponent(id)}/refunds`;
  const { amount, ...rest } = await apiData<Omit<RefundAnswer, "amountCents"> & { amount: number }>(path, {
    method: "POST",
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  // `amount` is dollars in this answer, outside the API's money table (lib/orders/refunds/schemas.ts says why).
  return { ...rest, amountCents: dollarsToCents(amount) };
}

/** POST /api/admin/dead-letters/{id}/resend: queued again with fresh attempts. */
export function resendDeadLetter(id: string): Promise<AnswerOf<typeof serverResendDeadLetter>> {
  return apiData(`/api/admin/dead-letters/${encodeURIComponent(id)}/resend`, { method: "POST", body: {} });
}

export type DiscountCodePayload = RequestOf<typeof createDiscountCodeSchema>;

/** POST /api/admin/discount-codes: a new code (409 when it exists). */
export function createDiscountCode(body: DiscountCodePayload): Promise<DiscountCodeDto> {
  return apiData("/api/admin/discount-codes", { method: "POST", body });
}

/** PATCH /api/admin/discount-codes/{id}: switch a code on or off. */
export function setDiscountCodeActive(id: string, active: boolean): Promise<DiscountCodeDto> {
  return apiData(`/api/admin/discount-codes/${encodeURIComponent(id)}`, { method: "PATCH", body: { active } });
}

/** GET /api/admin/tax: where she collects sales tax and the states she is registered in. */
export function getTax(): Promise<TaxSettings> {
  return apiData("/api/admin/tax");
}

/** PUT /api/admin/tax: the whole object replaced (the switch and every registration), answered as saved. */
export function saveTax(body: TaxSettingsRequest): Promise<TaxSettings> {
  return apiData("/api/admin/tax", { method: "PUT", body });
}

/** A state's imported ZIP rate table as the API answers it: the import time arrives as ISO text. */
export type RateTableView = Omit<RateTableSummary, "importedAt"> & { importedAt: string };

function rateTablePath(state: string): string {
  return `/api/admin/tax/rates?state=${encodeURIComponent(state)}`;
}

/**
 * POST /api/admin/tax/rates?state=: the file's text as a text/csv body replaces that state's table whole (a 400 names
 * the first bad line, and nothing changes).
 */
export function importRateTable(state: string, csv: string): Promise<RateTableView> {
  return apiData(rateTablePath(state), { method: "POST", body: new Blob([csv], { type: "text/csv" }) });
}

/** DELETE /api/admin/tax/rates?state=: that state's table removed (204). */
export async function deleteRateTable(state: string): Promise<void> {
  await apiFetch<undefined>(rateTablePath(state), { method: "DELETE" });
}

export type CollectionPayload = RequestOf<typeof collectionInputSchema>;

/** POST /api/admin/collections (id null) or PUT /api/admin/collections/{id}: the collection whole, as saved. */
export function saveCollection(id: string | null, body: CollectionPayload): Promise<AdminCollectionDto> {
  return apiData(id === null ? "/api/admin/collections" : `/api/admin/collections/${encodeURIComponent(id)}`, {
    method: id === null ? "POST" : "PUT",
    body,
  });
}

/** DELETE /api/admin/collections/{id}: the collection gone (204); its pieces stay in the shop. */
export async function deleteCollection(id: string): Promise<void> {
  await apiFetch<undefined>(`/api/admin/collections/${encodeURIComponent(id)}`, { method: "DELETE" });
}
