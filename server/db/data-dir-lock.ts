import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirInUseError extends Error {}

/** How often the holder rewrites its lock. */
export const HEARTBEAT_MS = 5_000;
/** A lock whose last heartbeat is older than this (four missed beats) proves no life. */
export const STALE_AFTER_MS = 4 * HEARTBEAT_MS;

/** What `dir/.lock` says about its holder. Fields after `startedAt` are missing in older locks. */
interface LockRecord {
  pid?: number;
  host?: string;
  startedAt?: string;
  /** Rewritten every HEARTBEAT_MS while the holder runs. */
  heartbeatAt?: string;
  /** Linux: the holder's start time in clock ticks since boot (`/proc/<pid>/stat`), so a reused pid is told apart. */
  processStart?: string;
  /** Linux: the boot the pid belongs to; after a reboot every pid names another process. */
  bootId?: string;
  /** Random, to recognise our own lock. */
  token?: string;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name), or undefined off Linux. */
export function processStartOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

const bootId = () => readText("/proc/sys/kernel/random/boot_id");

/** Lock files this process holds. A lock naming our own pid is ours only if listed here. */
const heldHere = new Set<string>();

interface Verdict {
  held: boolean;
  /** Why it is held, for the message. */
  detail?: string;
}

/**
 * Whether the lock's holder is alive. On this host: its pid must run and be the very process
 * that wrote the lock (same boot, same start time), else the pid was reused and the lock is
 * stale at once. On another host (a shared volume): only a heartbeat less than
 * STALE_AFTER_MS old proves life; a container that died with the volume kept stops beating.
 */
function judge(record: LockRecord, lockPath: string, now: number): Verdict {
  let beat = Number.NaN;
  if (record.heartbeatAt) beat = Date.parse(record.heartbeatAt);
  try {
    beat = Math.max(Number.isNaN(beat) ? 0 : beat, fs.statSync(lockPath).mtimeMs);
  } catch {
    // Gone meanwhile.
  }
  const age = now - beat;
  const fresh = age < STALE_AFTER_MS;
  const ago = `last sign of life ${Math.max(0, Math.round(age / 1000))} s ago`;
  if (!record.pid) return { held: false };
  const sameHost = !record.host || record.host === os.hostname();
  if (!sameHost) return fresh ? { held: true, detail: `pid ${record.pid} on ${record.host}, ${ago}` } : { held: false };

  const currentBoot = bootId();
  if (record.bootId && currentBoot && record.bootId !== currentBoot) return { held: false };
  // Our own pid in a lock we do not hold: left by an earlier run that got the same pid
  // (pid 1 in a container), so it is stale.
  if (record.pid === process.pid || !isAlive(record.pid)) return { held: false };
  const start = processStartOf(record.pid);
  if (record.processStart && start) {
    // The pid runs, but is it the process that wrote the lock?
    if (record.processStart !== start) return { held: false };
    return { held: true, detail: `pid ${record.pid}, ${fresh ? ago : `alive but not answering, ${ago}`}` };
  }
  // Nothing identifies the process (an older lock, or not Linux): only the heartbeat.
  return fresh ? { held: true, detail: `pid ${record.pid}, ${ago}` } : { held: false };
}

export interface LockOptions {
  /** Tests shorten the heartbeat. */
  heartbeatMs?: number;
}

/**
 * Takes `dir/.lock` for this process. PGlite has no protection of its own against two
 * processes opening the same files, and a second writer would corrupt the database.
 * Node offers no lock the operating system releases with the process (no flock without a
 * native addon), so the lock proves liveness instead: the holder rewrites it every
 * HEARTBEAT_MS, and names its pid with the pid's start time. A lock whose holder is gone
 * (a dead pid, a reused pid, another host's lock without a heartbeat) is taken over.
 */
export function lockDataDir(dir: string, options: LockOptions = {}): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.resolve(dir, ".lock");
  if (heldHere.has(lockPath)) {
    throw new DataDirInUseError(`The data folder ${dir} is in use: this server has already opened it.`);
  }
  const record: LockRecord = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    heartbeatAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    bootId: bootId(),
    token: crypto.randomBytes(8).toString("hex"),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify(record));
      fs.closeSync(fd);
      heldHere.add(lockPath);
      const beat = setInterval(() => {
        try {
          const current = JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockRecord;
          if (current.token !== record.token) return;
          const temp = `${lockPath}.${record.token}`;
          fs.writeFileSync(temp, JSON.stringify({ ...record, heartbeatAt: new Date().toISOString() }));
          fs.renameSync(temp, lockPath);
        } catch {
          // A missed beat; the next one tries again.
        }
      }, options.heartbeatMs ?? HEARTBEAT_MS);
      beat.unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        clearInterval(beat);
        heldHere.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let text = "";
      let holder: LockRecord = {};
      try {
        text = fs.readFileSync(lockPath, "utf8");
        holder = JSON.parse(text) as LockRecord;
      } catch {
        // An empty or half-written lock file: its writer died before finishing it.
      }
      const verdict = judge(holder, lockPath, Date.now());
      if (verdict.held) {
        throw new DataDirInUseError(
          `The data folder ${dir} is in use by another Tidrapport server (${verdict.detail}). ` +
            "Stop that server first, or start this one with another DATA_DIR. " +
            `If you are sure no server uses the folder, delete ${lockPath}; a lock without a heartbeat for ${STALE_AFTER_MS / 1000} s is taken over by itself.`,
        );
      }
      // Remove only the stale lock judged, not one a rival starter has written since.
      if ((fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : "") === text) fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dir}.`);
}
