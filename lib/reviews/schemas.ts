import { z } from "zod";
import { linkTokenSchema } from "@/lib/link-tokens/schemas";

// Pure on purpose (zod only, no server-only): the review form checks input with the rules the API applies, and the
// maker's desk offers the same fixed reasons the API accepts.

export const TITLE_MAX = 80;
export const BODY_MIN = 10;
export const BODY_MAX = 2000;
export const REPLY_MAX = 1000;
export const MAX_REVIEW_PHOTOS = 3;
export const NAME_MAX = 80;
/** What a review shows once its writer's account was deleted and she kept her words. */
export const ANONYMOUS_NAME = "A buyer";

export const REVIEW_STATUSES = ["published", "held", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The only reasons a review may be hidden. Being negative is not one: the FTC's 2024 rule on consumer reviews
 * forbids showing reviews as if complete while holding back the unfavourable ones (docs/decisions.md).
 */
export const HIDDEN_REASONS = ["spam", "abusive", "private-information", "off-topic"] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

/** A form's empty field is no answer: the multipart form sends "" for a title left blank. */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** A number as JSON sends it, or as a form's text ("5"). */
const formNumber = (value: unknown) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

const RATING_RULE = "Rating must be a whole number of stars from 1 to 5";

/** POST /api/reviews, as JSON or as the fields of the multipart form (its `photos` are the files). */
export const reviewInputSchema = z.object({
  token: linkTokenSchema,
  productId: z.string({ error: "productId is required" }).trim().min(1, "productId is required").max(64),
  rating: z.preprocess(
    formNumber,
    z.number({ error: RATING_RULE }).int(RATING_RULE).min(1, RATING_RULE).max(5, RATING_RULE),
  ),
  title: z.preprocess(
    blankAsMissing,
    z
      .string({ error: "Title must be text" })
      .trim()
      .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)
      .optional(),
  ),
  body: z
    .string({ error: "Tell other buyers what you think" })
    .trim()
    .min(BODY_MIN, `Tell other buyers a little more: at least ${BODY_MIN} characters`)
    .max(BODY_MAX, `At most ${BODY_MAX} characters`),
  name: z
    .string({ error: "Your name is required" })
    .trim()
    .min(1, "Your name is required")
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
    .refine((value) => value === "" || displayNameOf(value) !== null, "Your name needs at least one letter"),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/**
 * The name a review shows, from the name she typed: her first name and the initial of her last word ("Ana Ruiz
 * Pérez" → "Ana P."), or the one word she gave ("Ana"). Only what she chose to type is shown, never her account's
 * name or email. Null when nothing in it is a letter.
 */
export function displayNameOf(typed: string): string | null {
  const words = typed
    .normalize("NFC")
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}'’-]+$/gu, ""))
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (first === undefined) return null;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last === undefined ? "" : ` ${Array.from(last)[0]?.toLocaleUpperCase() ?? ""}.`;
  return `${Array.from(first)
    .slice(0, NAME_MAX - 3)
    .join("")}${initial}`;
}

const REASON_RULE = `reason must be one of ${HIDDEN_REASONS.join(", ")} (a low rating is not a reason to hide a review)`;

/** PUT /api/admin/reviews/{id}: publish, or hide with one of the fixed reasons (400 naming `reason` otherwise). */
export const moderationSchema = z
  .object({
    status: z.enum(["published", "hidden"], { error: "status must be published or hidden" }),
    reason: z.enum(HIDDEN_REASONS, { error: REASON_RULE }).optional(),
  })
  .superRefine((value, context) => {
    if (value.status === "hidden" && value.reason === undefined)
      context.addIssue({ code: "custom", path: ["reason"], message: REASON_RULE });
  });
export type ModerationInput = z.infer<typeof moderationSchema>;

/** PUT /api/admin/reviews/{id}/reply: her public answer; an empty one takes the reply down. */
export const replySchema = z.object({
  reply: z
    .string({ error: "reply must be text" })
    .trim()
    .max(REPLY_MAX, `A reply must be at most ${REPLY_MAX} characters`),
});

/** GET /api/products/{id}/reviews?cursor= */
export const reviewPageQuery = z.object({
  cursor: z.string({ error: "cursor must be text" }).max(200, "cursor is not one this list gave").optional(),
});
