import Link from "next/link";
import { NewsletterForm } from "@/components/layout/newsletter-form";
import { SocialLinks } from "@/components/layout/social-links";

const quickLinks = [
  { href: "/shop", label: "Shop" },
  { href: "/#about", label: "About" },
  { href: "/custom", label: "Custom pieces" },
  { href: "/contact", label: "Contact" },
] as const;

// The policy pages, in the maker's words (/admin/pages), and "Track an order" for buyers without an account.
const serviceLinks = [
  { href: "/shipping", label: "Shipping" },
  { href: "/returns", label: "Returns" },
  { href: "/faq", label: "FAQ" },
  { href: "/orders/lookup", label: "Track an order" },
] as const;

const headingClass = "font-display text-xl font-semibold tracking-wide text-ivory";
const linkClass = "inline-flex min-h-8 items-center text-sm text-ivory/80 transition-colors hover:text-gold-light";

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Site-wide footer: blurb, links, newsletter box and social profiles. */
export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="bg-ink text-ivory [contain-intrinsic-size:auto_520px] [content-visibility:auto]">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <p className="font-display text-3xl font-semibold tracking-wide">Atelier</p>
          <p className="max-w-xs text-sm leading-relaxed text-ivory/80">
            Beaded necklaces, wire-wrapped bracelets, earrings and rings, made by hand in small batches by one maker,
            and custom pieces made just for you.
          </p>
          <SocialLinks />
        </div>

        <FooterLinks id="footer-quick-links" title="Quick links" links={quickLinks} />
        <FooterLinks id="footer-customer-care" title="Customer care" links={serviceLinks} />

        <section aria-labelledby="footer-newsletter" className="col-span-2 lg:col-span-1">
          <h2 id="footer-newsletter" className={headingClass}>
            Letters from the bench
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-ivory/80">New pieces and studio notes, a few times a year.</p>
          <NewsletterForm />
        </section>
      </div>

      <div className="border-t border-ivory/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-ivory/70 sm:px-6">
          © {year} Atelier. Handmade with care.
        </p>
      </div>
    </footer>
  );
}
