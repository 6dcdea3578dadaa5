import type { ReactNode } from "react";
import styles from "@/components/ui/page-transition.module.css";

/** Fades and slides its children in (300 ms); nothing moves when the visitor asks for reduced motion. */
export function PageTransition({ children }: { children: ReactNode }) {
  return <div className={styles.enter}>{children}</div>;
}
