import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";
import uncontrolledFields from "./eslint/uncontrolled-fields.mjs";

const SERVER_ONLY_MESSAGE =
  "Server-only modules stay in lib/: components and pages call a lib/ function, never the database, secrets or an SDK.";
const DATA_LAYER_MESSAGE = "Pages and route handlers call lib/ functions; only lib/ talks to the database.";

// Modules that must never reach a page or route handler directly: the database belongs to lib/.
const dataLayerPaths = [
  { name: "@/lib/db", message: DATA_LAYER_MESSAGE },
  { name: "@/lib/db-client", message: DATA_LAYER_MESSAGE },
  { name: "pg", message: DATA_LAYER_MESSAGE },
];
const dataLayerPatterns = [{ group: ["@prisma/*"], message: DATA_LAYER_MESSAGE }];

// Components (and the .tsx files of app/, which may be client components) also keep secrets and SDKs out.
const serverOnlyPaths = [
  ...dataLayerPaths.map((entry) => ({ ...entry, message: SERVER_ONLY_MESSAGE })),
  { name: "@/lib/env", message: SERVER_ONLY_MESSAGE },
  { name: "@/lib/env-schema", message: SERVER_ONLY_MESSAGE },
  { name: "@/lib/env-values", message: SERVER_ONLY_MESSAGE },
  { name: "stripe", message: SERVER_ONLY_MESSAGE },
  { name: "nodemailer", message: SERVER_ONLY_MESSAGE },
];
const serverOnlyPatterns = [{ group: ["@prisma/*"], message: SERVER_ONLY_MESSAGE }];

// Stripe's browser code loads only in Stripe mode, as the payment step's lazy chunk: its root is the one file that
// may import the packages' code (types are free, they leave nothing in the bundle).
const STRIPE_CHUNK = "components/checkout/stripe-payment.tsx";
const stripeBrowserPatterns = [
  {
    group: ["@stripe/*"],
    allowTypeImports: true,
    message: `Stripe's browser packages load only in Stripe mode: import them in ${STRIPE_CHUNK}, which the payment step loads lazily.`,
  },
];

// Fields that must follow state as it changes, each with the reason; every other text field is uncontrolled.
const CONTROLLED_FIELDS = [
  {
    file: "components/admin/product-form/image-upload-field.tsx",
    reason:
      "the Image URL field is the first photo: an upload or a move in the photo list writes it, and the preview follows it",
  },
];

export default defineConfig([
  globalIgnores([
    "node_modules/**",
    ".next/**",
    ".bench/**",
    "lib/generated/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "coverage/**",
    "public/**",
    "next-env.d.ts",
  ]),
  ...nextVitals,
  ...nextTs,
  {
    name: "atelier/typescript",
    files: ["**/*.{ts,tsx,mts,cts}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      // The code base writes `import type { X }` and inline `type` specifiers; both satisfy this rule.
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports", disallowTypeAnnotations: true },
      ],
      "@typescript-eslint/no-floating-promises": "error",
      // React accepts async event handlers (onClick={async () => …}); everything else stays checked.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    name: "atelier/plain-js",
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    name: "atelier/project",
    rules: {
      // Servers and scripts log to stdout/stderr on purpose.
      "no-console": "off",
    },
  },
  {
    // Playwright fixtures receive a `use` callback; it is not React's use() hook.
    name: "atelier/playwright",
    files: ["e2e/**", "playwright.config.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    name: "atelier/app-data-layer",
    files: ["app/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: dataLayerPaths, patterns: dataLayerPatterns }],
    },
  },
  {
    // Listed after app/** so that .tsx files get the longer list (a later rule setting replaces an earlier one).
    name: "atelier/client-boundary",
    files: ["components/**", "app/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: serverOnlyPaths, patterns: [...serverOnlyPatterns, ...stripeBrowserPatterns] },
      ],
    },
  },
  {
    // Forms are uncontrolled, read at submit (docs/decisions.md).
    name: "atelier/uncontrolled-fields",
    files: ["components/**/*.tsx", "app/**/*.tsx"],
    plugins: { atelier: { rules: { "uncontrolled-fields": uncontrolledFields } } },
    rules: { "atelier/uncontrolled-fields": ["error", { allow: CONTROLLED_FIELDS }] },
  },
  {
    name: "atelier/stripe-chunk",
    files: [STRIPE_CHUNK],
    rules: {
      "no-restricted-imports": ["error", { paths: serverOnlyPaths, patterns: serverOnlyPatterns }],
    },
  },
]);
