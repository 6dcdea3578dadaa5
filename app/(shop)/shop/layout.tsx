import { connection } from "next/server";
import type { ReactNode } from "react";
import { CategoryNav } from "@/components/shop/category-nav";
import { PriceFilter } from "@/components/shop/price-filter";
import { ShopHeading } from "@/components/shop/shop-heading";
import { ShopNavigationProvider, ShopResults } from "@/components/shop/shop-navigation";
import { listMenuCategories } from "@/lib/catalog/queries";

/**
 * The shop's frame: title and filters stay mounted while the grid below changes, so a slider being moved by
 * keyboard keeps its focus, and only the grid shows the loading skeleton while a filter change loads.
 */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  // Read per request: the catalog changes under the running shop and the build has no database.
  await connection();
  const categories = await listMenuCategories();

  return (
    <ShopNavigationProvider>
      <div className="mx-auto max-w-6xl px-4 pt-10 pb-20 sm:px-6 lg:pt-14">
        <ShopHeading categories={categories} />
        <div className="mt-8 grid grid-cols-1 gap-8 lg:mt-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
          <aside aria-label="Filters" className="min-w-0 space-y-8 lg:sticky lg:top-24 lg:self-start">
            <CategoryNav categories={categories} />
            <div className="max-w-sm lg:max-w-none">
              <PriceFilter />
            </div>
          </aside>
          <div className="min-w-0">
            <ShopResults>{children}</ShopResults>
          </div>
        </div>
      </div>
    </ShopNavigationProvider>
  );
}
