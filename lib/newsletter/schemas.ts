import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";

// Shared by the API and the newsletter's forms (the footer's box, the admin's announcement): zod only.

/** Where a sign-up came from, kept with the consent. */
export const NEWSLETTER_SOURCES = ["footer"] as const;

/** POST /api/newsletter: the address, and where the form was (the footer unless said). */
export const newsletterSignupSchema = z.object({
  email: emailSchema,
  source: z
    .enum(NEWSLETTER_SOURCES, { error: `Source must be one of ${NEWSLETTER_SOURCES.join(", ")}` })
    .default("footer"),
});

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** An announcement names at most this many pieces: a mail, not a catalogue. */
export const MAX_ANNOUNCED_PIECES = 12;

/** POST /api/admin/newsletter/announcements: the drop's subject, the maker's message and the pieces in it. */
export const announcementSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(150, "Subject is too long (150 characters at most)"),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message is too long (5000 characters at most)"),
  productIds: z
    .array(z.string().min(1).max(100), { error: "Pick the pieces to announce" })
    .min(1, "Pick at least one piece")
    .max(MAX_ANNOUNCED_PIECES, `Pick at most ${MAX_ANNOUNCED_PIECES} pieces`)
    .refine((ids) => new Set(ids).size === ids.length, "Each piece once"),
});

export type AnnouncementInput = z.infer<typeof announcementSchema>;
