import "server-only";
import { env } from "@/lib/env";

/**
 * Custom orders start on Instagram, where the maker talks designs over (docs/pages.md); the network's front page
 * until the maker's handle is configured, as in the footer.
 */
export const INSTAGRAM_URL = "https://www.instagram.com/";

/** Customers reply to the shop's own emails, so the sender address is the one to publish ("Atelier <a@b>" → "a@b"). */
export function contactEmail(): string {
  const from = env().MAIL_FROM;
  const bracketed = /<([^<>\s]+@[^<>\s]+)>/.exec(from);
  return (bracketed?.[1] ?? from).trim();
}
