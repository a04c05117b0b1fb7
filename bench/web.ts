/**
 * `npm run bench:web`: Lighthouse 11 (the last version with the installability audit) on the
 * built app, as a phone on a throttled network would load it: the sign-in screen signed out,
 * and the worker's dashboard signed in. Prints the median of RUNS (default 3) runs: the
 * performance, accessibility and installability scores, LCP, TBT and the bytes sent, and as
 * a floor the time to fetch the bare index.html in the same run. Needs `npm run build` first
 * and a Chromium (PLAYWRIGHT_CHROMIUM_PATH or /usr/bin/chromium). Not a test: it prints.
 */
import fs from "node:fs";
import { startE2eServer } from "../tests/e2e/support/server";
import { lighthouse, type Figures } from "./lighthouse";
import { median, timed } from "./lib";

const RUNS = Number(process.env.RUNS ?? 3);
const chrome = [process.env.PLAYWRIGHT_CHROMIUM_PATH, "/usr/bin/chromium"].find((p): p is string => Boolean(p && fs.existsSync(p)));
if (!fs.existsSync("dist/server/index.js") || !chrome) {
  console.error("bench:web needs `npm run build` and a Chromium (PLAYWRIGHT_CHROMIUM_PATH or /usr/bin/chromium)");
  process.exit(1);
}

function summary(name: string, runs: Figures[], floorMs: number): string {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  return [
    `${name}:`,
    `  performance ${m((f) => f.performance).toFixed(2)}, accessibility ${m((f) => f.accessibility).toFixed(2)}, installable ${m((f) => f.installable) === 1 ? "yes" : "no"}`,
    `  LCP ${m((f) => f.lcpMs).toFixed(0)} ms (${(m((f) => f.lcpMs) / floorMs).toFixed(0)}× floor), TBT ${m((f) => f.tbtMs).toFixed(0)} ms, CLS ${m((f) => f.cls).toFixed(2)}, ${m((f) => f.kib).toFixed(0)} KiB sent`,
  ].join("\n");
}

const server = await startE2eServer({ demoAccounts: true });
try {
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ email: "arbetare@demo.se", password: "demo1234" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const floor: number[] = [];
  const signedOut: Figures[] = [];
  const dashboard: Figures[] = [];
  // The floor first: after a Lighthouse run longer than the server's keep-alive, fetch would
  // reuse a socket the server has closed.
  for (let j = 0; j < 5 * RUNS; j++) floor.push((await timed(() => fetch(`${server.baseUrl}/`).then((r) => r.arrayBuffer()))).ms);
  for (let i = 0; i < RUNS; i++) {
    signedOut.push(await lighthouse(`${server.baseUrl}/`, chrome));
    dashboard.push(await lighthouse(`${server.baseUrl}/`, chrome, { Cookie: cookie }));
  }
  const floorMs = median(floor);
  console.log(`runs: ${RUNS}; floor (fetch of index.html): ${floorMs.toFixed(1)} ms`);
  console.log(summary("sign-in screen (signed out)", signedOut, floorMs));
  console.log(summary("worker dashboard (signed in)", dashboard, floorMs));
} finally {
  await server.stop();
}
