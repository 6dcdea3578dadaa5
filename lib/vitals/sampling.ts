import "server-only";
import { env } from "@/lib/env";

/** The share of page views (0–1) whose browser reports its Core Web Vitals. */
export function vitalsSampleRate(): number {
  return env().VITALS_SAMPLE_RATE;
}
