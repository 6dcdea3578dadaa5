import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { displayFont } from "@/app/fonts";
import { SessionProvider } from "@/components/auth/session-provider";
import { CartOverlays } from "@/components/cart/cart-overlays";
import { CartProvider } from "@/components/cart/cart-provider";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { TestModeNotice } from "@/components/layout/test-mode-notice";
import { VitalsReporter } from "@/components/layout/vitals-reporter";
import { FIRST_PAINT_SCRIPT } from "@/lib/security/first-paint-inline-script";
import { siteMetadata } from "@/lib/site";
import { vitalsSampleRate } from "@/lib/vitals/sampling";
import "@/app/globals.css";

export async function generateMetadata(): Promise<Metadata> {
  // APP_URL belongs to the running server, not to the build (which has no environment at all), so the
  // metadata is resolved per request rather than baked into prerendered pages.
  await connection();
  return siteMetadata();
}

export const viewport: Viewport = {
  themeColor: "#faf6ef",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html
      lang="en"
      // Lets Next.js turn smooth scrolling off during route changes while keeping it for in-page anchors.
      data-scroll-behavior="smooth"
      className={displayFont.variable}
      // data-display-face and data-guest-cart are set by the script below, before hydration, and never by React.
      suppressHydrationWarning
    >
      <head>
        {/* Inline and first: it must run before the first paint, and the pages' policy allows it by its hash. */}
        <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-ivory font-sans text-ink antialiased">
        <SessionProvider>
          <CartProvider>
            <SkipLink />
            <TestModeNotice />
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
            <CartOverlays />
            <VitalsReporter sampleRate={vitalsSampleRate()} />
          </CartProvider>
        </SessionProvider>
      </body>
    </html>
  );
}
