import type { Metadata } from "next";
import Link from "next/link";
import { NotFoundFrame } from "@/components/layout/not-found-frame";
import { buttonClass } from "@/components/ui/button-styles";

export const metadata: Metadata = {
  title: "Page not found",
};

export default function NotFound() {
  return (
    <NotFoundFrame
      title="Page not found"
      actions={
        <>
          <Link href="/shop" className={buttonClass({ size: "lg" })}>
            Back to the shop
          </Link>
          <Link href="/" className={buttonClass({ variant: "outline", size: "lg" })}>
            Home
          </Link>
        </>
      }
    >
      This page has slipped off the workbench. It may have moved, or the piece you were looking for is no longer in the
      shop.
    </NotFoundFrame>
  );
}
