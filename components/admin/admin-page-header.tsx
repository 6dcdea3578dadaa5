import type { ReactNode } from "react";
import { BackLink } from "@/components/ui/back-link";

/** An admin page's top, under the dashboard: the way back, the shop's name, the page's title and what it is for. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <BackLink href="/admin">Back to the dashboard</BackLink>
      <header className="mt-6 border-b border-line pb-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Atelier</p>
        <h1 className="mt-3 font-display text-5xl font-semibold">{title}</h1>
        {children ? <p className="mt-3 max-w-2xl text-muted">{children}</p> : null}
      </header>
    </>
  );
}
