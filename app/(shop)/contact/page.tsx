import { BackLink } from "@/components/ui/back-link";
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { getProductById } from "@/lib/catalog/queries";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { contactEmail, INSTAGRAM_URL } from "@/lib/shop-contact";

export const metadata: Metadata = pageMetadata({
  title: "Contact",
  description:
    "Custom orders through Instagram, questions by email: Atelier replies within 24-48 hours. Birthstones, lengths, colours — tell us what you imagine.",
  path: "/contact",
});

const cardClass = "flex flex-col rounded-sm border border-line bg-ivory p-6 sm:p-8";
const eyebrowClass = "text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase";

/** One way to reach the maker: what it is for, how, and the link that starts it (the children). */
function ContactCard({
  id,
  eyebrow,
  title,
  text,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <p className={eyebrowClass}>{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl font-semibold">
        {title}
      </h2>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{text}</p>
      {children}
    </section>
  );
}

type ContactPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /contact: how to reach the maker, for custom orders and everything else (docs/pages.md). From a sold piece's "Ask
 * for something similar" (`?similar={productId}`), the piece is named, and the email's subject says it.
 */
export default async function ContactPage({ searchParams }: ContactPageProps) {
  const similarId = (await searchParams).similar;
  const [email, similar] = await Promise.all([
    contactEmail(),
    typeof similarId === "string" && similarId.length <= 64
      ? getProductById(similarId).catch(() => null)
      : Promise.resolve(null),
  ]);
  const subject = similar ? `?subject=${encodeURIComponent(`Something like ${similar.name}`)}` : "";

  return (
    <>
      <section className="border-b border-line bg-sand">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className={eyebrowClass}>Contact</p>
          <h1 className="mt-4 font-display text-5xl font-semibold sm:text-6xl">Let’s talk jewelry</h1>
          <p className="mx-auto mt-5 max-w-xl font-display text-2xl leading-snug text-muted italic">
            A question about a piece, an order, or something made just for you: write, and the maker answers.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        {similar ? (
          <p role="note" className="mb-8 rounded-sm border border-gold/60 bg-gold/10 px-5 py-4 text-ink">
            You are asking for something like <span className="font-semibold">{similar.name}</span>. Say so in your
            message, with what you would change: a colour, a length, a stone.
          </p>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          <ContactCard
            id="custom-orders-heading"
            eyebrow="Custom orders"
            title="Via Instagram"
            text="Custom pieces start with a conversation. Send us a direct message on Instagram with a photo, a colour, a birthstone or a length, and we will sketch it out together and quote a price before any beads are strung."
          >
            <a
              href={INSTAGRAM_URL}
              rel="noopener noreferrer"
              className="mt-6 inline-flex min-h-12 items-center justify-center self-start rounded-full bg-rose px-7 text-sm font-semibold tracking-wider text-ivory uppercase transition-colors hover:bg-rose-deep"
            >
              Message us on Instagram
            </a>
            <Link
              href={similar ? `/custom?similar=${encodeURIComponent(similar.id)}` : "/custom"}
              className="mt-4 self-start font-semibold text-rose underline underline-offset-4 hover:text-rose-deep"
            >
              Or ask for a custom piece here, with photos
            </Link>
          </ContactCard>

          <ContactCard
            id="email-heading"
            eyebrow="Everything else"
            title="By email"
            text="Orders, shipping, care, sizing or a gift that needs a note: write to us and include your order number if you have one."
          >
            <a
              href={`mailto:${email}${subject}`}
              className="mt-6 self-start text-lg font-medium break-all text-rose underline underline-offset-4 hover:text-rose-deep"
            >
              {email}
            </a>
          </ContactCard>
        </div>

        <div className="mt-12 flex flex-col items-center gap-8 text-center">
          <p className="max-w-xl text-lg text-muted">
            <span className="font-semibold text-ink">We reply within 24-48 hours.</span> Atelier is one person at one
            workbench, so messages are answered by hand between pieces.
          </p>
          <BackLink href="/">Back to Home</BackLink>
        </div>
      </div>
    </>
  );
}
