import type { Metadata } from "next";
import { LinkPage } from "@/components/subscriptions/link-page";
import { liveTokenOfPage } from "@/lib/link-tokens/page-link";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

// /newsletter/unsubscribe/{token} – a button unsubscribes; a POST here (a mail client's one-click, RFC 8058) does it at
// once
export default async function UnsubscribeNewsletterPage({ params }: { params: Promise<{ token: string }> }) {
  const token = await liveTokenOfPage("newsletter_unsubscribe", (await params).token);
  return (
    <LinkPage
      title="Unsubscribe"
      intro={
        <p>
          Stop Atelier&rsquo;s newsletter to this address. Nothing else changes: orders and their emails go on as
          before.
        </p>
      }
      action={token ? { kind: "newsletter-unsubscribe", token, label: "Unsubscribe" } : null}
    />
  );
}
