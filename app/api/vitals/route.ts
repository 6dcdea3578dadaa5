import { route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit/client";
import { vitalsBeaconSchema } from "@/lib/vitals/schemas";
import { recordVitals } from "@/lib/vitals/samples";

// POST /api/vitals { template, metrics: { LCP?, INP?, CLS?, TTFB? } } – 204; a sampled page view's Core Web Vitals (no cookies read)
export const POST = route({ auth: "public", sameSite: true, body: vitalsBeaconSchema }, async ({ request, body }) => {
  await recordVitals(body, clientAddress(request));
  return new Response(null, { status: 204 });
});
