/**
 * Shared test builders, one place for API, component and browser tests:
 * - inputs: valid request bodies with unique values (`userInput`, `projectInput`, `reportInput`),
 * - sessions: signed-in API test clients (`signedIn`, `signedInAs`, `signIn`),
 * - responses: API answers as the server sends them, for component tests (`buildUser`, …).
 * Import with `@tests/support/builders` (vitest) or a relative path; tests/e2e imports the
 * files themselves by relative path, since Playwright does not know the alias.
 */
export * from "./inputs";
export * from "./sessions";
export * from "./responses";
export * from "./payroll";
export * from "./sites";
