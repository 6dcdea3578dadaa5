/** Where the outbox reads the time: the system's, or a test's simulated one that can jump days ahead. */
export type Clock = { now(): Date };

/** The system's clock. */
export const systemClock: Clock = { now: () => new Date() };
