import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { lockDataDir } from "./data-dir-lock";

export interface EmbeddedDatabase {
  /** Directory holding the Unix socket `.s.PGSQL.5432`; use as the `pg` host. */
  socketDir: string;
  /** The whole cluster as a tarball, for `templateFile` (call while no query runs). */
  dump(): Promise<Uint8Array>;
  stop(): Promise<void>;
}

const isTypeScript = import.meta.url.endsWith(".ts");

/**
 * Starts PGlite in a worker thread. `dataDir` is a folder (kept across restarts, locked
 * against a second server) or `memory://` for a throwaway database.
 */
export async function startEmbeddedDatabase(dataDir: string, templateFile?: string): Promise<EmbeddedDatabase> {
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  // A short private path: Unix socket paths are limited to about 100 bytes.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-pg-"));
  fs.chmodSync(socketDir, 0o700);
  const socketPath = path.join(socketDir, ".s.PGSQL.5432");
  const workerUrl = new URL(isTypeScript ? "./embedded-worker.ts" : "./embedded-worker.js", import.meta.url);
  // In development the worker source is TypeScript: register tsx inside the thread first.
  const worker = isTypeScript
    ? new Worker(
        `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); });`,
        { eval: true, workerData: { dataDir, socketPath, templateFile } },
      )
    : new Worker(workerUrl, { workerData: { dataDir, socketPath, templateFile } });
  const cleanup = () => {
    fs.rmSync(socketDir, { recursive: true, force: true });
    release();
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const onMessage = (msg: { type: string; message?: string }) => {
        if (msg.type === "ready") resolve();
        if (msg.type === "error") reject(new Error(`Embedded database failed to start: ${msg.message}`));
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`Embedded database stopped during start (exit ${code})`)));
    });
  } catch (error) {
    await worker.terminate();
    cleanup();
    throw error;
  }

  let stopped = false;
  return {
    socketDir,
    dump() {
      return new Promise<Uint8Array>((resolve) => {
        const onMessage = (msg: { type: string; bytes?: Uint8Array }) => {
          if (msg.type !== "dumped" || !msg.bytes) return;
          worker.off("message", onMessage);
          resolve(msg.bytes);
        };
        worker.on("message", onMessage);
        worker.postMessage({ type: "dump" });
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 10_000);
        worker.on("message", (msg: { type: string }) => {
          if (msg.type === "stopped") {
            clearTimeout(timer);
            void worker.terminate().then(() => resolve());
          }
        });
        worker.postMessage({ type: "stop" });
      });
      cleanup();
    },
  };
}
