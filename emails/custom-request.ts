import { formatUsd } from "@/lib/pricing/money";
import { buttonHtml } from "./consent-parts";
import { escapeHtml } from "./escape";
import { palette, renderEmailHtml } from "./layout";
import type { RenderedEmail } from "./verification-code";

type RequestFacts = {
  name: string;
  email: string;
  description: string;
  budgetCents: number | null;
  neededBy: string | null;
  similarPieceName: string | null;
  photoCount: number;
};

// A date she needs it by may be months away: the year is said, unlike the shop's near promises.
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** What the shop can say of a request in its own words: nothing the sender typed. */
type RequestSummary = Pick<RequestFacts, "budgetCents" | "neededBy" | "similarPieceName" | "photoCount">;

const dayOf = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** What she asked for, as lines of "label: value" (the text mail) and a definition list (the HTML one). */
function facts(request: RequestSummary): [string, string][] {
  const rows: [string, string][] = [];
  if (request.similarPieceName) rows.push(["Something like", request.similarPieceName]);
  rows.push(["Budget", request.budgetCents === null ? "Not given" : formatUsd(request.budgetCents)]);
  rows.push(["Needed by", request.neededBy ? dayOf(request.neededBy) : "No date given"]);
  rows.push(["Reference photos", request.photoCount === 0 ? "None" : String(request.photoCount)]);
  return rows;
}

function factsHtml(rows: [string, string][]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 16px 2px 0;color:${palette.muted};">${escapeHtml(label)}</td><td style="padding:2px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;
}

/** Her words, kept as she wrote them (line breaks included), set apart from ours. */
export function quotedTextHtml(text: string): string {
  return `<blockquote style="margin:0 0 16px;padding:12px 16px;background-color:${palette.sand};border-left:3px solid ${palette.gold};white-space:pre-wrap;">${escapeHtml(text)}</blockquote>`;
}

/**
 * The receipt. It goes to whatever address the form was given, which nobody has proven, so it carries none of the
 * sender's words (not her description, not even her name): only that a request arrived, when, what the shop made of
 * it (the piece it is like, the budget, the date, how many photos), and where to reach the maker. Anyone typing a
 * stranger's address sends that stranger nothing of their own.
 */
export function customRequestReceivedEmail(
  request: RequestSummary & { receivedOn: string; appUrl: string },
): RenderedEmail {
  const subject = "We have your request for a custom piece";
  const rows: [string, string][] = [["Received", dayOf(request.receivedOn)], ...facts(request)];
  const contactUrl = `${request.appUrl}/contact`;
  const reply =
    "I read every request myself and answer by email, to this address, within 2 business days: either with a price and how long it would take to make, or to tell you honestly if it is not something I can make well. Nothing is charged until you accept a quote.";
  const notYou = "If you did not ask for a custom piece, someone else typed your address: you can ignore this email.";
  const bodyHtml = `
<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;">Thank you for asking Atelier for a piece of your own. Your request arrived:</p>
${factsHtml(rows)}
<p style="margin:0 0 16px;">${escapeHtml(reply)}</p>
${buttonHtml(contactUrl, "Contact the maker")}
<p style="margin:0;color:${palette.muted};font-size:14px;">${escapeHtml(notYou)}</p>`;
  const text = [
    "Hello,",
    "",
    "Thank you for asking Atelier for a piece of your own. Your request arrived:",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    reply,
    "",
    `Contact the maker: ${contactUrl}`,
    "",
    notYou,
    "",
    "Atelier · handmade jewelry",
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: "Your request arrived; you will hear back within 2 business days.",
    bodyHtml,
    appUrl: request.appUrl,
  });
  return { subject, html, text };
}

/** The maker's notice: who asks for what, and the link to the request in the admin. */
export function customRequestNoticeEmail(request: RequestFacts & { adminUrl: string; appUrl: string }): RenderedEmail {
  const subject = `New custom request from ${request.name}`;
  const rows: [string, string][] = [["From", `${request.name} <${request.email}>`], ...facts(request)];
  const bodyHtml = `
<p style="margin:0 0 16px;">A new request for a custom piece came in:</p>
${factsHtml(rows)}
${quotedTextHtml(request.description)}
${buttonHtml(request.adminUrl, "Open the request")}`;
  const text = [
    "A new request for a custom piece came in:",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    request.description,
    "",
    `Open the request: ${request.adminUrl}`,
  ].join("\n");
  const html = renderEmailHtml({
    title: subject,
    preheader: `${request.name} would like a custom piece.`,
    bodyHtml,
    appUrl: request.appUrl,
  });
  return { subject, html, text };
}
