import localFont from "next/font/local";

// Self-hosted from @fontsource: the shop makes no request to another host, and next/font preloads the file and
// sizes a metric-matched fallback so the swap causes no layout shift. Body text uses the device's own sans
// (app/globals.css): a second web font was 47 kB a phone fetched before the page settled, and its swap re-laid out
// every paragraph.

/** Cormorant Garamond (variable weight), the display serif for the brand and headings. */
export const displayFont = localFont({
  src: "../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
  weight: "300 700",
  style: "normal",
  display: "swap",
  variable: "--font-cormorant",
  adjustFontFallback: "Times New Roman",
});
