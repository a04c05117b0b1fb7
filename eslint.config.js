import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = ["auth", "time-reports", "calendar", "closures", "admin-week", "admin-reports", "projects", "users", "uploads", "pdf"];

/** Each feature may not import another feature (ARCHITECTURE.md). */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}`, `@/features/${f}/**`, `**/features/${f}`, `**/features/${f}/**`]),
            message: "Features never import each other: move what both need to components/ or lib/.",
          },
          { group: ["**/server/**", "**/server"], message: "The client never imports server code." },
          { group: ["@/app/**", "**/app/**"], message: "Features never import the app layer." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "migrations/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
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
    files: ["client/**/*.{ts,tsx}"],
    ignores: ["client/src/features/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/server"], message: "The client never imports server code." }] }],
    },
  },
  {
    files: ["client/src/components/**/*.{ts,tsx}", "client/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/server"], message: "The client never imports server code." },
            { group: ["@/features/**", "@/app/**", "**/features/**", "**/app/**"], message: "components/ and lib/ never import features or the app layer." },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/server/**", "**/server", "**/client/**", "**/client", "@/**"], message: "shared/ imports neither server nor client code." }],
          paths: [
            { name: "express", message: "shared/ stays free of server libraries." },
            { name: "pg", message: "shared/ stays free of server libraries." },
            { name: "react", message: "shared/ stays free of client libraries." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/client/**", "@/**"], message: "The server never imports client code." }] }],
    },
  },
  {
    files: ["server/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/client/**", "@/**"], message: "The server never imports client code." },
            {
              group: ["../auth/**", "../users/**", "../projects/**", "../time-reports/**", "../closures/**", "../calendar/**", "../uploads/**", "../exports/**"],
              message: "server/lib never imports a module.",
            },
          ],
        },
      ],
    },
  },
);
