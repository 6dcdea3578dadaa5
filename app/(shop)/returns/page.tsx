import type { Metadata } from "next";
import { PolicyPage } from "@/components/shop/policy-page";
import { getShopPage } from "@/lib/shop-pages/pages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "Returns",
  description:
    "Returning a piece to Atelier: how long you have, how to send it back, what cannot be returned, and what we do if something is wrong.",
  path: "/returns",
});

/** /returns: the maker's returns policy, in her words (edited in /admin/pages). */
export default async function ReturnsPage() {
  return <PolicyPage page={await getShopPage("returns")} />;
}
