import type { ReactNode } from "react";

/** The frame of the sign-in pages: a centred card with the page's heading, a line under it, and the form. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-sm border border-line bg-white/60 p-6 shadow-sm sm:p-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Atelier</p>
        <h1 className="mt-3 font-display text-4xl font-semibold">{title}</h1>
        <p className="mt-2 text-muted">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
