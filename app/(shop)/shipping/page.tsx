import type { Metadata } from "next";
import { PolicyPage } from "@/components/shop/policy-page";
import { getShopPage } from "@/lib/shop-pages/pages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Shipping",
  description:
    "How Atelier's handmade pieces reach you: when they ship, the shipping methods and their prices, and tracking.",
  path: "/shipping",
});

/** /shipping: the maker's shipping policy, in her words (edited in /admin/pages). */
export default async function ShippingPage() {
  return <PolicyPage page={await getShopPage("shipping")} />;
}
