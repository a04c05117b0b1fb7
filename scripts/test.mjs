// `npm test`: every check, one step after another, stopping at the first that fails, and the
// time of each step at the end (docs/benchmarks.md §8 keeps the figures).
//
// Without TEST_DATABASE_URL, on the embedded database: Chromium's presence, `npm run checks`,
// the unit tests, the API tests, the production build and the browser journeys.
// With TEST_DATABASE_URL, the PostgreSQL pass runs only what depends on the database engine
// (docs/decisions/2026-11-28-a-test-suite-in-eight-minutes.md): the API tests, which carry the
// migrations, the race tests and every query, and the journeys tagged @database. It builds
// first, unless TEST_REUSE_BUILD=1 says the build in dist/ is of this checkout (.ci/run says so
// after its embedded pass has built it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const reuseBuild = process.env.TEST_REUSE_BUILD === "1" && fs.existsSync("dist/server/index.js");

/** @type {Array<[string, string[]]>} */
const steps = onServer
  ? [
      ["Chromium", ["node", "scripts/check-browser.mjs"]],
      ["API tests (PostgreSQL)", ["npx", "vitest", "run", "--project", "api"]],
      ...(reuseBuild ? [] : [["build", ["npm", "run", "build"]]]),
      ["journeys @database (PostgreSQL)", ["npx", "playwright", "test", "--grep", "@database"]],
    ]
  : [
      ["Chromium", ["node", "scripts/check-browser.mjs"]],
      ["checks", ["npm", "run", "checks"]],
      ["unit tests", ["npx", "vitest", "run", "--project", "unit"]],
      ["API tests", ["npx", "vitest", "run", "--project", "api"]],
      ["build", ["npm", "run", "build"]],
      ["journeys", ["npx", "playwright", "test"]],
    ];

if (onServer && reuseBuild) console.log(`Using the build in dist/ of ${fs.statSync("dist/server/index.js").mtime.toISOString()}.`);

const times = [];
const started = Date.now();
const summary = () => {
  for (const [name, seconds] of times) console.log(`  ${name.padEnd(34)} ${seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${"total".padEnd(34)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
};
for (const [name, [command, ...args]] of steps) {
  const stepStart = Date.now();
  console.log(`\n== ${name}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  times.push([name, (Date.now() - stepStart) / 1000]);
  if (result.status !== 0) {
    console.error(`\n== ${name} failed`);
    summary();
    process.exit(result.status ?? 1);
  }
}
console.log(`\n== npm test passed${onServer ? " (PostgreSQL pass)" : ""}`);
summary();
