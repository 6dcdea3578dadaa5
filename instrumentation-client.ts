// Runs in the browser before the app's own modules. Zod compiles faster object parsers with new Function() when
// it may, and probes for that while building the first schema: the shop's pages forbid eval, so the browser
// refuses and reports a Content-Security-Policy violation on every page with a form. Jitless parsing gives the
// same results without trying. Zod keeps its configuration on this global (shared by every copy of zod on the
// page) and takes an existing one as it finds it; writing it here, rather than calling zod's config(), spares
// every page the 5 kB of zod code that importing it would add.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
