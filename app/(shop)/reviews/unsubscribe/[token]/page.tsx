import type { Metadata } from "next";
import { LinkPage } from "@/components/subscriptions/link-page";
import { liveTokenOfPage } from "@/lib/link-tokens/page-link";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

// /reviews/unsubscribe/{token} – a button stops review requests; a POST here (a mail client's one-click, RFC 8058) does
// it at once
export default async function UnsubscribeReviewRequestsPage({ params }: { params: Promise<{ token: string }> }) {
  const token = await liveTokenOfPage("review_unsubscribe", (await params).token);
  return (
    <LinkPage
      title="Unsubscribe"
      intro={
        <p>
          Stop Atelier&rsquo;s requests for reviews to this address. Nothing else changes: orders and their emails go on
          as before.
        </p>
      }
      action={token ? { kind: "review-unsubscribe", token, label: "Unsubscribe" } : null}
    />
  );
}
