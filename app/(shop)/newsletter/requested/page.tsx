import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { NEWSLETTER_REQUESTED_MESSAGE } from "@/lib/newsletter/subscribers";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false, follow: false } };

// A Map, not an object: `?problem=constructor` must find nothing, not Object's own constructor.
const PROBLEMS = new Map<string, { title: string; text: string }>([
  [
    "invalid",
    {
      title: "Check the address",
      text: "That email address does not look right. Please enter it again in the box below.",
    },
  ],
  [
    "busy",
    {
      title: "Please try again later",
      text: "Too many sign-ups from here just now. Please try again in a little while.",
    },
  ],
]);

// /newsletter/requested – where the footer's newsletter box lands: the same words for every address (nothing tells
// whether it was already subscribed), or what was wrong with the request
export default async function NewsletterRequestedPage({
  searchParams,
}: {
  searchParams: Promise<{ problem?: string | string[] }>;
}) {
  const { problem } = await searchParams;
  const trouble = typeof problem === "string" ? PROBLEMS.get(problem) : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <h1 className="font-display text-4xl font-semibold">{trouble?.title ?? "Check your inbox"}</h1>
      <p role={trouble ? "alert" : "status"} className="mt-4 text-muted">
        {trouble?.text ?? NEWSLETTER_REQUESTED_MESSAGE}
      </p>
      <Link href="/shop" className={buttonClass({ variant: "outline", className: "mt-8" })}>
        Back to the shop
      </Link>
    </div>
  );
}
