import type { ReactNode } from "react";

/** The title block every account page opens with. */
export function AccountPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-6">
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">{title}</h1>
      {children}
    </header>
  );
}
