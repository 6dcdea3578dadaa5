import type { ReactNode } from "react";
import { PageTransition } from "@/components/ui/page-transition";

// As in the storefront: a template remounts on navigation, replaying the page transition (docs/pages.md).
export default function AuthTemplate({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
