import { existsSync } from "node:fs";

/** Debian's Chromium (never a downloaded browser), and the flags that keep it from reaching for the network. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell (package chromium-headless-shell), the
 * same engine without the browser's own interface, which is what Playwright itself runs headless tests in. On the
 * 2-core CI machine 47 of the suite's tests took 214 s in it and 329 s in the full browser, every one passing in both.
 * The benchmarks keep the full browser, as a phone's is. Without the shell (or with CHROME_PATH set), the full one.
 */
export const E2E_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

// The resolver rule stops Chromium from looking up Google's hosts on its own; nothing but this machine is
// reachable here, and nothing else should be tried.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];
