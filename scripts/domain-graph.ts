// `npm run arch:graph`: prints lib/'s domains in layers, each with the domains it imports (type-only imports
// included), or the cycles that stop them forming layers. tests/architecture/architecture.test.ts fails on such a
// cycle.
import { describeDomainGraph } from "../tests/support/import-graph";

console.log(describeDomainGraph());
