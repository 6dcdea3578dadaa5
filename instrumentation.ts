import type { Instrumentation } from "next";

// Runs once when a Next.js server process starts. NEXT_RUNTIME and NEXT_PHASE are set by Next itself (not
// configuration), which is why they are read here rather than through lib/env.ts.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { onServerStart } = await import("@/lib/server-start");
  onServerStart();
}

// Called by Next.js for an error thrown while it renders a page (or runs a handler that is not wrapped): one log
// line under the request's id. API handlers catch and log their own errors (lib/http/route.ts).
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("@/lib/http/request-error-log");
  logRequestError(error, request, context);
};
