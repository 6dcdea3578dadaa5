import localFont from "next/font/local";

// Self-hosted from the @fontsource packages: the shop makes no request to another host, and next/font
// preloads the files and sizes a metric-matched fallback so the swap causes no layout shift.

/** Cormorant Garamond (variable weight), the display serif for the brand and headings. */
export const displayFont = localFont({
  src: "../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
  weight: "300 700",
  style: "normal",
  display: "swap",
  variable: "--font-cormorant",
  adjustFontFallback: "Times New Roman",
});

/** Inter (variable weight), the body sans. Not preloaded: at 48 kB it would compete with the page's largest
 *  picture for a phone's bandwidth, and body text paints at once in the metric-matched Arial fallback. */
export const bodyFont = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  preload: false,
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});
