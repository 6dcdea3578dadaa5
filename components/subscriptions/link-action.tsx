"use client";

import Link from "next/link";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { Notice } from "@/components/ui/notice";
import { ApiRequestError } from "@/lib/browser/api-error";
import {
  confirmNewsletter,
  confirmStockAlert,
  unsubscribeNewsletter,
  unsubscribeReviewRequests,
  unsubscribeStockAlerts,
} from "@/lib/browser/consent-api";

/** What the page's button does with the link's token. */
export type LinkActionKind =
  "alert-confirm" | "alert-unsubscribe" | "newsletter-confirm" | "newsletter-unsubscribe" | "review-unsubscribe";

const FALLBACK = "Something went wrong. Please try again.";

/** Runs the action and says, in a sentence, what it did. */
async function run(kind: LinkActionKind, token: string): Promise<string> {
  switch (kind) {
    case "alert-confirm": {
      const { pieceName } = await confirmStockAlert(token);
      return `Confirmed: we will email you once when ${pieceName} is back.`;
    }
    case "alert-unsubscribe": {
      const { email } = await unsubscribeStockAlerts(token);
      return `Done: no more back-in-stock emails to ${email}.`;
    }
    case "newsletter-confirm":
      await confirmNewsletter(token);
      return "You are subscribed. Thank you: the next letter comes with the next drop.";
    case "newsletter-unsubscribe":
      await unsubscribeNewsletter(token);
      return "You are unsubscribed: no more newsletters will be sent to this address.";
    case "review-unsubscribe":
      await unsubscribeReviewRequests(token);
      return "Done: we will not ask this address for reviews again.";
  }
}

/**
 * The one button of a mailed link's page (docs/pages.md, Links from mail). The link's GET only shows the page, because
 * mail scanners follow links: nothing is confirmed or stopped until a person presses the button.
 */
export function LinkAction({ kind, token, label }: { kind: LinkActionKind; token: string; label: string }) {
  const [state, setState] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function press() {
    setPending(true);
    try {
      setState({ tone: "success", text: await run(kind, token) });
    } catch (error) {
      setState({ tone: "error", text: error instanceof ApiRequestError ? error.display(FALLBACK) : FALLBACK });
    } finally {
      setPending(false);
    }
  }

  if (state?.tone === "success") {
    return (
      <div className="mt-8 space-y-6">
        <Notice tone="success">{state.text}</Notice>
        <Link href="/shop" className={buttonClass({ variant: "outline" })}>
          Continue to the shop
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-8 space-y-4">
      <button type="button" onClick={() => void press()} disabled={pending} className={buttonClass({ size: "lg" })}>
        {pending ? "One moment…" : label}
      </button>
      <Notice tone="error">{state?.text ?? null}</Notice>
    </div>
  );
}
