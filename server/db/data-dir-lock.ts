import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Lock files this process holds. A lock naming our own pid is ours only if listed here. */
const heldHere = new Set<string>();

/**
 * Takes `dir/.lock` for this process. PGlite has no protection of its own against two
 * processes opening the same files, and a second writer would corrupt the database.
 * A lock left behind by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.resolve(dir, ".lock");
  if (heldHere.has(lockPath)) {
    throw new DataDirInUseError(`The data folder ${dir} is in use: this server has already opened it.`);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(fs.readFileSync(lockPath, "utf8")) as { pid?: number; host?: string };
      } catch {
        // An empty or half-written lock file: its writer died before finishing it.
      }
      const sameHost = !holder.host || holder.host === os.hostname();
      // Our own pid in a lock we do not hold: left by an earlier run that got the same pid
      // (pid 1 in a container), so it is stale.
      if (holder.pid && (!sameHost || (holder.pid !== process.pid && isAlive(holder.pid)))) {
        throw new DataDirInUseError(
          `The data folder ${dir} is in use by another Tidrapport server (pid ${holder.pid}${sameHost ? "" : ` on ${holder.host}`}). ` +
            "Stop that server first, or start this one with another DATA_DIR.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dir}.`);
}
