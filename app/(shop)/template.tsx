import type { ReactNode } from "react";
import { PageTransition } from "@/components/ui/page-transition";

// A template, unlike a layout, remounts on navigation between the storefront's pages, replaying the transition.
export default function ShopTemplate({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
