// Browser side: a form's own check under the API's rules, fetched when the form is first touched.

export type LazyFormRules<T> = {
  /** Starts fetching the rules (the form took focus), so they are there by the time it is sent. */
  preload: () => void;
  /** The rules, or null when they could not be fetched. */
  get: () => Promise<T | null>;
};

/**
 * The API's zod schemas are about 30 kB of gzipped script in the browser, which a page with a form would otherwise
 * download before it is interactive. The forms fetch them once touched instead (by the time a shopper has filled a
 * field, they are there). Should the fetch fail, the form says its action failed, as it does when a request fails,
 * and the next attempt fetches them again.
 */
export function lazyFormRules<T>(load: () => Promise<T>): LazyFormRules<T> {
  let loading: Promise<T> | null = null;
  const start = () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = null;
      throw failure;
    }));
  return {
    preload: () => void start().catch(() => undefined),
    get: () => start().catch(() => null),
  };
}
