/**
 * `npm run ledger:purge`: the personalliggare's retention purge by hand (docs/product-rules.md
 * §15, Retention), against DATABASE_URL or, when it is unset, the embedded database in
 * DATA_DIR. The server runs the same purge once a day by itself.
 */
import path from "node:path";
import { DEFAULT_TIME_ZONE, todayIn } from "../shared/dates";
import { openDatabase } from "../server/db";
import { DataDirInUseError } from "../server/db/data-dir-lock";
import { loadConfig } from "../server/env";
import { purgeLedger } from "../server/sites";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: path.join(config.dataDir, "db"),
    timeouts: config.databaseTimeouts,
  });
  try {
    const counts = await purgeLedger(database.db, new Date());
    const year = Number(todayIn(DEFAULT_TIME_ZONE, counts.cutoff).slice(0, 4));
    console.log(`Personalliggaren rensad: det som hör till ${year - 1} och tidigare är borttaget.`);
    console.log(`  Poster: ${counts.entries}`);
    console.log(`  Händelser i loggen: ${counts.events}`);
    console.log(`  Kontrollänkar: ${counts.links}`);
    console.log(`  Personer från andra företag: ${counts.people}`);
    console.log(`  Andra företag: ${counts.companies}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(`Den inbäddade databasen används av en körande server, som själv rensar personalliggaren varje dag. (${error.message})`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
