import Link from "next/link";

const navLinks = [
  { href: "/", label: "Home" },
  { href: "/shop", label: "Shop" },
  { href: "/#about", label: "About" },
  { href: "/contact", label: "Contact" },
] as const;

function BagIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8L5 8Z" strokeLinejoin="round" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" strokeLinecap="round" />
    </svg>
  );
}

/** Site-wide header. Server-rendered links only for now; the cart sidebar, search and user menu
 *  become interactive in a later step, so the cart is a labelled placeholder button. */
export function SiteHeader({ cartCount = 0 }: { cartCount?: number }) {
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}`;

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-ivory/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4 sm:px-6">
        <Link
          href="/"
          className="order-1 flex items-center gap-2 py-3 font-display text-[1.75rem] font-semibold leading-none tracking-wide"
        >
          <span aria-hidden="true" className="inline-block size-2 rotate-45 bg-gold" />
          Atelier
        </Link>

        {/* On phones the links drop to their own row under the brand; no script is needed to reach them. */}
        <nav aria-label="Main" className="order-3 w-full border-t border-line md:order-2 md:w-auto md:border-0">
          <ul className="flex justify-between md:justify-center md:gap-2">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center px-3 text-sm font-medium tracking-wide text-muted transition-colors hover:text-rose"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="order-2 flex items-center gap-1 sm:gap-2 md:order-3">
          <button
            type="button"
            aria-label={cartLabel}
            className="relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand"
          >
            <BagIcon />
            <span
              aria-hidden="true"
              className="absolute top-1 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-rose px-1 text-[0.6875rem] leading-5 font-semibold text-ivory"
            >
              {cartCount}
            </span>
          </button>
          <Link
            href="/login"
            className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-ink hover:text-rose"
          >
            Sign In
          </Link>
          <Link
            href="/signup"
            className="inline-flex min-h-10 items-center rounded-full border border-ink px-4 text-sm font-medium text-ink transition-colors hover:bg-ink hover:text-ivory"
          >
            Sign Up
          </Link>
        </div>
      </div>
    </header>
  );
}
