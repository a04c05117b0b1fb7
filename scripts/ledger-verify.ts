/**
 * `npm run ledger:verify`: checks the chain of every site's personalliggare (docs/product-rules.md
 * §15, "Kedjan") against DATABASE_URL or, when it is unset, the embedded database in DATA_DIR.
 * Exits with 1 when any chain is broken, naming the first broken row of each.
 */
import path from "node:path";
import { openDatabase } from "../server/db";
import { DataDirInUseError } from "../server/db/data-dir-lock";
import { loadConfig } from "../server/env";
import { chainCheckLanes, everyChainReport } from "../server/sites";

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: path.join(config.dataDir, "db"),
    // A chain of a million rows takes seconds; ten minutes is room for the largest.
    timeouts: { ...config.databaseTimeouts, statementMs: 600_000 },
  });
  try {
    const started = Date.now();
    const report = await everyChainReport(database.db, chainCheckLanes(database.embedded));
    for (const line of report.lines) console.log(line);
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirInUseError) {
      console.error(`Den inbäddade databasen används av en körande server: stoppa den, eller kontrollera mot DATABASE_URL. (${error.message})`);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exit(2);
  },
);
