import localFont from "next/font/local";

// Self-hosted from @fontsource: the shop makes no request to another host. Not preloaded: on a first visit the face
// is fetched once the page has loaded (lib/security/first-paint-inline-script.ts), and until then headings use its
// metric-matched stand-in
// ("Display Fallback", app/globals.css), so the swap moves nothing. Body text uses the device's own sans: a second
// web font was 47 kB a phone fetched before the page settled, and its swap re-laid out every paragraph.

/** Cormorant Garamond (variable weight), the display serif for the brand and headings. */
export const displayFont = localFont({
  src: "../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
  weight: "300 700",
  style: "normal",
  display: "swap",
  variable: "--font-cormorant",
  preload: false,
  // The stand-in is declared in app/globals.css, where the page uses it before the face is asked for.
  adjustFontFallback: false,
});
