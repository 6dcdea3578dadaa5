import "server-only";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import { SHOP_NAME } from "@/lib/shop-name";

const description =
  "Handmade jewelry from a one-person studio: beaded necklaces, wire-wrapped bracelets, earrings, rings and custom pieces, made in small batches.";

/** The shop's public origin without a trailing slash (metadata, emails, sitemap). */
export function siteUrl(): string {
  return env().APP_URL;
}

/** What every page inherits: the shop's name, the title template, its description and its sharing defaults. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${SHOP_NAME} — handmade jewelry`, template: `%s · ${SHOP_NAME}` },
    description,
    applicationName: SHOP_NAME,
    openGraph: { type: "website", siteName: SHOP_NAME, locale: "en_US", description },
  };
}
