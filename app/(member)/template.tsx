"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { PageTransition } from "@/components/ui/page-transition";

// Keyed by the path, so every member page fades in on navigation (/account → /account/orders as much as
// /orders → /orders/{id}) while the side menu of the layout stays put.
export default function MemberTemplate({ children }: { children: ReactNode }) {
  return <PageTransition key={usePathname()}>{children}</PageTransition>;
}
