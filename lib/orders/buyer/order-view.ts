import "server-only";
import { db } from "@/lib/db";
import {
  findLinkToken,
  issueLinkToken,
  newLinkTokenRow,
  type LinkTokenRow,
  type LinkTokenWriter,
} from "@/lib/link-tokens/tokens";
import { linkTokenSchema } from "@/lib/link-tokens/schemas";
import { orderWithItems, toOrderDto, type OrderDto, type ShippingAddressSnapshot } from "@/lib/orders/dto";
import { siteUrl } from "@/lib/site";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A link asked for by email and order number works half an hour: it answers a question asked just now. */
export const LOOKUP_VIEW_MINUTES = 30;
/** The link in the confirmation and shipped mails works 30 days: through the wait for the parcel and its arrival. */
export const MAILED_VIEW_DAYS = 30;
export const LOOKUP_VIEW_MS = LOOKUP_VIEW_MINUTES * MINUTE_MS;
export const MAILED_VIEW_MS = MAILED_VIEW_DAYS * DAY_MS;

type OrderViewLink = { url: string; token: string };

function viewUrl(token: string): string {
  return `${siteUrl()}/orders/view/${token}`;
}

/** A fresh read-only link to the order (inside the caller's transaction); its token is the mail's secret. */
export async function issueOrderViewLink(
  writer: LinkTokenWriter,
  orderId: string,
  validForMs: number,
): Promise<OrderViewLink> {
  const token = await issueLinkToken(writer, { purpose: "order_view", subjectId: orderId, validForMs });
  return { url: viewUrl(token), token };
}

/** A 30-day link whose row the caller writes in its own statement (the confirmation, queued as the order is paid). */
export function mailedOrderViewLink(orderId: string): OrderViewLink & { row: LinkTokenRow } {
  const { token, row } = newLinkTokenRow("order_view", orderId, MAILED_VIEW_MS);
  return { url: viewUrl(token), token, row };
}

const MASK = "•••";

/** "ada@example.com" → "a•••@example.com": enough for the buyer to know it, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? MASK : `${email.slice(0, 1)}${MASK}${email.slice(at)}`;
}

/**
 * The address as a forwarded or overheard link may show it: the first name, the last name's initial, the town, state
 * and the ZIP code's first three digits; never the street or the phone number (only its last two digits).
 */
export function maskAddress(address: ShippingAddressSnapshot): ShippingAddressSnapshot {
  const digits = address.phone.replace(/\D/g, "");
  return {
    first_name: address.first_name,
    last_name: address.last_name ? `${address.last_name.slice(0, 1)}.` : "",
    address_line_1: MASK,
    address_line_2: null,
    city: address.city,
    state: address.state,
    postal_code: `${address.postal_code.slice(0, 3)}${MASK}`,
    country: address.country,
    phone: digits.length >= 2 ? `${MASK} ${digits.slice(-2)}` : MASK,
  };
}

/**
 * The order a view link opens, while it is unexpired, with the address and the email partly masked; null for an
 * unknown, expired or malformed token and for an order that is gone, all alike. Nothing is used up: the link may be
 * followed again until it expires.
 */
export async function findOrderView(rawToken: string): Promise<OrderDto | null> {
  const parsed = linkTokenSchema.safeParse(rawToken);
  if (!parsed.success) return null;
  const opened = await findLinkToken("order_view", parsed.data);
  if (!opened) return null;
  const order = await db.order.findUnique({ where: { id: opened.subjectId }, include: orderWithItems });
  if (!order) return null;
  const dto = toOrderDto(order);
  return {
    ...dto,
    email: maskEmail(dto.email),
    shippingAddressId: null,
    shippingAddress: dto.shippingAddress ? maskAddress(dto.shippingAddress) : null,
  };
}
