// Pure on purpose: text as a product feed may carry it. Feeds are plain text read by machines: no markup, no control
// characters, one line.

// What XML 1.0 forbids (control characters but tab and line breaks, U+FFFE, U+FFFF, a lone surrogate) and the C1
// controls it discourages: one such character makes Google refuse the whole file, so it is dropped, never escaped.
const UNSAFE_CHARACTERS = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

// The marks a piece's description may carry when she writes it as she writes her policy pages (lib/shop-pages): a
// link keeps its words, emphasis and heading or list marks go.
const MARKDOWN_LINK = /\[([^\]\n]*)\]\([^)\s]*\)/g;
const EMPHASIS = /(?<![\w*])(\*\*|__|\*|_)(?=\S)([^*_\n]*?\S)\1(?![\w*])/g;
const LINE_MARK = /^\s*(?:#{1,6}\s+|[-*+]\s+|>\s*)/gm;

/** Text as a feed carries it: unsafe characters dropped, whitespace made single spaces. */
export function plainFeedText(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, "").replace(/\s+/g, " ").trim();
}

/** A description as a feed carries it: Markdown's marks taken off too (a name's "_" or "*" is the name's own). */
export function plainDescription(text: string): string {
  return plainFeedText(
    text.replace(UNSAFE_CHARACTERS, "").replace(LINE_MARK, "").replace(MARKDOWN_LINK, "$1").replace(EMPHASIS, "$2"),
  );
}

/** `text` cut to at most `max` characters (never inside a character made of two UTF-16 units), "…" marking a cut. */
export function truncateFeedText(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
