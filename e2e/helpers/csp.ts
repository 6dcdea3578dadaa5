import type { Page } from "@playwright/test";

export type CspViolation = { page: string; directive: string; blocked: string; sample: string };

/**
 * Records every Content-Security-Policy violation in every document the page loads: the browser's own
 * `securitypolicyviolation` events, reported to the test through a binding that survives navigations.
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding("__reportCspViolation", (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation?: (violation: unknown) => void })
        .__reportCspViolation;
      report?.({
        page: location.pathname,
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return violations;
}
