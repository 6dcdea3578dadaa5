// Browser side: back-in-stock alerts and the newsletter (docs/api.md, Alerts and newsletter), typed by the handlers'
// own functions. None needs a session: a signed-out visitor is never sent to /login by them.
import type {
  confirmStockAlert as serverConfirmStockAlert,
  unsubscribeStockAlerts as serverUnsubscribeStockAlerts,
} from "@/lib/alerts/alerts";
import type { stockAlertRequestSchema } from "@/lib/alerts/schemas";
import { apiData, type AnswerOf, type RequestOf } from "@/lib/browser/api-client";
import type { announceDrop as serverAnnounceDrop } from "@/lib/newsletter/announcements";
import type { announcementSchema } from "@/lib/newsletter/schemas";
import type {
  confirmNewsletter as serverConfirmNewsletter,
  unsubscribeNewsletter as serverUnsubscribeNewsletter,
} from "@/lib/newsletter/subscribers";
import type { unsubscribeReviewRequests as serverUnsubscribeReviewRequests } from "@/lib/reviews/unsubscribe";

type Message = { message: string };
const publicCall = { method: "POST", redirectOnExpiry: false } as const;
const tokenPath = (path: string, token: string) => `${path}/${encodeURIComponent(token)}`;

/** POST /api/products/{id}/alerts: the same message whatever the address. */
export function requestStockAlert(
  productId: string,
  body: RequestOf<typeof stockAlertRequestSchema>,
): Promise<Message> {
  return apiData(`/api/products/${encodeURIComponent(productId)}/alerts`, { ...publicCall, body });
}

/** POST /api/alerts/confirm/{token}. */
export function confirmStockAlert(token: string): Promise<AnswerOf<typeof serverConfirmStockAlert>> {
  return apiData(tokenPath("/api/alerts/confirm", token), publicCall);
}

/** POST /api/alerts/unsubscribe/{token}. */
export function unsubscribeStockAlerts(token: string): Promise<AnswerOf<typeof serverUnsubscribeStockAlerts>> {
  return apiData(tokenPath("/api/alerts/unsubscribe", token), publicCall);
}

/** POST /api/newsletter/confirm/{token}. */
export function confirmNewsletter(token: string): Promise<AnswerOf<typeof serverConfirmNewsletter>> {
  return apiData(tokenPath("/api/newsletter/confirm", token), publicCall);
}

/** POST /api/newsletter/unsubscribe/{token}. */
export function unsubscribeNewsletter(token: string): Promise<AnswerOf<typeof serverUnsubscribeNewsletter>> {
  return apiData(tokenPath("/api/newsletter/unsubscribe", token), publicCall);
}

/** POST /api/reviews/unsubscribe/{token}. */
export function unsubscribeReviewRequests(token: string): Promise<AnswerOf<typeof serverUnsubscribeReviewRequests>> {
  return apiData(tokenPath("/api/reviews/unsubscribe", token), publicCall);
}

/** POST /api/admin/newsletter/announcements (the admin's). */
export function announceDrop(body: RequestOf<typeof announcementSchema>): Promise<AnswerOf<typeof serverAnnounceDrop>> {
  return apiData("/api/admin/newsletter/announcements", { method: "POST", body });
}
