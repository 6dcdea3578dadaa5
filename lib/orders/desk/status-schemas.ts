// Pure on purpose (zod only): what the admin order routes accept.
import { z } from "zod";
import { isCalendarDate } from "@/lib/calendar";
import { ORDER_STATUSES } from "@/lib/orders/order-display";
import { CARRIERS } from "@/lib/orders/tracking";
import { ADMIN_ORDERS_DEFAULT, ADMIN_ORDERS_MAX } from "@/lib/orders/desk/admin-list-limits";

// An empty parameter (a form sent with the field blank) is the same as none.
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const statusSchema = z.preprocess(
  // Status values are accepted in any case ("Shipped" is shipped), as clients write them.
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(ORDER_STATUSES, { message: `Status must be one of: ${ORDER_STATUSES.join(", ")}` }),
);

/** The longest tracking number taken: every carrier's fits (the longest, USPS, are 34 with their prefix). */
export const TRACKING_NUMBER_MAX = 40;
/** The longest tracking link taken for `other`. */
export const TRACKING_URL_MAX = 500;

const httpsUrl = z
  .string()
  .trim()
  .max(TRACKING_URL_MAX, `trackingUrl must be at most ${TRACKING_URL_MAX} characters`)
  .refine(
    (value) => URL.canParse(value) && new URL(value).protocol === "https:",
    "trackingUrl must be an https:// link",
  );

/**
 * PATCH /api/admin/orders/{id}: `{ status }`, with `carrier`, `trackingNumber` and (for `other`, required there)
 * `trackingUrl` when the status is shipped. Shipped again on a shipped order with tracking corrects the tracking.
 * Whether the move is allowed is lib/orders/desk/status.ts's call (409).
 */
export const updateOrderStatusSchema = z
  .object({
    status: statusSchema,
    carrier: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z.enum(CARRIERS, { message: `carrier must be one of: ${CARRIERS.join(", ")}` }).optional(),
    ),
    // Spaces people copy from a label are not part of the number.
    trackingNumber: z
      .string()
      .transform((value) => value.replace(/\s+/g, "").toUpperCase())
      .pipe(
        z
          .string()
          .min(1, "trackingNumber is required")
          .max(TRACKING_NUMBER_MAX, `trackingNumber must be at most ${TRACKING_NUMBER_MAX} characters`)
          .regex(/^[A-Z0-9-]+$/, "trackingNumber may hold only letters, digits and dashes"),
      )
      .optional(),
    trackingUrl: z.preprocess(blankAsMissing, httpsUrl.optional()),
  })
  .superRefine((body, context) => {
    const tracked = body.carrier !== undefined || body.trackingNumber !== undefined || body.trackingUrl !== undefined;
    if (!tracked) return;
    if (body.status !== "shipped")
      context.addIssue({ code: "custom", path: ["status"], message: "Tracking is given with status shipped" });
    if (body.carrier === undefined)
      context.addIssue({
        code: "custom",
        path: ["carrier"],
        message: `carrier is required with tracking: one of ${CARRIERS.join(", ")}`,
      });
    if (body.trackingNumber === undefined)
      context.addIssue({
        code: "custom",
        path: ["trackingNumber"],
        message: "trackingNumber is required with a carrier",
      });
    if (body.carrier === "other" && body.trackingUrl === undefined)
      context.addIssue({
        code: "custom",
        path: ["trackingUrl"],
        message: "trackingUrl (an https:// link) is required for carrier other",
      });
  });

export type UpdateOrderStatus = z.output<typeof updateOrderStatusSchema>;

/** POST /api/admin/orders/{id}/notes: `{ note }`, the maker's private word on the order (never shown to the buyer). */
export const ORDER_NOTE_MAX = 2000;
export const addOrderNoteSchema = z.object({
  note: z
    .string({ message: "note is required" })
    .trim()
    .min(1, "note is required")
    .max(ORDER_NOTE_MAX, `note must be at most ${ORDER_NOTE_MAX} characters`),
});

/** The longest search the admin's order list takes: an email, a name or an engraving fits many times over. */
export const ADMIN_ORDERS_MAX_QUERY = 200;

const dayParam = (name: string) =>
  z.preprocess(
    blankAsMissing,
    z.string().trim().refine(isCalendarDate, `${name} must be a date written YYYY-MM-DD`).optional(),
  );

/**
 * GET /api/admin/orders: `?q=` (the order number, the email, the buyer's name or engraving text, any letter case),
 * `?status=`, `?from=` and `?to=` (days in the shop's time zone, both included), `?cursor=` (from the previous page)
 * and
 * `?limit=` (1–100, default 50). All optional.
 */
export const adminOrdersQuerySchema = z
  .object({
    q: z.preprocess(
      blankAsMissing,
      z
        .string()
        .trim()
        .max(ADMIN_ORDERS_MAX_QUERY, `q must be at most ${ADMIN_ORDERS_MAX_QUERY} characters`)
        .optional(),
    ),
    status: z.preprocess(blankAsMissing, statusSchema.optional()),
    from: dayParam("from"),
    to: dayParam("to"),
    cursor: z.preprocess(blankAsMissing, z.string().trim().max(200, "Not a cursor this list gave out").optional()),
    limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_MAX).default(ADMIN_ORDERS_DEFAULT),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "to must be on or after from",
    path: ["to"],
  });

export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;
