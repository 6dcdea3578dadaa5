import { BackLink } from "@/components/ui/back-link";
import type { ReactNode } from "react";

// Long-form text without a typography plugin: the page styles its own headings, paragraphs and lists.
const proseClass = [
  "mt-10 space-y-5 text-base leading-relaxed text-muted sm:text-lg",
  "[&_h2]:pt-4 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-semibold [&_h2]:text-ink",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_h3]:pt-2 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:marker:text-gold",
  "[&_a]:text-rose [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-rose-deep",
].join(" ");

type LegalPageProps = { title: string; eyebrow?: string; updated: string | null; children: ReactNode };

/**
 * The frame of the shop's small print (privacy, terms, and the policy pages the maker writes): title, date of the
 * last change (none for text never changed), the text, and a way back.
 */
export function LegalPage({ title, eyebrow = "The small print, in plain words", updated, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">{eyebrow}</p>
      <h1 className="mt-4 font-display text-5xl font-semibold sm:text-6xl">{title}</h1>
      {updated ? <p className="mt-4 text-sm text-muted">Last updated {updated}</p> : null}
      <div className={proseClass}>{children}</div>
      <BackLink href="/shop" className="mt-14">
        Back to Shop
      </BackLink>
    </article>
  );
}
