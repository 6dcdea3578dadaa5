"use client";

import { useParams, usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * Core Web Vitals for the admin's Speed page, from a share of page views (VITALS_SAMPLE_RATE). Renders nothing and
 * adds only this component to the first download: the collector (lib/browser/vitals-beacon.ts, 1.3 kB gzipped) and
 * the route pattern's working out are imported once the browser is idle after the load. The template is the page the
 * visitor landed on; later client-side navigations are not separate loads and are not reported. No cookie or storage
 * is read or written.
 */
export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  const pathname = usePathname();
  const params = useParams();
  // The page landed on, fixed at the first render: its pattern is worked out by the collector, later.
  const [landing] = useState(() => ({ pathname, params }));

  useEffect(() => {
    if (Math.random() >= sampleRate || typeof navigator.sendBeacon !== "function") return;
    const start = () =>
      void import("@/lib/browser/vitals-beacon").then(({ reportVitals }) =>
        reportVitals(landing.pathname, landing.params),
      );
    // Safari has no requestIdleCallback: a short timeout after hydration does the same there.
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  }, [sampleRate, landing]);

  return null;
}
