import "server-only";
import { connection } from "next/server";
import { env } from "@/lib/env";

/**
 * Custom orders start on Instagram, where the maker talks designs over (docs/pages.md); the network's front page
 * until the maker's handle is configured, as in the footer.
 */
export const INSTAGRAM_URL = "https://www.instagram.com/";

/**
 * Customers reply to the shop's own emails, so the sender address is the one to publish ("Atelier <a@b>" → "a@b").
 * It is the running server's MAIL_FROM, so a page that shows it is rendered per request, never at build time.
 */
export async function contactEmail(): Promise<string> {
  await connection();
  const from = env().MAIL_FROM;
  const bracketed = /<([^<>\s]+@[^<>\s]+)>/.exec(from);
  return (bracketed?.[1] ?? from).trim();
}
