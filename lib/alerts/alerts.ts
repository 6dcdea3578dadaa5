import "server-only";
import { randomUUID } from "node:crypto";
import { stockAlertConfirmEmail } from "@/emails/stock-alert-confirm";
import { alertPieceName, sendBackInStockAlerts } from "@/lib/alerts/fire";
import { ALERT_CONFIRM_DAYS, alertConfirmLink, alertUnsubscribeUrls } from "@/lib/alerts/links";
import type { StockAlertRequest } from "@/lib/alerts/schemas";
import type { ProductDto } from "@/lib/catalog/dto";
import { getProductById, PRODUCT_NOT_FOUND } from "@/lib/catalog/queries";
import { db, transaction, type Db } from "@/lib/db";
import { deliverEmailsSoon, dropUnsentMail, dropUnsentMailTo, enqueueEmail } from "@/lib/email/outbox";
import { listUnsubscribeHeaders } from "@/lib/email/list-unsubscribe";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { LinkExpiredError } from "@/lib/link-tokens/errors";
import { consumeLinkToken, findLinkToken } from "@/lib/link-tokens/tokens";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { STOCK_ALERTS_PER_EMAIL } from "@/lib/rate-limit/policies";
import type { MailGate } from "@/lib/rate-limit/unproven-mail";
import { siteUrl } from "@/lib/site";

/** What POST /api/products/{id}/alerts answers, for every address alike: it never says who already waits. */
export const ALERT_REQUESTED_MESSAGE =
  "If this address is not already waiting for this piece, a link to confirm the alert is on its way.";

/**
 * The size or length the alert waits for, checked against the piece: required when it has some, refused when it
 * has none; 409 when what was chosen is in stock (it can be bought now) or is a sold one-of-a-kind piece.
 */
function alertTarget(product: ProductDto, variantId: string | undefined): string | null {
  if (product.oneOfAKind && product.stock === 0) {
    throw new ConflictError(
      "This one-of-a-kind piece has sold and will not come back; ask for something similar instead.",
      "sold_piece",
    );
  }
  if (product.variants.length === 0) {
    if (variantId !== undefined)
      throw new ValidationError("This piece comes in one size", [
        { path: "variantId", message: "This piece comes in one size" },
      ]);
    if (product.inStock) throw new ConflictError("This piece is in stock: it can be ordered now.", "in_stock");
    return null;
  }
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) {
    const message = `Choose a ${(product.variantName ?? "size").toLowerCase()}`;
    throw new ValidationError(message, [{ path: "variantId", message }]);
  }
  if (variant.inStock) throw new ConflictError("This size is in stock: it can be ordered now.", "in_stock");
  return variant.id;
}

/**
 * Asks for a back-in-stock alert: a waiting alert (one per address and piece) is created or found, and unless it
 * is already confirmed, a confirmation link is mailed (a newer one replaces an unsent older one) if `mayMail` lets it
 * (the budget of an address that has proven nothing). The caller answers the same whatever happened. Limited per
 * email here, per client by the route before the request was read (STOCK_ALERTS_PER_CLIENT).
 */
export async function requestStockAlert(
  productId: string,
  { email, variantId }: StockAlertRequest,
  mayMail: MailGate,
): Promise<void> {
  const product = await getProductById(productId);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const target = alertTarget(product, variantId);
  await enforceRateLimits([[STOCK_ALERTS_PER_EMAIL, email.toLowerCase()]]);
  const activeKey = `${product.id}:${target ?? ""}:${email.toLowerCase()}`;
  await transaction(async (tx) => {
    // One statement, so two requests at once find the same row: the unique key takes the second onto the first. The
    // latest request is kept: an alert is pruned unconfirmed only 30 days after it (lib/alerts/prune.ts).
    const [alert] = await tx.$queryRaw<{ id: string; confirmed_at: Date | null }[]>`
      INSERT INTO stock_alerts (id, product_id, variant_id, email, active_key, created_at)
      VALUES (${randomUUID()}, ${product.id}, ${target}, ${email}, ${activeKey}, now())
      ON CONFLICT (active_key) DO UPDATE SET requested_at = now()
      RETURNING id, confirmed_at`;
    if (!alert || alert.confirmed_at !== null || !(await mayMail(tx, email))) return;
    const prefix = `stock-alert-confirm:${alert.id}:`;
    await dropUnsentMail(tx, prefix);
    const [unsubscribeUrl = ""] = await alertUnsubscribeUrls(tx, [alert.id]);
    const confirm = await alertConfirmLink(tx, alert.id);
    const mail = stockAlertConfirmEmail({
      pieceName: alertPieceName(product, target),
      confirmUrl: confirm.url,
      unsubscribeUrl,
      validDays: ALERT_CONFIRM_DAYS,
      appUrl: siteUrl(),
    });
    // The confirmation token is the mail's secret: stored masked, sent from the sealed copy (lib/email/seal.ts).
    await enqueueEmail(tx, {
      to: email,
      ...mail,
      secret: confirm.token,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
      dedupeKey: `${prefix}${randomUUID()}`,
    });
  });
  deliverEmailsSoon();
}

/**
 * Confirms an alert through its mailed link (single use). A piece that came back before she clicked is mailed at
 * once. 410 `link_expired` for a link that opens nothing.
 */
export async function confirmStockAlert(token: string): Promise<{ productId: string; pieceName: string }> {
  const alert = await transaction(async (tx) => {
    const opened = await consumeLinkToken(tx, "stock_alert_confirm", token);
    if (!opened) return null;
    const [confirmed] = await tx.stockAlert.updateManyAndReturn({
      where: { id: opened.subjectId, firedAt: null, cancelledAt: null },
      data: { confirmedAt: new Date() },
      select: { productId: true, variantId: true },
    });
    return confirmed ?? null;
  });
  if (!alert) throw new LinkExpiredError();
  await sendBackInStockAlerts([alert.productId]);
  const product = await getProductById(alert.productId);
  return { productId: alert.productId, pieceName: product ? alertPieceName(product, alert.variantId) : "the piece" };
}

/**
 * Ends every waiting alert of the address an unsubscribe link was mailed to. The link may be followed again (a
 * mail client's one-click POST, then the page's button): it is looked up, not used up. 410 when it opens nothing.
 */
export async function unsubscribeStockAlerts(token: string): Promise<{ email: string }> {
  const opened = await findLinkToken("stock_alert_unsubscribe", token);
  const alert = opened
    ? await db.stockAlert.findUnique({ where: { id: opened.subjectId }, select: { email: true } })
    : null;
  if (!alert) throw new LinkExpiredError();
  await db.stockAlert.updateMany({
    where: { email: alert.email, firedAt: null, cancelledAt: null },
    data: { cancelledAt: new Date(), activeKey: null },
  });
  return { email: alert.email };
}

/**
 * Deletes every back-in-stock alert of an address, and its confirmation or alert mail not yet sent, inside the
 * account deletion's transaction (lib/account-deletion).
 */
export async function removeStockAlertsOf(tx: Pick<Db, "stockAlert" | "emailOutbox">, email: string): Promise<void> {
  await tx.stockAlert.deleteMany({ where: { email } });
  await dropUnsentMailTo(tx, "stock-alert", email);
}
