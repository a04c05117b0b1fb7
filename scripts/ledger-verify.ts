/**
 * `npm run ledger:verify`: checks the chain of every site's personalliggare (docs/product-rules.md
 * §15, "Kedjan") against DATABASE_URL or, when it is unset, the embedded database in DATA_DIR.
 * Exits with 1 when any chain is broken, naming the first broken row of each.
 */
import path from "node:path";
import { openDatabase } from "../server/db";
import { DataDirInUseError } from "../server/db/data-dir-lock";
import { loadConfig } from "../server/env";
import { chainCheckLanes, verifyEveryChain } from "../server/sites";

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
    const sites = await verifyEveryChain(database.db, chainCheckLanes(database.embedded));
    let broken = 0;
    for (const { name, check } of sites) {
      const counts = `${check.entries} poster, ${check.events} händelser`;
      if (check.firstBroken) {
        broken += 1;
        console.log(`BRUTEN  ${name}: ${counts}; första brutna rad: ${check.firstBroken.table} ${check.firstBroken.id}`);
      } else {
        console.log(`obruten ${name}: ${counts}`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(broken === 0 ? `Alla ${sites.length} kedjor är obrutna (${seconds} s).` : `${broken} av ${sites.length} kedjor är brutna (${seconds} s).`);
    return broken === 0 ? 0 : 1;
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
