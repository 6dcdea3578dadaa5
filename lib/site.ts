import "server-only";
import { env } from "@/lib/env";

/** The shop's public origin without a trailing slash (metadata, emails, sitemap). */
export function siteUrl(): string {
  return env().APP_URL;
}
