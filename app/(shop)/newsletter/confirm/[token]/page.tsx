import type { Metadata } from "next";
import { LinkPage } from "@/components/subscriptions/link-page";
import { liveTokenOfPage } from "@/lib/link-tokens/page-link";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false, follow: false } };

// /newsletter/confirm/{token} – the newsletter's mailed link: a button subscribes (docs/pages.md, Links from mail)
export default async function ConfirmNewsletterPage({ params }: { params: Promise<{ token: string }> }) {
  const token = await liveTokenOfPage("newsletter_confirm", (await params).token);
  return (
    <LinkPage
      title="Confirm your subscription"
      intro={
        <p>
          Letters from the bench: a short note when a new drop of handmade pieces is ready, a few times a year. Every
          letter has a link to stop them.
        </p>
      }
      action={token ? { kind: "newsletter-confirm", token, label: "Confirm my subscription" } : null}
    />
  );
}
