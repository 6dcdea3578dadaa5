import type { ReactNode } from "react";
import { PageTransition } from "@/components/ui/page-transition";

// The dashboard changes pages with the same 0.3 s fade-and-slide as the rest of the shop (docs/pages.md).
export default function AdminTemplate({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
