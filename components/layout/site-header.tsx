import Link from "next/link";
import { Suspense } from "react";
import { CartButton } from "@/components/cart/cart-button";
import { HeaderSearch } from "@/components/layout/header-search";
import { HomeLink } from "@/components/layout/home-link";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { navItemClass } from "@/components/layout/nav-styles";
import { ShopMenu } from "@/components/layout/shop-menu";
import { ShopMenuWithCategories } from "@/components/layout/shop-menu-with-categories";
import { UserMenu } from "@/components/layout/user-menu";

/**
 * Site-wide header (docs/pages.md, Header), rendered on the server; the menus, search and cart button are small
 * client islands. Below the `lg` breakpoint the navigation and the search field fold behind buttons and open
 * as full-width rows under the brand.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-ivory/95 backdrop-blur-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 px-4 sm:px-6 lg:gap-x-4">
        <Link
          href="/"
          className="order-2 mr-auto flex items-center gap-2 py-3 font-display text-[1.75rem] leading-none font-semibold tracking-wide lg:mr-0"
        >
          <span aria-hidden="true" className="inline-block size-2 rotate-45 bg-gold" />
          Atelier
        </Link>

        <MobileMenu className="order-8 basis-full border-t border-line py-2 lg:order-3 lg:mr-auto lg:basis-auto lg:border-0 lg:py-0">
          <nav aria-label="Main">
            <ul className="flex flex-col lg:flex-row lg:items-center lg:gap-1">
              <li>
                <HomeLink className={navItemClass}>Home</HomeLink>
              </li>
              <li>
                <Suspense fallback={<ShopMenu categories={[]} />}>
                  <ShopMenuWithCategories />
                </Suspense>
              </li>
              <li>
                <Link href="/#about" className={navItemClass}>
                  About
                </Link>
              </li>
              <li>
                <Link href="/contact" className={navItemClass}>
                  Contact
                </Link>
              </li>
            </ul>
          </nav>
          <UserMenu placement="mobile-panel" className="mt-2 border-t border-line px-1 pt-3 pb-1 lg:hidden" />
        </MobileMenu>

        <HeaderSearch />
        <CartButton className="order-5" />
        <UserMenu className="order-6 hidden lg:flex" />
      </div>
    </header>
  );
}
