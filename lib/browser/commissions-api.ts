// Browser side: commissions (docs/api.md, Commissions), typed by the handlers' own functions and schemas.
import { apiData, type AnswerOf, type RequestOf } from "@/lib/browser/api-client";
import type { createCustomRequest as serverCreateCustomRequest } from "@/lib/commissions/requests";
import type { declineCustomRequest as serverDecline, quoteCustomRequest as serverQuote } from "@/lib/commissions/admin";
import type { declineSchema, quoteSchema } from "@/lib/commissions/schemas";

const adminPath = (id: string, action: string) => `/api/admin/custom-requests/${encodeURIComponent(id)}/${action}`;

/** POST /api/custom-requests, the /custom form as it stands (multipart, with its photos); no session needed. */
export function sendCustomRequest(form: FormData): Promise<AnswerOf<typeof serverCreateCustomRequest>> {
  return apiData("/api/custom-requests", { method: "POST", body: form, redirectOnExpiry: false });
}

/** POST /api/admin/custom-requests/{id}/quote: the quote is mailed to her. */
export function quoteCustomRequest(
  id: string,
  body: RequestOf<typeof quoteSchema>,
): Promise<AnswerOf<typeof serverQuote>> {
  return apiData(adminPath(id, "quote"), { method: "POST", body });
}

/** POST /api/admin/custom-requests/{id}/decline: the message is mailed to her. */
export function declineCustomRequest(
  id: string,
  body: RequestOf<typeof declineSchema>,
): Promise<AnswerOf<typeof serverDecline>> {
  return apiData(adminPath(id, "decline"), { method: "POST", body });
}
