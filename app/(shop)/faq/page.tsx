import type { Metadata } from "next";
import { PolicyPage } from "@/components/shop/policy-page";
import { getShopPage } from "@/lib/shop-pages/pages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "FAQ",
  description: "Questions buyers ask Atelier about handmade jewelry: materials, sizes, custom pieces and care.",
  path: "/faq",
});

/** /faq: the questions buyers ask, answered in the maker's words (edited in /admin/pages). */
export default async function FaqPage() {
  return <PolicyPage page={await getShopPage("faq")} />;
}
