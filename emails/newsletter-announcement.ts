import { buttonHtml, stopHtml } from "./consent-parts";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

/** A piece of the drop as the mail shows it: its name, its price already formatted, and its page. */
export type AnnouncedPiece = { name: string; price: string; url: string };

type AnnouncementInput = {
  subject: string;
  message: string;
  pieces: readonly AnnouncedPiece[];
  postalAddress: string;
  unsubscribeUrl: string;
  appUrl: string;
};

/** A drop announced to one subscriber: the maker's message, the pieces, the shop's postal address and the way out. */
export function newsletterAnnouncementEmail({
  subject,
  message,
  pieces,
  postalAddress,
  unsubscribeUrl,
  appUrl,
}: AnnouncementInput): RenderedEmail {
  const paragraphs = message
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  const piecesHtml = pieces
    .map(
      (piece) =>
        `<li style="margin:0 0 8px;"><a href="${escapeHtml(piece.url)}" style="color:${palette.rose};">${escapeHtml(piece.name)}</a> · ${escapeHtml(piece.price)}</li>`,
    )
    .join("");
  const bodyHtml = `
${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`).join("\n")}
<ul style="margin:0 0 16px;padding-left:20px;">${piecesHtml}</ul>
${buttonHtml(`${appUrl}/shop`, "Visit the shop")}
<p style="margin:24px 0 0;color:${palette.muted};font-size:13px;">${escapeHtml(postalAddress)}</p>
${stopHtml("You get this because you confirmed your subscription to Atelier's newsletter.", unsubscribeUrl, "Unsubscribe")}`;
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...pieces.map((piece) => `- ${piece.name} · ${piece.price}: ${piece.url}`),
    "",
    `Visit the shop: ${appUrl}/shop`,
    "",
    "Atelier · handmade jewelry",
    postalAddress,
    "",
    "You get this because you confirmed your subscription to Atelier's newsletter.",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: paragraphs[0]?.slice(0, 120) ?? subject,
    bodyHtml,
    appUrl,
  });
  return { subject, html, text };
}
