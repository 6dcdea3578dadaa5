import { route } from "@/lib/http";
import { vitalsBeaconSchema } from "@/lib/vitals/schemas";
import { limitVitalsClients, recordVitals } from "@/lib/vitals/samples";

// POST /api/vitals { template, metrics: { LCP?, INP?, CLS?, TTFB? } } – 204; a sampled page view's Core Web Vitals (no cookies read)
export const POST = route({ auth: "public", sameSite: true, before: limitVitalsClients, body: vitalsBeaconSchema }, async ({ body }) => {
  await recordVitals(body);
  return new Response(null, { status: 204 });
});
