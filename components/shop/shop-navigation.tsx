"use client";

import { useRouter } from "next/navigation";
import { createContext, lazy, Suspense, use, useEffect, useTransition, type ReactNode } from "react";
import { shopGridClass } from "@/components/shop/shop-grid";

// The skeleton is drawn only after a filter is chosen, so it is no part of the page's first download: it is fetched
// once the shop has hydrated, well before a shopper's first click.
const loadSkeleton = () => import("@/components/shop/product-tiles-skeleton");
const ProductTilesSkeleton = lazy(() => loadSkeleton().then((module) => ({ default: module.ProductTilesSkeleton })));

type ShopNavigation = {
  /** True while a filter's new results are on their way. */
  pending: boolean;
  /** Moves the shop to `href` (same tab, scroll kept) and shows the skeleton until the new grid is in place. */
  go(href: string, options?: { replace?: boolean }): void;
};

const ShopNavigationContext = createContext<ShopNavigation | null>(null);

/**
 * The shop's filters and grid share one navigation state. A first visit gets the finished grid in its HTML (no
 * loading boundary: React would show a skeleton first and hold the streamed grid back for its reveal throttle);
 * a filter changed in the page keeps the sidebar in place and shows the skeleton only where the products go.
 */
export function ShopNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Should this fetch fail, the skeleton's first drawing asks again.
  useEffect(() => void loadSkeleton().catch(() => undefined), []);
  function go(href: string, options: { replace?: boolean } = {}) {
    startTransition(() =>
      options.replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false }),
    );
  }
  return <ShopNavigationContext value={{ pending, go }}>{children}</ShopNavigationContext>;
}

export function useShopNavigation(): ShopNavigation {
  const navigation = use(ShopNavigationContext);
  if (!navigation) throw new Error("useShopNavigation needs a ShopNavigationProvider above it");
  return navigation;
}

/** The grid, or its skeleton while a filter change is loading. */
export function ShopResults({ children }: { children: ReactNode }) {
  const { pending } = useShopNavigation();
  if (!pending) return children;
  return (
    <Suspense>
      <ProductTilesSkeleton count={6} gridClass={shopGridClass} withCategory withCount />
    </Suspense>
  );
}
