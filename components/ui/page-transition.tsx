import type { ReactNode } from "react";

/** Fades and slides its children in (300 ms); nothing moves when the visitor asks for reduced motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  return <div className="page-enter">{children}</div>;
}
