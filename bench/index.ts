/** `npm run bench`: every benchmark in turn. Each prints its own figures. */
import { spawnSync } from "node:child_process";

for (const script of [
  "bench/export.ts",
  "bench/payroll-export.ts",
  "bench/working-time-journal.ts",
  "bench/ledger.ts",
  "bench/control.ts",
  "bench/web.ts",
  "bench/api.ts",
  "bench/stack.ts",
]) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit" });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
