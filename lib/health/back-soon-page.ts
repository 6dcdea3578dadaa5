import "server-only";

/** Characters that would end an attribute or start markup in the page's one interpolated value (its own URL). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The shop's "back in a moment" page, answered with 503 while a page cannot be rendered for want of its database.
 * Whole in itself (no stylesheet, script, font or image to fetch from a server that is struggling); its one style
 * element carries the request's nonce, as the page policy asks. `path` is where "Try again" leads: the same page.
 */
export function backSoonPage({
  nonce,
  path,
  retryAfterSeconds,
}: {
  nonce: string;
  path: string;
  retryAfterSeconds: number;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Back in a moment · Atelier</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<style nonce="${escapeHtml(nonce)}">
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;background:#faf6ef;color:#231c22;font-family:ui-serif,Georgia,serif;text-align:center}
main{max-width:32rem;padding:2rem 1.25rem}
h1{font-size:2.5rem;font-weight:600;margin:0 0 1rem}
p{font-family:system-ui,sans-serif;color:#5f5359;line-height:1.6;margin:0 0 2rem}
a{display:inline-block;font-family:system-ui,sans-serif;background:#231c22;color:#faf6ef;padding:.85rem 1.75rem;border-radius:2px;text-decoration:none}
a:focus-visible{outline:2px solid #7a5a24;outline-offset:3px}
</style>
</head>
<body>
<main>
<p>Atelier</p>
<h1>Back in a moment</h1>
<p>The workshop's records cannot be reached just now, so this page cannot be shown. Please try again in ${retryAfterSeconds} seconds.</p>
<a href="${escapeHtml(path)}">Try again</a>
</main>
</body>
</html>
`;
}
