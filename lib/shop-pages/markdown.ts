// Shared rules: the Markdown the maker writes for her policy pages, read into blocks the page renders as React
// elements. Only what a policy page needs is understood (headings, paragraphs, lists, bold, italics, links); anything
// else, raw HTML included, stays text, which React escapes. A link goes only where a shopper may safely be sent: a
// page of this shop, a web address or a mail address; any other target (`javascript:`, `data:`…) shows as its text.

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

/** A link's target, if a shopper may follow it: a path of this site, an anchor, http(s) or mailto. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) return href;
  if (href.startsWith("#")) return href;
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:" || url.protocol === "mailto:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The inline marks of one line or paragraph: **bold**, *italics* or _italics_, [text](target). */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push({ kind: "text", text: plain });
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    // A target may hold one level of parentheses (a Wikipedia address, or `javascript:alert(1)`, refused below).
    const link = /^\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))*)\)/.exec(rest);
    if (link) {
      const [whole, label = "", target = ""] = link;
      const href = safeHref(target);
      flush();
      if (href) out.push({ kind: "link", href, children: parseInline(label) });
      else out.push(...parseInline(label));
      i += whole.length;
      continue;
    }
    const strong = /^\*\*(?=\S)([\s\S]*?\S)\*\*/.exec(rest) ?? /^__(?=\S)([\s\S]*?\S)__/.exec(rest);
    if (strong) {
      flush();
      out.push({ kind: "strong", children: parseInline(strong[1] ?? "") });
      i += strong[0].length;
      continue;
    }
    // An underscore inside a word (snake_case, an email address) is not emphasis.
    const previous = i > 0 ? text.charAt(i - 1) : " ";
    const em =
      /^\*(?=\S)([^*]*?\S)\*/.exec(rest) ?? (/\w/.test(previous) ? null : /^_(?=\S)([^_]*?\S)_(?!\w)/.exec(rest));
    if (em) {
      flush();
      out.push({ kind: "em", children: parseInline(em[1] ?? "") });
      i += em[0].length;
      continue;
    }
    plain += text.charAt(i);
    i += 1;
  }
  flush();
  return out;
}

/**
 * The page's blocks. `#` and `##` are the page's sections (its title is the page's one h1), `###` and deeper their
 * parts; a blank line ends a paragraph or a list; the lines of a paragraph join with a space.
 */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (line.trim() === "") {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      const level = (heading[1] ?? "").length <= 2 ? 2 : 3;
      blocks.push({ kind: "heading", level, children: parseInline(heading[2] ?? "") });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item && paragraph.length === 0) {
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push((item[1] ?? "").trim());
      continue;
    }
    if (list) {
      // A line under a list item, indented or not, continues that item.
      const items: string[] = list.items;
      items[items.length - 1] = `${items.at(-1) ?? ""} ${line.trim()}`;
      continue;
    }
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}
