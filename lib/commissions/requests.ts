import "server-only";
import { customRequestNoticeEmail, customRequestReceivedEmail } from "@/emails/custom-request";
import { adminEmails } from "@/lib/auth/admins";
import { getProductById } from "@/lib/catalog/queries";
import { dateColumn, dateIn } from "@/lib/calendar";
import { customRequestSchema, MAX_REFERENCE_PHOTOS, type CustomRequestInput } from "@/lib/commissions/schemas";
import { transaction } from "@/lib/db";
import { deliverEmailsSoon, enqueueEmail } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from "@/lib/images/photo";
import { discardPrivatePhotos, savePrivatePhoto } from "@/lib/images/uploads";
import { mayMailAddress } from "@/lib/mail-budget/gate";
import { enforceRateLimits } from "@/lib/rate-limit/fixed-window";
import { CUSTOM_REQUESTS_PER_EMAIL } from "@/lib/rate-limit/policies";
import { siteUrl } from "@/lib/site";

/** The form's reference photos: the `photos` part, up to three, each by the upload pipeline's rules. */
export const REFERENCE_PHOTOS = {
  field: "photos",
  maxFiles: MAX_REFERENCE_PHOTOS,
  maxBytesEach: MAX_PHOTO_BYTES,
  tooLargeMessage: PHOTO_TOO_LARGE,
};

/** The sold piece she points at, by the name it had: 400 naming the field when there is no such piece. */
async function similarPieceName(productId: string | undefined): Promise<string | null> {
  if (productId === undefined) return null;
  const product = await getProductById(productId);
  if (!product) throw new ValidationError("No such piece", [{ path: "similarProductId", message: "No such piece" }]);
  return product.name;
}

/**
 * A commission request (POST /api/custom-requests): the fields as JSON or the /custom form sent them, and its photos
 * (REFERENCE_PHOTOS, read by the route, which has already counted the client: CUSTOM_REQUESTS_PER_CLIENT). Fields
 * checked first (400 naming them), then counted against 5 an hour per email (429), then the photos stored privately
 * (415/413 by the upload rules), then the request written with its receipt to her and a notice to each admin in one
 * transaction, so neither mail is lost or sent for a request that was not saved.
 */
export async function createCustomRequest(
  fields: unknown,
  files: readonly File[],
): Promise<{ id: string; status: "new" }> {
  const input: CustomRequestInput = customRequestSchema.parse(fields);
  const pieceName = await similarPieceName(input.similarProductId);
  await enforceRateLimits([[CUSTOM_REQUESTS_PER_EMAIL, input.email.toLowerCase()]]);
  // One at a time: three photos decoded at once would hold three full-size pictures in memory.
  const photoKeys: string[] = [];
  try {
    for (const file of files) photoKeys.push(await savePrivatePhoto(file));
    const id = await saveRequest(input, pieceName, photoKeys);
    deliverEmailsSoon();
    return { id, status: "new" };
  } catch (error) {
    // A request that was not saved keeps none of its photos (a later one refused, the database away): nothing
    // would ever point at them.
    await discardPrivatePhotos(photoKeys);
    throw error;
  }
}

/** The request, its receipt to her and a notice to each admin, in one transaction. */
async function saveRequest(input: CustomRequestInput, pieceName: string | null, photoKeys: string[]): Promise<string> {
  const admins = await adminEmails();
  const created = await transaction(async (tx) => {
    const row = await tx.customRequest.create({
      data: {
        name: input.name,
        email: input.email,
        description: input.description,
        budgetCents: input.budgetCents ?? null,
        neededBy: input.neededBy ? dateColumn(input.neededBy) : null,
        similarProductId: pieceName === null ? null : (input.similarProductId ?? null),
        similarProductName: pieceName,
        photoKeys,
      },
    });
    const facts = {
      name: input.name,
      email: input.email,
      description: input.description,
      budgetCents: input.budgetCents ?? null,
      neededBy: input.neededBy ?? null,
      similarPieceName: pieceName,
      photoCount: photoKeys.length,
      receivedOn: dateIn(env().SHOP_TIME_ZONE, row.createdAt),
      appUrl: siteUrl(),
    };
    // Her receipt only within the budget of an address that has proven nothing; the maker's notice always.
    if (await mayMailAddress(tx, input.email))
      await enqueueEmail(tx, {
        to: input.email,
        ...customRequestReceivedEmail(facts),
        dedupeKey: `custom-request-received:${row.id}`,
      });
    const notice = customRequestNoticeEmail({ ...facts, adminUrl: `${siteUrl()}/admin/requests/${row.id}` });
    for (const to of admins)
      await enqueueEmail(tx, { to, ...notice, dedupeKey: `custom-request-notice:${row.id}:${to}` });
    return row;
  });
  return created.id;
}
