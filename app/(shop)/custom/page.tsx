import type { Metadata } from "next";
import { CustomRequestForm } from "@/components/commissions/custom-request-form";
import { getProductById } from "@/lib/catalog/queries";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: "A custom piece",
  description:
    "Ask Atelier for a piece of your own: describe it, add a photo or two, and get a price and a date before anything is made.",
  path: "/custom",
});

type CustomPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /custom: ask the maker for a commission (docs/pages.md). From a sold piece's "Ask for something similar"
 * (`?similar={productId}`), the piece is named and the request carries it.
 */
export default async function CustomPage({ searchParams }: CustomPageProps) {
  const similarId = (await searchParams).similar;
  const similar =
    typeof similarId === "string" && similarId.length <= 64 ? await getProductById(similarId).catch(() => null) : null;

  return (
    <>
      <section className="border-b border-line bg-sand">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Custom pieces</p>
          <h1 className="mt-4 font-display text-5xl font-semibold sm:text-6xl">A piece of your own</h1>
          <p className="mx-auto mt-5 max-w-xl font-display text-2xl leading-snug text-muted italic">
            Tell the maker what you imagine. You will get a price and a date by email; nothing is charged until you
            accept.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
        {similar ? (
          <p role="note" className="mb-8 rounded-sm border border-gold/60 bg-gold/10 px-5 py-4 text-ink">
            You are asking for something like <span className="font-semibold">{similar.name}</span>. Say what you would
            change: a colour, a length, a stone.
          </p>
        ) : null}
        <CustomRequestForm similar={similar ? { id: similar.id, name: similar.name } : null} />
      </div>
    </>
  );
}
