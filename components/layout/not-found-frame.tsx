import type { ReactNode } from "react";

/** A 404 page's words, centred: "Error 404", its title and what happened, then its ways on (`actions`). */
export function NotFoundFrame({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Error 404</p>
      <h1 className="mt-4 font-display text-5xl font-semibold sm:text-6xl">{title}</h1>
      <p className="mt-5 text-lg text-muted">{children}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
