import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import i18n from "./scripts/eslint-no-unlocalized-text.mjs";
import tseslint from "typescript-eslint";

/**
 * The layers of docs/architecture.md, classified by the resolved path of each file (not by the
 * import string), so a relative `../../other-feature/...` import is caught like an alias.
 * The first matching descriptor wins: more specific patterns come first.
 */
const ELEMENTS = [
  { type: "shared", pattern: "shared/**", mode: "full" },
  { type: "client-api", pattern: "client/src/api/*/**", mode: "full", capture: ["resource"] },
  { type: "client-feature", pattern: "client/src/features/*/**", mode: "full", capture: ["feature"] },
  { type: "client-app", pattern: "client/src/app/**", mode: "full" },
  { type: "client-components", pattern: "client/src/components/**", mode: "full" },
  { type: "client-lib", pattern: "client/src/lib/**", mode: "full" },
  { type: "client-test", pattern: "client/src/test/**", mode: "full" },
  { type: "client-entry", pattern: "client/src/*", mode: "full" },
  { type: "server-lib", pattern: "server/lib/**", mode: "full" },
  { type: "server-db", pattern: "server/db/**", mode: "full" },
  { type: "server-storage", pattern: "server/storage/**", mode: "full" },
  { type: "server-frontend", pattern: "server/frontend/**", mode: "full" },
  { type: "server-index", pattern: "server/*/index.ts", mode: "full", capture: ["module"] },
  { type: "server-repo", pattern: "server/*/{repo,*-repo}.ts", mode: "full", capture: ["module", "file"] },
  { type: "server-service", pattern: "server/*/{service,*-service}.ts", mode: "full", capture: ["module", "file"] },
  { type: "server-routes", pattern: "server/*/{routes,*-routes}.ts", mode: "full", capture: ["module", "file"] },
  { type: "server-module", pattern: "server/*/*", mode: "full", capture: ["module", "file"] },
  { type: "server-entry", pattern: "server/*", mode: "full" },
  { type: "tests", pattern: "tests/**", mode: "full" },
];

const CLIENT = ["client-api", "client-feature", "client-app", "client-components", "client-lib", "client-entry"];
const SERVER = [
  "server-lib",
  "server-db",
  "server-storage",
  "server-frontend",
  "server-index",
  "server-repo",
  "server-service",
  "server-routes",
  "server-module",
  "server-entry",
];
/** A module's own files, which other modules never import: they use its index.ts. */
const MODULE_INSIDE = ["server-repo", "server-service", "server-routes", "server-module"];
const SERVER_MODULE = ["server-index", ...MODULE_INSIDE];
const anyOf = (types) => ({ element: { types } });

/** Allowed unless a policy below says otherwise; a later matching policy overrides an earlier one. */
const POLICIES = [
  {
    from: anyOf([...CLIENT, "client-test"]),
    disallow: { to: anyOf(SERVER) },
    message: "The client never imports server code.",
  },
  {
    from: anyOf(["shared"]),
    disallow: { to: anyOf([...CLIENT, ...SERVER, "tests", "client-test"]) },
    message: "shared/ imports neither server nor client code.",
  },
  {
    from: anyOf(SERVER),
    disallow: { to: anyOf([...CLIENT, "client-test"]) },
    message: "The server never imports client code.",
  },
  // Client layers: app → features → api → lib → shared; components beside them.
  {
    from: anyOf(["client-feature"]),
    disallow: { to: anyOf(["client-feature", "client-app"]) },
    message: "Screen features never import each other or the app layer: move what both need to api/, components/ or lib/.",
  },
  {
    from: { element: { type: "client-feature" } },
    allow: { to: { element: { type: "client-feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
  },
  {
    from: anyOf(["client-api"]),
    disallow: { to: anyOf(["client-feature", "client-app", "client-components"]) },
    message: "A data module in api/ holds no screens: it imports lib/ and shared/ only.",
  },
  {
    from: anyOf(["client-components"]),
    disallow: { to: anyOf(["client-feature", "client-app", "client-api"]) },
    message: "components/ never imports features, data modules or the app layer.",
  },
  {
    from: anyOf(["client-lib"]),
    disallow: { to: anyOf(["client-feature", "client-app", "client-api", "client-components"]) },
    message: "lib/ imports only lib/ and shared/.",
  },
  // Server modules (docs/architecture.md): inside a module routes → service → repo; across
  // modules, and from server/app.ts and the rest of server/, only server/<module>/index.ts.
  {
    from: anyOf(SERVER),
    disallow: { to: anyOf(MODULE_INSIDE) },
    message: "Another module is used only through its index.ts (server/<module>/index.ts): export what you need there.",
  },
  {
    from: anyOf(SERVER_MODULE),
    allow: { to: { element: { types: MODULE_INSIDE, captured: { module: "{{ from.element.captured.module }}" } } } },
  },
  {
    from: anyOf(["server-routes"]),
    disallow: { to: anyOf(["server-repo"]) },
    message: "Routes never import a repo: they call their module's service.",
  },
  {
    from: anyOf(["server-lib"]),
    disallow: { to: anyOf(SERVER_MODULE) },
    message: "server/lib never imports a module.",
  },
];

/** Product code (not tests) never reaches into test helpers and builders. */
const PRODUCT_POLICIES = [
  ...POLICIES,
  {
    from: anyOf(CLIENT),
    disallow: { to: anyOf(["tests", "client-test"]) },
    message: "Product code never imports test helpers.",
  },
];
/**
 * Screens whose texts are still written in their code, not yet in the catalogs (docs/i18n.md,
 * "Converting a screen"). One list: whoever converts a file takes it off, and the rule
 * `i18n/no-unlocalized-text` then holds it to the catalogs. Do not add to it.
 */
const NOT_YET_CONVERTED = [];

/**
 * Swedish whatever the reader's language (docs/product-rules.md §17): the personalliggare's
 * control view and the inspector's page `/kontroll/{token}`, with their PDF and text, are
 * records for Skatteverket. Exempt by name, for good.
 */
const SWEDISH_ONLY = [
  "client/src/features/ledger-control/components/control-view.tsx",
  "client/src/features/ledger-control/components/control-filters.tsx",
  "client/src/features/ledger-control/components/control-header.tsx",
  "client/src/features/ledger-control/components/chain-line.tsx",
  "client/src/features/ledger-control/components/inspection-control.tsx",
  "client/src/features/ledger-control/lib/*.ts",
  "client/src/app/inspection-app.tsx",
  "client/src/app/inspection-ssr.tsx",
  "client/src/app/inspection-hydrate.tsx",
  "client/src/app/routes/inspection-route.tsx",
];

const TEST_FILES = ["**/*.test.{ts,tsx}", "client/src/test/**"];
/** Where `boundaries/dependencies` runs, and where it has nothing to say. */
const BOUNDED = ["client/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"];
const UNBOUNDED = ["tests/**", "bench/**", "scripts/**"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "migrations/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // oxlint's no-unused-vars, with the same options (.oxlintrc.json), finds the same names
      // in a fraction of the time (docs/benchmarks.md §8).
      "@typescript-eslint/no-unused-vars": "off",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Only the files a policy above can hold to account: none names tests/ as where an import
    // comes from, and bench/ and scripts/ are no element at all, so the rule found nothing there
    // at about a sixth of its cost (docs/benchmarks.md §8).
    files: BOUNDED,
    plugins: { boundaries },
    settings: {
      "boundaries/elements": ELEMENTS,
      "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
      "boundaries/legacy-templates": false,
      // `mode: "full"` classifies single files (repo.ts, service.ts); v7 still supports it but
      // warns on every run. The plugin is pinned exactly; revisit on its next major version.
      "boundaries/legacy-warnings": false,
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "allow", policies: PRODUCT_POLICIES }],
    },
  },
  {
    files: TEST_FILES,
    ignores: UNBOUNDED,
    rules: { "boundaries/dependencies": ["error", { default: "allow", policies: POLICIES }] },
  },
  {
    // The unit and API projects share each worker's modules between files (vite.config.ts,
    // isolate: false): a module mocked in one file would already be loaded, unmocked, by another.
    files: [
      "client/**/*.test.{ts,tsx}",
      "client/src/test/**",
      "server/**/*.test.ts",
      "shared/**/*.test.ts",
      "tests/lint/**/*.ts",
      "tests/api/**/*.ts",
      "tests/setup/**/*.ts",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock", "doUnmock"].map((property) => ({
          object: "vi",
          property,
          message: "Unit and API files share modules: observe the effect instead (client/src/test/downloads.ts, toasts.ts).",
        })),
      ],
    },
  },
  {
    // Who may call an endpoint is its module's rule, named in server/<module>/policies.ts with
    // the module's other rules of who may do what (docs/architecture.md); routes take it there.
    files: ["server/*/routes.ts", "server/*/*-routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/lib/auth-guards"],
              importNames: ["requireRole", "requireAdmin", "requireStaff", "requireAuth"],
              message: "Name the guard in the module's policies.ts (who may do what, in one place) and import it from there.",
            },
          ],
        },
      ],
    },
  },
  {
    // A text a person reads comes from the catalogs (docs/i18n.md), but in the lists above.
    files: ["client/src/**/*.{ts,tsx}"],
    ignores: [...TEST_FILES, "client/src/test/**", ...NOT_YET_CONVERTED, ...SWEDISH_ONLY],
    plugins: { i18n },
    rules: { "i18n/no-unlocalized-text": "error" },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "express", message: "shared/ stays free of server libraries." },
            { name: "pg", message: "shared/ stays free of server libraries." },
            { name: "react", message: "shared/ stays free of client libraries." },
          ],
        },
      ],
    },
  },
);
