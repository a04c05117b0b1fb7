import { ConfigError, loadConfig } from "./env";
import { DataDirInUseError } from "./db/data-dir-lock";
import { startServer } from "./server";

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config, { dev: !config.isProduction });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(`Tidrapport cannot start: ${error.message}`);
  } else {
    console.error("Tidrapport cannot start:", error);
  }
  process.exit(1);
});
