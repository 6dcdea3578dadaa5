import type { Metadata } from "next";
import { LinkPage } from "@/components/subscriptions/link-page";
import { liveTokenOfPage } from "@/lib/link-tokens/page-link";

export const metadata: Metadata = { title: "Stop back-in-stock emails", robots: { index: false, follow: false } };

// /alerts/unsubscribe/{token} – a button ends every alert waiting for the address; a POST here does it at once (RFC
// 8058)
export default async function UnsubscribeAlertsPage({ params }: { params: Promise<{ token: string }> }) {
  const token = await liveTokenOfPage("stock_alert_unsubscribe", (await params).token);
  return (
    <LinkPage
      title="Stop back-in-stock emails"
      intro={
        <p>
          This ends every back-in-stock alert waiting for your address. You can ask for a new one on any piece&rsquo;s
          page.
        </p>
      }
      action={token ? { kind: "alert-unsubscribe", token, label: "Stop the alerts" } : null}
    />
  );
}
