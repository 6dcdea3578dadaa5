import type { ReactNode } from "react";
import { PageTransition } from "@/components/ui/page-transition";

// Remounts on navigation inside the area, so each page fades in while the side menu stays put.
export default function Template({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
