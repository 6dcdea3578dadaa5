import { Suspense, type ReactNode } from "react";

type AuthCardProps = {
  title: string;
  intro: string;
  /** How many fields the form has: the space held for it until it renders. */
  fields: number;
  children: ReactNode;
};

/**
 * The frame of the sign-in pages: a centred card with the page's heading, a line under it, and the form. The forms
 * read the page's query (a return address, an email to fill in), so they render in the browser; until then a
 * placeholder of the form's height holds its place, so nothing jumps when it appears.
 */
export function AuthCard({ title, intro, fields, children }: AuthCardProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-sm border border-line bg-white/60 p-6 shadow-sm sm:p-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep uppercase">Atelier</p>
        <h1 className="mt-3 font-display text-4xl font-semibold">{title}</h1>
        <p className="mt-2 text-muted">{intro}</p>
        <div className="mt-8">
          <Suspense fallback={<div aria-hidden="true" style={{ minHeight: `${fields * 5.5 + 4}rem` }} />}>
            {children}
          </Suspense>
        </div>
      </div>
    </div>
  );
}
