"use client";

import { useSearchParams } from "next/navigation";
import { readShopQuery, type ShopQuery } from "@/lib/catalog/shop-query";

/** The /shop query as the browser's URL has it now (the filters live in the layout, which has no searchParams). */
export function useShopQuery(): ShopQuery {
  const params = useSearchParams();
  return readShopQuery((name) => params.get(name) ?? undefined);
}
