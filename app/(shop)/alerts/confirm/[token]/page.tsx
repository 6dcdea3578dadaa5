import type { Metadata } from "next";
import { LinkPage } from "@/components/subscriptions/link-page";
import { liveTokenOfPage } from "@/lib/link-tokens/page-link";

export const metadata: Metadata = { title: "Confirm your alert", robots: { index: false, follow: false } };

// /alerts/confirm/{token} – the back-in-stock alert's mailed link: a button confirms it (docs/pages.md, Links from
// mail)
export default async function ConfirmAlertPage({ params }: { params: Promise<{ token: string }> }) {
  const token = await liveTokenOfPage("stock_alert_confirm", (await params).token);
  return (
    <LinkPage
      title="Confirm your alert"
      intro={<p>One click, and we email you once when the piece is back in stock. Then the alert ends.</p>}
      action={token ? { kind: "alert-confirm", token, label: "Confirm the alert" } : null}
    />
  );
}
