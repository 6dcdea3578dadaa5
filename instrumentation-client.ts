// Runs in the browser before the app's own modules. Zod compiles faster object parsers with new Function() when
// it may, and it probes for that while building the first schema: the shop's pages forbid eval, so the browser
// refuses and reports a Content-Security-Policy violation on every page with a form. Jitless parsing gives the
// same results without trying. Only zod's core config module is imported, not zod itself.
import { config } from "zod/v4/core";

config({ jitless: true });
