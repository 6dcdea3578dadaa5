// Runs once when a Next.js server process starts. NEXT_RUNTIME and NEXT_PHASE are set by Next itself (not
// configuration), which is why they are read here rather than through lib/env.ts.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { onServerStart } = await import("@/lib/server-start");
  onServerStart();
}
