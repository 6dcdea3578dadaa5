import { VITALS_BEACONS_PER_CLIENT } from "@/lib/rate-limit/policies";
import { route } from "@/lib/http";
import { vitalsBeaconSchema } from "@/lib/vitals/schemas";
import { recordVitals } from "@/lib/vitals/samples";

// POST /api/vitals { template, metrics: { LCP?, INP?, CLS?, TTFB? } } – 204; a sampled page view's Core Web Vitals (no
// cookies read)
export const POST = route(
  { auth: "public", sameSite: true, perClient: VITALS_BEACONS_PER_CLIENT, body: vitalsBeaconSchema },
  async ({ body }) => {
    await recordVitals(body);
    return new Response(null, { status: 204 });
  },
);
