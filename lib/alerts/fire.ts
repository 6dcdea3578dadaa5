import "server-only";
import { backInStockEmail } from "@/emails/back-in-stock";
import { alertUnsubscribeUrls } from "@/lib/alerts/links";
import type { ProductDto } from "@/lib/catalog/dto";
import { productHref } from "@/lib/catalog/product-href";
import { getProductById } from "@/lib/catalog/queries";
import { db, transaction } from "@/lib/db";
import { listUnsubscribeHeaders } from "@/lib/email/list-unsubscribe";
import { deliverEmailsSoon, enqueueEmails } from "@/lib/email/outbox";
import { log } from "@/lib/log";
import { siteUrl } from "@/lib/site";

/** The piece as its alert names it, with the size waited for: "Hammered Band (Ring size 7)". */
export function alertPieceName(
  product: Pick<ProductDto, "name" | "variantName" | "variants">,
  variantId: string | null,
): string {
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  return variant ? `${product.name} (${product.variantName ?? "Size"} ${variant.label})` : product.name;
}

/**
 * Fires the confirmed alerts of one piece whose size (or the piece itself) is in stock now: each gets one mail and
 * ends. The claim is one UPDATE … WHERE fired_at IS NULL … RETURNING: of two restocks racing, the second waits on
 * the first's row locks, then finds the rows fired and claims nothing, so no alert ever sends twice. The mails are
 * queued in the claim's transaction: both commit or neither does.
 */
async function fireAlertsOf(productId: string): Promise<number> {
  const product = await getProductById(productId);
  if (!product) return 0;
  const backVariants = product.variants.filter((variant) => variant.inStock).map((variant) => variant.id);
  const pieceBack = product.variants.length === 0 && product.inStock;
  if (backVariants.length === 0 && !pieceBack) return 0;
  const queued = await transaction(async (tx) => {
    const fired = await tx.stockAlert.updateManyAndReturn({
      where: {
        productId,
        confirmedAt: { not: null },
        firedAt: null,
        cancelledAt: null,
        OR: [{ variantId: { in: backVariants } }, ...(pieceBack ? [{ variantId: null }] : [])],
      },
      data: { firedAt: new Date(), activeKey: null },
      select: { id: true, email: true, variantId: true },
    });
    const unsubscribeUrls = await alertUnsubscribeUrls(
      tx,
      fired.map((alert) => alert.id),
    );
    await enqueueEmails(
      tx,
      fired.map((alert, index) => {
        const unsubscribeUrl = unsubscribeUrls[index] ?? "";
        const mail = backInStockEmail({
          pieceName: alertPieceName(product, alert.variantId),
          productUrl: `${siteUrl()}${productHref(product.id)}`,
          unsubscribeUrl,
          appUrl: siteUrl(),
        });
        // The dedupe key is the alert's: the database refuses a second mail for it, whatever happens above.
        return {
          to: alert.email,
          ...mail,
          headers: listUnsubscribeHeaders(unsubscribeUrl),
          dedupeKey: `stock-alert:${alert.id}`,
        };
      }),
    );
    return fired.length;
  });
  return queued;
}

/**
 * Mails the confirmed alerts of these pieces that are back in stock (after an admin's restock, a cancelled order's
 * pieces coming back, a confirmation). Runs after the stock change committed and never fails its caller: a miss
 * (the database away) is caught by the hourly sweep, `sendDueStockAlerts`. Answers how many mails were queued.
 */
export async function sendBackInStockAlerts(productIds: readonly (string | null)[]): Promise<number> {
  let queued = 0;
  for (const productId of new Set(productIds)) {
    if (productId === null) continue;
    try {
      queued += await fireAlertsOf(productId);
    } catch (error) {
      log.error({ err: error, productId }, "back-in-stock alerts could not be sent; the hourly sweep will retry");
    }
  }
  if (queued > 0) deliverEmailsSoon();
  return queued;
}

/** The sweep: every piece with a confirmed alert still waiting, fired if it is back. */
export async function sendDueStockAlerts(): Promise<number> {
  const waiting = await db.stockAlert.findMany({
    where: { confirmedAt: { not: null }, firedAt: null, cancelledAt: null },
    distinct: ["productId"],
    select: { productId: true },
  });
  return sendBackInStockAlerts(waiting.map((alert) => alert.productId));
}
