import { LegalPage } from "@/components/shop/legal-page";
import { MarkdownText } from "@/components/shop/markdown-text";
import type { ShopPageDto } from "@/lib/shop-pages/schemas";

const updatedFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** /shipping, /returns, /faq: the maker's words for the page, in the frame of the shop's other small print. */
export function PolicyPage({ page }: { page: ShopPageDto }) {
  return (
    <LegalPage
      title={page.title}
      eyebrow="How the shop works"
      updated={page.updatedAt ? updatedFormat.format(new Date(page.updatedAt)) : null}
    >
      <MarkdownText source={page.body} />
    </LegalPage>
  );
}
