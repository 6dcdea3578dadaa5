import { JsonLdScript } from "@/components/seo/json-ld";
import { contactEmail } from "@/lib/shop-contact";
import { siteUrl } from "@/lib/site";
import { organizationJsonLd } from "@/lib/seo/structured-data";

/**
 * The home page's Organization data (name, logo, how to reach her) for search engines' knowledge panel. Its address
 * and origin are the running server's, so it renders per request, streamed behind the page's first paint.
 */
export async function OrganizationData() {
  return <JsonLdScript data={organizationJsonLd(siteUrl(), { email: await contactEmail() })} />;
}
