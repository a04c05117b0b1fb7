import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { isAlive, lockDataDir, processStartOf } from "./data-dir-lock";

export interface EmbeddedDatabase {
  /** Directory holding the Unix socket `.s.PGSQL.5432`; use as the `pg` host. */
  socketDir: string;
  /** The whole cluster as a tarball, for `templateFile` (call while no query runs). */
  dump(): Promise<Uint8Array>;
  stop(): Promise<void>;
}

const isTypeScript = import.meta.url.endsWith(".ts");

/** Socket folders are `<tmp>/tidrapport-pg-<pid>-<random>`, with the owner's start time in `.owner`. */
const SOCKET_DIR_PREFIX = "tidrapport-pg-";
const OWNER_FILE = ".owner";

/**
 * Removes socket folders whose server is gone (killed, so it never cleaned up): only our own
 * prefix, only folders of this user, and only when the pid in the name no longer runs or now
 * belongs to another process. A folder of the older, pid-less naming is removed when it has
 * been empty for a minute.
 * Answers the folders removed.
 */
export function pruneStaleSocketDirs(tmp: string = os.tmpdir()): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = fs.readdirSync(tmp);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!name.startsWith(SOCKET_DIR_PREFIX)) continue;
    const dir = path.join(tmp, name);
    try {
      const stat = fs.lstatSync(dir);
      if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) continue;
      const match = /^(\d+)-/.exec(name.slice(SOCKET_DIR_PREFIX.length));
      let gone: boolean;
      if (match) {
        const pid = Number(match[1]);
        const recorded = fs.existsSync(path.join(dir, OWNER_FILE)) ? fs.readFileSync(path.join(dir, OWNER_FILE), "utf8").trim() : "";
        const current = processStartOf(pid);
        gone = pid !== process.pid && (!isAlive(pid) || (recorded !== "" && current !== undefined && recorded !== current));
      } else {
        // Empty for a minute: a server still starting has not made its socket yet.
        gone = fs.readdirSync(dir).length === 0 && Date.now() - stat.mtimeMs > 60_000;
      }
      if (gone) {
        fs.rmSync(dir, { recursive: true, force: true });
        removed.push(dir);
      }
    } catch {
      // Removed by someone else meanwhile, or not ours to read.
    }
  }
  return removed;
}

/**
 * Starts PGlite in a worker thread. `dataDir` is a folder (kept across restarts, locked
 * against a second server) or `memory://` for a throwaway database.
 */
export async function startEmbeddedDatabase(dataDir: string, templateFile?: string): Promise<EmbeddedDatabase> {
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  pruneStaleSocketDirs();
  // A short private path: Unix socket paths are limited to about 100 bytes.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`));
  fs.chmodSync(socketDir, 0o700);
  fs.writeFileSync(path.join(socketDir, OWNER_FILE), processStartOf(process.pid) ?? "");
  const socketPath = path.join(socketDir, ".s.PGSQL.5432");
  const workerUrl = new URL(isTypeScript ? "./embedded-worker.ts" : "./embedded-worker.js", import.meta.url);
  // In development the worker source is TypeScript: register tsx inside the thread first.
  const worker = isTypeScript
    ? new Worker(`import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); });`, {
        eval: true,
        workerData: { dataDir, socketPath, templateFile },
      })
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
