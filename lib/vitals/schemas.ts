import { z } from "zod";
import { PAGE_TEMPLATES } from "@/lib/vitals/page-templates";

// Ten minutes: no page load takes longer; anything larger is not a measurement.
const milliseconds = z.number().finite().min(0).max(600_000);

/** POST /api/vitals: one page view's figures, each metric at most once. */
export const vitalsBeaconSchema = z
  .object({
    // One of the shop's own pages: a full URL, a query, a token or a made-up path is never stored, and the Speed page
    // has a row per page at most, however many beacons are invented.
    template: z.enum(PAGE_TEMPLATES, {
      error: "template must be the route pattern of one of the shop's pages, such as /product/[id]",
    }),
    metrics: z
      .object({
        LCP: milliseconds.optional(),
        INP: milliseconds.optional(),
        CLS: z.number().finite().min(0).max(100).optional(),
        TTFB: milliseconds.optional(),
      })
      .strict()
      .refine(
        (metrics) => Object.values(metrics).some((value) => value !== undefined),
        "metrics must hold at least one of LCP, INP, CLS, TTFB",
      ),
  })
  .strict();

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
