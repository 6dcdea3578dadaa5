import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";

export const metadata: Metadata = { title: "Account deleted", robots: { index: false, follow: false } };

// /farewell – where deleting the account ends: said by the page itself, so no page carries code for a parting notice
export default function FarewellPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <h1 className="font-display text-4xl font-semibold">Your account is deleted</h1>
      <p className="mt-4 text-muted">
        Your addresses, cart, commission requests, alerts and subscriptions are gone, and you are signed out everywhere.
        A last email confirms it. Orders you placed stay in the shop&rsquo;s books without your name, address or email,
        no longer tied to an account. You are welcome back any time.
      </p>
      <Link href="/shop" className={buttonClass({ variant: "outline", className: "mt-8" })}>
        Go to the shop
      </Link>
    </div>
  );
}
