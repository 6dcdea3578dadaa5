import { z } from "zod";

// Shared by the API and the pages that carry a mailed link's token: zod only, nothing server-side.

/** A token as a link carries it; any string of sane length is looked up (an unknown one is simply not found). */
export const linkTokenSchema = z
  .string({ error: "Link token is required" })
  .trim()
  .min(1, "Link token is required")
  .max(200, "Link token is too long");

/** The path parameter of a `[token]` route. */
export const tokenParams = z.object({ token: linkTokenSchema });
