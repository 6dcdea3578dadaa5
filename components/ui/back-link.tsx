import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button-styles";

/** The "← Back to …" link that ends a page: an outlined button look, the arrow hidden from screen readers. */
export function BackLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} className={buttonClass({ variant: "outline", className })}>
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
