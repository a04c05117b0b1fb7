/**
 * Runs the embedded PostgreSQL (PGlite) in its own thread and serves it on a private Unix
 * socket, so the HTTP event loop never waits on a query and the ordinary `pg` pool,
 * Drizzle and connect-pg-simple talk to it exactly as to a PostgreSQL server.
 */
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

interface WorkerInput {
  dataDir: string;
  socketPath: string;
  /** A `dumpDataDir` tarball to start from instead of an empty cluster (tests). */
  templateFile?: string;
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("embedded-worker must run as a worker thread");
  const { dataDir, socketPath, templateFile } = workerData as WorkerInput;
  // pg_trgm backs the report search's trigram indexes; the migration creates the extension.
  const extensions = { pg_trgm };
  const db = templateFile
    ? await PGlite.create({ dataDir, extensions, loadDataDir: new Blob([fs.readFileSync(templateFile)]) })
    : await PGlite.create({ dataDir, extensions });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 64 });
  keepExchangesWhole(server, db);
  await server.start();
  port.postMessage({ type: "ready" });
  port.on("message", (msg: { type: string }) => {
    if (msg.type === "dump") {
      void db
        .dumpDataDir("none")
        .then((blob) => blob.arrayBuffer())
        .then((bytes) => port.postMessage({ type: "dumped", bytes: new Uint8Array(bytes) }));
      return;
    }
    if (msg.type !== "stop") return;
    void (async () => {
      await server.stop();
      await db.close();
      port.postMessage({ type: "stopped" });
    })();
  });
}

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

// Extended-protocol messages that leave the exchange open until the client's Sync:
// Parse, Bind, Describe, Execute, Close, Flush.
const CONTINUES_EXCHANGE = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

/**
 * PGlite is one PostgreSQL session shared by every socket connection. pglite-socket 0.2.17
 * queues each protocol message on its own, so outside an explicit transaction the Parse,
 * Bind and Execute of one connection interleave with another's: a query then runs another
 * client's unnamed statement or hands its rows to the wrong client ("unnamed prepared
 * statement does not exist", empty RETURNING). Its queue also stops for good after a
 * failed message. This replaces the queue's scheduler: a connection keeps the session from
 * its first extended-protocol message to its Sync (and, as before, for a whole transaction),
 * and a failed message fails only that message.
 */
function keepExchangesWhole(server: PGLiteSocketServer, db: PGlite): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  let exchangeOwner: number | null = null;

  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const holder = exchangeOwner ?? (db.isInTransaction() ? this.lastHandlerId : null);
        const index = holder === null ? 0 : this.queue.findIndex((item) => item.handlerId === holder);
        if (index === -1) break; // wait for the holder's next message
        const [item] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          exchangeOwner = null;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        exchangeOwner = CONTINUES_EXCHANGE.has(item.message[0]) ? item.handlerId : null;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clearQueueForHandler = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clearQueueForHandler(handlerId);
    if (exchangeOwner === handlerId) {
      exchangeOwner = null;
      void queue.processQueue();
    }
  };
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
});
