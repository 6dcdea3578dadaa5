import "server-only";
import { linkTokenSchema } from "@/lib/link-tokens/schemas";
import { findLinkToken, type LinkTokenPurpose } from "@/lib/link-tokens/tokens";

/**
 * The token of a link's page when it still opens something, else null: the page then says so at once instead of
 * offering a button that can only fail. Nothing is used up here (a GET must change nothing).
 */
export async function liveTokenOfPage(purpose: LinkTokenPurpose, raw: string): Promise<string | null> {
  const parsed = linkTokenSchema.safeParse(raw);
  if (!parsed.success) return null;
  return (await findLinkToken(purpose, parsed.data)) ? parsed.data : null;
}
