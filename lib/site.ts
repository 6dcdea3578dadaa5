import "server-only";
import type { Metadata } from "next";
import { env } from "@/lib/env";

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
    title: { default: "Atelier — handmade jewelry", template: "%s · Atelier" },
    description,
    applicationName: "Atelier",
    openGraph: { type: "website", siteName: "Atelier", locale: "en_US", description },
  };
}
