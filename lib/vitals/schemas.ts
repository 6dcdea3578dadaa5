import { z } from "zod";

// A route pattern as the reporter writes it ("/", "/shop", "/product/[id]"): lower-case path segments and [params],
// so a full URL, a query or a token can never be stored as one.
const TEMPLATE = /^\/(?:[a-z0-9-]+|\[[a-zA-Z]+\])?(?:\/(?:[a-z0-9-]+|\[(?:\.\.\.)?[a-zA-Z]+\]))*$/;

// Ten minutes: no page load takes longer; anything larger is not a measurement.
const milliseconds = z.number().finite().min(0).max(600_000);

/** POST /api/vitals: one page view's figures, each metric at most once. */
export const vitalsBeaconSchema = z
  .object({
    template: z.string().max(80, "template is at most 80 characters").regex(TEMPLATE, "template must be a route pattern such as /product/[id]"),
    metrics: z
      .object({
        LCP: milliseconds.optional(),
        INP: milliseconds.optional(),
        CLS: z.number().finite().min(0).max(100).optional(),
        TTFB: milliseconds.optional(),
      })
      .strict()
      .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), "metrics must hold at least one of LCP, INP, CLS, TTFB"),
  })
  .strict();

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;
