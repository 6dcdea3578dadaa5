import Link from "next/link";
import type { ReactNode } from "react";
import { LinkAction, type LinkActionKind } from "@/components/subscriptions/link-action";
import { buttonClass } from "@/components/ui/button-styles";

type LinkPageProps = {
  title: string;
  intro: ReactNode;
  /** Null: the link opens nothing (unknown, expired or used), said before anyone presses anything. */
  action: { kind: LinkActionKind; token: string; label: string } | null;
};

/** A page a mailed link opens: what it is about, and its one button; or why the link no longer works. */
export function LinkPage({ title, intro, action }: LinkPageProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <h1 className="font-display text-4xl font-semibold">{title}</h1>
      {action ? (
        <>
          <div className="mt-4 text-muted">{intro}</div>
          <LinkAction kind={action.kind} token={action.token} label={action.label} />
        </>
      ) : (
        <>
          <p role="alert" className="mt-4 text-muted">
            This link has expired or was already used. Nothing was changed.
          </p>
          <Link href="/shop" className={buttonClass({ variant: "outline", className: "mt-8" })}>
            Go to the shop
          </Link>
        </>
      )}
    </div>
  );
}
