import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { MarkdownText } from "@/components/shop/markdown-text";
import { parseMarkdown, safeHref } from "@/lib/shop-pages/markdown";
import { STARTING_TEXT } from "@/lib/shop-pages/starting-text";

const html = (source: string) => renderToStaticMarkup(createElement(MarkdownText, { source }));

describe("the policy pages' Markdown", () => {
  test("headings, paragraphs whose lines join, bullet and numbered lists, bold, italics and links", () => {
    const source = [
      "# Shipping",
      "We ship",
      "within the US.",
      "",
      "### How long",
      "- **Standard:** free",
      "* *Express:* $15",
      "",
      "1. Write to [us](/contact).",
      "2. Send it _back_.",
    ].join("\n");
    expect(html(source)).toBe(
      "<h2>Shipping</h2><p>We ship within the US.</p><h3>How long</h3>" +
        "<ul><li><strong>Standard:</strong> free</li><li><em>Express:</em> $15</li></ul>" +
        '<ol><li>Write to <a href="/contact">us</a>.</li><li>Send it <em>back</em>.</li></ol>',
    );
  });

  test("a list's wrapped line continues its item, and a blank line ends the list", () => {
    expect(parseMarkdown("- one\n  more\n- two\n\nafter")).toEqual([
      { kind: "list", ordered: false, items: [[{ kind: "text", text: "one more" }], [{ kind: "text", text: "two" }]] },
      { kind: "paragraph", children: [{ kind: "text", text: "after" }] },
    ]);
  });

  test("raw HTML stays text, escaped by React: no element of the maker's making reaches the page", () => {
    const out = html(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">x</a>',
    );
    expect(out).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=&quot;alert(2)&quot;&gt;</p>" +
        "<p>&lt;a href=&quot;javascript:alert(3)&quot;&gt;x&lt;/a&gt;</p>",
    );
  });

  test.each([
    ["[click](javascript:alert(1))", "<p>click</p>"],
    ["[click](JavaScript:alert(1))", "<p>click</p>"],
    ["[click](data:text/html,hi)", "<p>click</p>"],
    ["[click](vbscript:x)", "<p>click</p>"],
    ["[click](//evil.example/path)", "<p>click</p>"],
    ["[click](/\\evil.example)", "<p>click</p>"],
    ["[Contact](/contact)", '<p><a href="/contact">Contact</a></p>'],
    ["[Top](#care)", '<p><a href="#care">Top</a></p>'],
    ["[USPS](https://www.usps.com/)", '<p><a href="https://www.usps.com/" rel="noopener noreferrer">USPS</a></p>'],
    ["[Mail](mailto:hello@atelier.example)", '<p><a href="mailto:hello@atelier.example">Mail</a></p>'],
  ])("%s renders as %s", (source, expected) => {
    expect(html(source)).toBe(expected);
  });

  test("only http(s), mailto, this site's paths and anchors are link targets", () => {
    expect(safeHref(" https://example.com/a ")).toBe("https://example.com/a");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("file:///etc/passwd")).toBeNull();
    expect(safeHref("relative/path")).toBeNull();
  });

  test("an underscore inside a word or an address is not emphasis", () => {
    expect(html("write to hello_there@atelier.example or use snake_case_names")).toBe(
      "<p>write to hello_there@atelier.example or use snake_case_names</p>",
    );
  });

  test("the starting text of every page renders with its sections and the shop's shipping prices", () => {
    expect(html(STARTING_TEXT.shipping.body)).toContain(
      "<li><strong>Express:</strong> $15.00, 3 business days once your piece leaves the studio.</li>",
    );
    expect(html(STARTING_TEXT.returns.body)).toContain("<h2>How to return</h2><ol>");
    expect(html(STARTING_TEXT.faq.body)).toContain("<h2>Do you make custom pieces?</h2>");
  });
});
