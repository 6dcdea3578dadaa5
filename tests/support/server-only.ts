// Stand-in for the "server-only" guard under Vitest, where there is no client bundle to protect.
export {};
