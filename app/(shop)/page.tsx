import Link from "next/link";
import { Suspense } from "react";
import { OrganizationData } from "@/components/seo/organization-data";
import { GallerySkeleton } from "@/components/shop/gallery-skeleton";
import { HomeGallery } from "@/components/shop/home-gallery";
import { buttonClass } from "@/components/ui/button-styles";

const craft = [
  { title: "Small batches", text: "A handful of each design, so every piece gets the maker's full attention." },
  { title: "Beads & wire", text: "Glass, stone and freshwater pearls, wrapped and strung by hand." },
  { title: "Custom pieces", text: "Birthstones, lengths, colours: tell us what you imagine and we will make it." },
] as const;

export default function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-sand">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(176,141,87,0.18),transparent_65%)]"
        />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="animate-settle text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">
            Handmade jewelry
          </p>
          <h1 className="mt-4 animate-rise font-display text-7xl font-semibold tracking-wide sm:text-8xl lg:text-9xl">
            Atelier
          </h1>
          <span
            aria-hidden="true"
            className="mt-6 block h-px w-24 origin-center animate-draw bg-gold [animation-delay:300ms]"
          />
          <p className="mt-6 max-w-xl animate-settle font-display text-2xl leading-snug text-muted italic [animation-delay:200ms] sm:text-3xl">
            Beads, wire and a patient hand: jewelry made one piece at a time.
          </p>
          {/* Appears once the title and tagline have settled, so the eye meets the brand first (docs/pages.md, Home).
              The words above are on screen from the first frame; only their movement waits. */}
          <Link
            href="/shop"
            className={buttonClass({
              size: "lg",
              className: "mt-10 animate-fade-in shadow-sm [animation-delay:900ms]",
            })}
          >
            Shop Collection
          </Link>
        </div>
      </section>

      <section aria-labelledby="gallery-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="gallery-heading" className="font-display text-4xl font-semibold sm:text-5xl">
              Gallery
            </h2>
            <p className="mt-2 text-muted">The newest pieces from the workbench.</p>
          </div>
          <Link
            href="/shop"
            className="text-sm font-medium text-rose underline underline-offset-4 hover:text-rose-deep"
          >
            View the whole collection
          </Link>
        </div>
        <Suspense fallback={<GallerySkeleton count={8} />}>
          <HomeGallery />
        </Suspense>
      </section>

      <section id="about" aria-labelledby="about-heading" className="scroll-mt-28 border-t border-line bg-sand/60">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <h2 id="about-heading" className="font-display text-4xl font-semibold sm:text-5xl">
              About the maker
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
              <p>
                Atelier is one person at one workbench. Every necklace, bracelet, pair of earrings and ring is made by
                hand, in small batches, from beads chosen one at a time and wire shaped with pliers and patience.
              </p>
              <p>
                No two pieces come out quite alike, and that is the point. If you have something particular in mind, a
                colour, a stone, a gift for someone, we would love to make it with you.
              </p>
            </div>
            <Link
              href="/contact"
              className="mt-8 inline-flex min-h-11 items-center rounded-full border border-ink px-6 text-sm font-semibold transition-colors hover:bg-ink hover:text-ivory"
            >
              Ask about a custom piece
            </Link>
          </div>
          <ul className="grid content-start gap-6">
            {craft.map((item) => (
              <li key={item.title} className="border-l-2 border-gold pl-5">
                <h3 className="font-display text-2xl font-semibold">{item.title}</h3>
                <p className="mt-1 text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Suspense fallback={null}>
        <OrganizationData />
      </Suspense>
    </>
  );
}
