import { buttonHtml, stopHtml } from "./consent-parts";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type ReviewRequestInput = {
  /** The pieces of the order, as they were sold ("Garnet Band · size 7"). */
  pieces: readonly string[];
  reviewUrl: string;
  validDays: number;
  postalAddress: string;
  unsubscribeUrl: string;
  appUrl: string;
};

const SUBJECT = "How are you finding your pieces?";
const WHY = "You get this because you bought from Atelier. No more review requests to this address:";

/** The one mail per delivered order that asks its buyer for a review, with the way out of review requests. */
export function reviewRequestEmail({
  pieces,
  reviewUrl,
  validDays,
  postalAddress,
  unsubscribeUrl,
  appUrl,
}: ReviewRequestInput): RenderedEmail {
  const intro = "Your order arrived a little while ago. Would you tell other buyers what you think of it?";
  const note = `The link is yours alone and works for ${validDays} days. Your review shows your first name and an initial.`;
  const bodyHtml = `
<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px;">${pieces.map((piece) => `<li style="margin:0 0 8px;">${escapeHtml(piece)}</li>`).join("")}</ul>
${buttonHtml(reviewUrl, "Write a review")}
<p style="margin:0 0 16px;color:${palette.muted};font-size:13px;">${escapeHtml(note)}</p>
<p style="margin:24px 0 0;color:${palette.muted};font-size:13px;">${escapeHtml(postalAddress)}</p>
${stopHtml(WHY, unsubscribeUrl, "Unsubscribe")}`;
  const text = [
    intro,
    "",
    ...pieces.map((piece) => `- ${piece}`),
    "",
    `Write a review: ${reviewUrl}`,
    note,
    "",
    "Atelier · handmade jewelry",
    postalAddress,
    "",
    `${WHY} ${unsubscribeUrl}`,
  ].join("\n");
  return { subject: SUBJECT, html: renderEmailHtml({ title: SUBJECT, preheader: intro, bodyHtml, appUrl }), text };
}
