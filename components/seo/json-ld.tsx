import { serializeJsonLd, type JsonLd } from "@/lib/seo/structured-data";

/** Structured data for search engines; a plain script tag, because it is data, not code to run. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
