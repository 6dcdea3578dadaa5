import type { ReactNode } from "react";
import { parseMarkdown, type Inline } from "@/lib/shop-pages/markdown";

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "strong":
        return <strong key={index}>{inline(node.children)}</strong>;
      case "em":
        return <em key={index}>{inline(node.children)}</em>;
      case "link": {
        // Another site's page opens without handing it this one (no opener, no referrer).
        const external = /^https?:/.test(node.href);
        return (
          <a key={index} href={node.href} rel={external ? "noopener noreferrer" : undefined}>
            {inline(node.children)}
          </a>
        );
      }
    }
  });
}

/** The maker's Markdown as headings, paragraphs and lists (lib/shop-pages/markdown.ts says what is understood). */
export function MarkdownText({ source }: { source: string }) {
  return parseMarkdown(source).map((block, index) => {
    if (block.kind === "heading") {
      const Heading = block.level === 2 ? "h2" : "h3";
      return <Heading key={index}>{inline(block.children)}</Heading>;
    }
    if (block.kind === "paragraph") return <p key={index}>{inline(block.children)}</p>;
    const List = block.ordered ? "ol" : "ul";
    return (
      <List key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{inline(item)}</li>
        ))}
      </List>
    );
  });
}
