const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
/** A message is retried at least this long before it is a dead letter: a weekend-long SMTP outage loses nothing. */
export const RETRY_FOR_SECONDS = 3 * 24 * 60 * 60;

/** Seconds before retry number `attempts` + 1: 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

/**
 * The attempts it takes for the waits between them to add up to RETRY_FOR_SECONDS (79): counted in attempts,
 * not from the message's age, so mail queued while no SMTP server was configured still gets its three days.
 */
function attemptsToCover(seconds: number): number {
  let attempts = 1;
  for (let waited = 0; waited < seconds; attempts += 1) waited += retryDelaySeconds(attempts);
  return attempts;
}

/** After this many failed attempts a message is kept as a dead letter. */
export const MAX_DELIVERY_ATTEMPTS = attemptsToCover(RETRY_FOR_SECONDS);
