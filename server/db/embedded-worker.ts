/**
 * Runs the embedded PostgreSQL (PGlite) in its own thread and serves it on a private Unix
 * socket, so the HTTP event loop never waits on a query and the ordinary `pg` pool,
 * Drizzle and connect-pg-simple talk to it exactly as to a PostgreSQL server.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

interface WorkerInput {
  dataDir: string;
  socketPath: string;
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("embedded-worker must run as a worker thread");
  const { dataDir, socketPath } = workerData as WorkerInput;
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 64 });
  await server.start();
  port.postMessage({ type: "ready" });
  port.on("message", (msg: { type: string }) => {
    if (msg.type !== "stop") return;
    void (async () => {
      await server.stop();
      await db.close();
      port.postMessage({ type: "stopped" });
    })();
  });
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
});
