// `npm test`: every check, one step after another, stopping at the first that fails, and the
// time of each step at the end (docs/benchmarks.md §8 keeps the figures).
//
// Without TEST_DATABASE_URL, on the embedded database: Chromium's presence, then `npm run
// checks` and the production build side by side (the checks leave one core idle once the type
// check is done, and the build needs nothing from them), the unit tests, the API tests and the
// browser journeys.
// With TEST_DATABASE_URL, the PostgreSQL pass runs only what depends on the database engine
// (docs/decisions/2026-11-28-a-test-suite-in-eight-minutes.md): the API tests, which carry the
// migrations, the race tests and every query, and the journeys tagged @database. It builds
// first, unless TEST_REUSE_BUILD=1 says the build in dist/ is of this checkout (.ci/run says so
// after its embedded pass has built it).
import { spawn } from "node:child_process";
import fs from "node:fs";

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const reuseBuild = process.env.TEST_REUSE_BUILD === "1" && fs.existsSync("dist/server/index.js");

/** A step: one command, or several side by side (each one's output printed whole when it ends). */
/** @type {Array<[string, string[]] | [string, Array<[string, string[]]>]>} */
const steps = onServer
  ? [
      ["Chromium", ["node", "scripts/check-browser.mjs"]],
      ["API tests (PostgreSQL)", ["npx", "vitest", "run", "--project", "api"]],
      ...(reuseBuild ? [] : [["build", ["npm", "run", "build"]]]),
      ["journeys @database (PostgreSQL)", ["npx", "playwright", "test", "--grep", "@database"]],
    ]
  : [
      ["Chromium", ["node", "scripts/check-browser.mjs"]],
      [
        "checks and build",
        [
          ["checks", ["npm", "run", "checks"]],
          ["build", ["npm", "run", "build"]],
        ],
      ],
      ["unit tests", ["npx", "vitest", "run", "--project", "unit"]],
      ["API tests", ["npx", "vitest", "run", "--project", "api"]],
      ["journeys", ["npx", "playwright", "test"]],
    ];

if (onServer && reuseBuild) console.log(`Using the build in dist/ of ${fs.statSync("dist/server/index.js").mtime.toISOString()}.`);

const isGroup = (what) => Array.isArray(what[0]);

/** Runs one command; its output goes straight through, or is kept and printed whole at its end. */
function run([command, ...args], { buffered = false, name = "" } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    if (buffered) {
      child.stdout.on("data", (c) => chunks.push(c));
      child.stderr.on("data", (c) => chunks.push(c));
    }
    child.on("close", (code) => {
      if (buffered) process.stdout.write(`\n-- ${name}: ${[command, ...args].join(" ")}\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const times = [];
const started = Date.now();
const summary = () => {
  for (const [name, seconds] of times) console.log(`  ${name.padEnd(34)} ${seconds.toFixed(0).padStart(5)} s`);
  console.log(`  ${"total".padEnd(34)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
};
for (const [name, what] of steps) {
  const stepStart = Date.now();
  let failed = [];
  const parts = [];
  if (isGroup(what)) {
    console.log(`\n== ${name}, side by side: ${what.map(([part]) => part).join(", ")}`);
    const codes = await Promise.all(
      what.map(async ([part, command]) => {
        const partStart = Date.now();
        const code = await run(command, { buffered: true, name: part });
        parts.push([`  ${part}`, (Date.now() - partStart) / 1000]);
        return [part, code];
      }),
    );
    failed = codes.filter(([, code]) => code !== 0).map(([part]) => part);
  } else {
    console.log(`\n== ${name}: ${what.join(" ")}`);
    if ((await run(what)) !== 0) failed = [name];
  }
  times.push([name, (Date.now() - stepStart) / 1000], ...parts);
  if (failed.length > 0) {
    console.error(`\n== ${failed.join(" and ")} failed`);
    summary();
    process.exit(1);
  }
}
console.log(`\n== npm test passed${onServer ? " (PostgreSQL pass)" : ""}`);
summary();
