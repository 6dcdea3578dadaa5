import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireMemberPage } from "@/lib/http/page-session";
import { issueMemberReviewLink } from "@/lib/reviews/review-link";

export const metadata: Metadata = { title: "Write a review", robots: { index: false, follow: false } };

// /account/orders/{orderId}/review – "Write a review" on the member's delivered order: a fresh link for that order
// (the same page the mailed link opens), issued for its signed-in owner only. Reached by a plain link, never
// prefetched; another member's order, or one not delivered, goes back to the list like a missing one.
export default async function MemberReviewLinkPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const member = await requireMemberPage(`/account/orders/${encodeURIComponent(orderId)}/review`);
  const token = await issueMemberReviewLink(member.userId, orderId);
  redirect(token ? `/reviews/new/${token}` : "/account/orders");
}
